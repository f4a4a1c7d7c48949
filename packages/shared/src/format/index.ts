// @pc/shared/format: price and id formatting, DOM-free.
export { formatPrice } from './price.ts';
export { randomId } from './randomId.ts';
