import { cartLineFields } from '../cartAnalytics.ts';
import { RETURNS_DAYS } from '../constants.ts';
import type { AddToCartRequest, CartListing } from '../contract/cart.ts';
import type { StockStatus } from '../contract/products.ts';
import type { ProductAnalyticsFields } from '../events/PcCartChangeEvent.ts';
import type { PriceFormat } from '../format/price.ts';
import { FREE_SHIPPING_SPEND } from '../freeShipping.ts';

import type { ShopMessages } from '../shop/messages/index.ts';

/** What a sticky buy button shows for a product in one stock state. */
export interface BuyButtonState {
  readonly label: string;
  readonly disabled: boolean;
  readonly note: string;
}

/**
 * spec §4 "Stock and buy button": outofstock → a disabled 'SOLD OUT'; otherwise 'CHECKOUT - $' and
 * the price. onbackorder → the note 'NEXT BATCH SHIPS IN 4 WEEKS'; otherwise the free shipping/returns
 * note (the spec gives no words: they say what spec §9 promises, free shipping from $25 and returns
 * within 30 days of receipt, docs/decisions/0029). The words are `m`'s, the shared catalog's in the
 * element's locale (docs/decisions/0210).
 */
export function buyButtonState(
  stockStatus: StockStatus,
  price: number,
  m: ShopMessages,
  money: PriceFormat,
): BuyButtonState {
  return {
    label: stockStatus === 'outofstock' ? m.soldOut : m.checkout({ price: money(price) }),
    disabled: stockStatus === 'outofstock',
    note:
      stockStatus === 'onbackorder'
        ? m.backorderNote
        : m.freeShippingReturnsNote({ spend: money(FREE_SHIPPING_SPEND), days: RETURNS_DAYS }),
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
