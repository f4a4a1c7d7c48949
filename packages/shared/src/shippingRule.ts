import type { PriceFormat } from './format/price.ts';
import { FREE_SHIPPING_SPEND } from './freeShipping.ts';
import type { ShopMessages } from './shop/messages/index.ts';

// spec §9 "spend $25 or subscribe" as a rule, with the checkout's and the cart's words for its answers:
// the store's checkout and the cart drawer apply it, no other element (freeShipping.ts holds the note
// every page with a price shows). A module of its own, re-exported by constants.ts, so it travels with
// <pc-cart> alone (scripts/build/chunks.ts; docs/decisions/0149: room for the consent on the others).

/**
 * spec §9: free when the shopper spends $25 (in cents: what the lines cost after any coupons) or
 * subscribes (any line with a cadence). The checkout's rule, and the cart's note before checkout.
 */
export const earnsFreeShipping = (spendCents: number, subscribes: boolean): boolean =>
  subscribes || spendCents >= Math.round(FREE_SHIPPING_SPEND * 100);

/** The category of an e-gift card's line: sent by email, it ships nothing and does not count toward the $25. */
export const E_GIFT_CATEGORY = 'e-gift-card';

/** A line as the shipping rule sees it: what it costs (cents), its cadence, whether it is an e-gift card. */
export interface ShippingLine {
  cents: number;
  /** weeks between deliveries; 0 = bought once */
  cadence: number;
  eGift: boolean;
}

/** What a cart's shipping is: an empty cart, nothing ships, it ships free, or it pays the standard shipping. */
export type Shipping = 'empty' | 'nothing-ships' | 'free' | 'charged';

/**
 * spec §9 "spend $25 or subscribe", with docs/decisions/0116: a cart of e-gift cards alone ships
 * nothing; e-gift cards do not count toward the $25. `discountCents` is what the coupons take off (the
 * spend is what the shipped lines cost after them). The checkout's rule and the cart drawer's note.
 */
export const shippingOf = (lines: readonly ShippingLine[], discountCents = 0): Shipping => {
  const shipped = lines.filter((line) => !line.eGift);
  if (lines.length === 0) return 'empty';
  if (shipped.length === 0) return 'nothing-ships';
  const spend = shipped.reduce((sum, line) => sum + line.cents, 0) - discountCents;
  return earnsFreeShipping(
    Math.max(0, spend),
    lines.some((line) => line.cadence > 0),
  )
    ? 'free'
    : 'charged';
};

/** The shop's words of the shipping notes (`shop.nothingShips`, `shop.shipsFree`, `shop.freeShippingNote`). */
export type ShippingWords = Pick<ShopMessages, 'nothingShips' | 'shipsFree' | 'freeShippingNote'>;

/**
 * The note under a cart's total for its shipping (spec §9; docs/decisions/0116): that nothing ships
 * (a cart of e-gift cards alone), that it ships free, or how to earn free shipping, the spend in the
 * store's currency (`money`). The one rule the cart drawer and the checkout use, in the shop's words (`m`).
 */
export const shippingNote = (shipping: Shipping, m: ShippingWords, money: PriceFormat): string =>
  shipping === 'nothing-ships'
    ? m.nothingShips
    : shipping === 'free'
      ? m.shipsFree
      : m.freeShippingNote({ spend: money(FREE_SHIPPING_SPEND) });
