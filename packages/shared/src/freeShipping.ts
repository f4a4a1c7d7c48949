// spec §9 "Free-shipping note: spend $25 or subscribe", once: the spend the checkout applies and the
// note's words (spec §2 Results cards and Bathroom module, the checkout frame). A module of its own,
// an entry of its own (`@pc/shared/free-shipping`), so a page that shows the note loads nothing else.
// The rule and the other notes are shippingRule.ts: only the cart drawer applies it in the browser.

/** The spend, in dollars. */
export const FREE_SHIPPING_SPEND = 25;
/** The note, in the spec's words. */
export const FREE_SHIPPING_NOTE = `Spend $${FREE_SHIPPING_SPEND} or subscribe for free shipping`;
