// @pc/shared/format: price, cadence and id formatting, DOM-free.
export { type CadenceWords, cadenceLabel, purchaseLabel } from './cadence.ts';
export { cardName } from './cardName.ts';
export { dayLabel } from './dayLabel.ts';
export { DEFAULT_CURRENCY, formatPrice, type PriceFormat, priceFormat } from './price.ts';
export { randomId } from './randomId.ts';
