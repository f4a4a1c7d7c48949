// spec §9 "Free-shipping note: spend $25 or subscribe", once: the spend the checkout applies (spec §2
// Results cards and Bathroom module, the checkout frame). A module of its own, an entry of its own
// (`@pc/shared/free-shipping`), so a page that shows the note loads nothing else. The note's words are
// the catalogs' (`shop.freeShippingNote`, `results.freeShippingNote`: "Spend {spend} or subscribe for
// free shipping"), the spend written in the store's currency (issue 43). The rule and the other notes
// are shippingRule.ts: only the cart drawer applies it in the browser.

/** The spend, in the store's currency (the database's number, as every price: 25 is $25 or €25). */
export const FREE_SHIPPING_SPEND = 25;
