import { cartLineFields } from '../cartAnalytics.ts';
import { BACKORDER_NOTE, RETURNS_DAYS } from '../constants.ts';
import type { AddToCartRequest, CartListing } from '../contract/cart.ts';
import type { StockStatus } from '../contract/products.ts';
import type { ProductAnalyticsFields } from '../events/PcCartChangeEvent.ts';
import { formatPrice } from '../format/price.ts';
import { FREE_SHIPPING_SPEND } from '../freeShipping.ts';

/** spec §4 "Stock and buy button": the button text when the product is out of stock. */
export const SOLD_OUT_LABEL = 'SOLD OUT';
/** spec §4: the button reads 'CHECKOUT - $' plus the price. */
export const CHECKOUT_LABEL_PREFIX = 'CHECKOUT - ';
export { BACKORDER_NOTE };
/**
 * spec §4: "Otherwise a free shipping/returns note". The spec gives no words; they say what spec §9
 * promises (free shipping from $25, returns within 30 days of receipt): docs/decisions/0029.
 */
export const FREE_SHIPPING_RETURNS_NOTE = `FREE SHIPPING ON ORDERS OF $${FREE_SHIPPING_SPEND}+ · FREE RETURNS WITHIN ${RETURNS_DAYS} DAYS`;

/** What a sticky buy button shows for a product in one stock state. */
export interface BuyButtonState {
  readonly label: string;
  readonly disabled: boolean;
  readonly note: string;
}

/**
 * spec §4 "Stock and buy button": outofstock → a disabled 'SOLD OUT'; otherwise 'CHECKOUT - $' and
 * the price. onbackorder → the note 'NEXT BATCH SHIPS IN 4 WEEKS'; otherwise the free shipping/returns
 * note.
 */
export function buyButtonState(stockStatus: StockStatus, price: number): BuyButtonState {
  return {
    label: stockStatus === 'outofstock' ? SOLD_OUT_LABEL : `${CHECKOUT_LABEL_PREFIX}${formatPrice(price)}`,
    disabled: stockStatus === 'outofstock',
    note: stockStatus === 'onbackorder' ? BACKORDER_NOTE : FREE_SHIPPING_RETURNS_NOTE,
  };
}

/**
 * spec §4 "Buying: add to cart, then navigate to checkout", and spec §7 analytics 'Product Added' for
 * that add (decision 0087): the fields of the line the store made for `request` (the last one of its
 * variation, source and position), one unit; undefined when the cart holds none.
 */
export const boughtLineFields =
  (request: AddToCartRequest) =>
  (cart: CartListing): ProductAnalyticsFields | undefined => {
    const line = [...cart.items]
      .reverse()
      .find(
        (candidate) =>
          candidate.variationId === request.variationId &&
          candidate.source === request.source &&
          candidate.position === request.position,
      );
    return line && cartLineFields(line, 1);
  };
