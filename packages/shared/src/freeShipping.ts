// spec §9 "Free-shipping note: spend $25 or subscribe", once: the spend the checkout applies and the
// note's words (spec §2 Results cards and Bathroom module, the checkout frame). A module of its own,
// re-exported by constants.ts, so a page that shows the note loads nothing else of the constants.

/** The spend, in dollars. */
export const FREE_SHIPPING_SPEND = 25;
/** The note, in the spec's words. */
export const FREE_SHIPPING_NOTE = `Spend $${FREE_SHIPPING_SPEND} or subscribe for free shipping`;

/**
 * spec §9: free when the shopper spends $25 (in cents: what the lines cost after any coupons) or
 * subscribes (any line with a cadence). The checkout's rule, and the cart's note before checkout.
 */
export const earnsFreeShipping = (spendCents: number, subscribes: boolean): boolean =>
  subscribes || spendCents >= Math.round(FREE_SHIPPING_SPEND * 100);

/** The checkout's and the cart's words when the cart earns free shipping. */
export const SHIPS_FREE = 'Your order ships free.';
/** A cart of e-gift cards alone ships nothing (docs/decisions/0116). */
export const NOTHING_SHIPS = 'Nothing to ship: e-gift cards arrive by email.';
/** The category of an e-gift card's line: sent by email, it ships nothing and does not count toward the $25. */
export const E_GIFT_CATEGORY = 'e-gift-card';
