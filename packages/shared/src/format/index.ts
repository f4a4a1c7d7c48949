// @pc/shared/format: price, cadence and id formatting, DOM-free.
export { cadenceLabel, purchaseLabel } from './cadence.ts';
export { cardName } from './cardName.ts';
export { dayLabel } from './dayLabel.ts';
export { formatPrice } from './price.ts';
export { randomId } from './randomId.ts';
