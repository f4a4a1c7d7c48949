/**
 * spec §2 "The checkout route is /checkout": the route table's `checkout` row, the order-received
 * pages under it, and where every buy and Go To Checkout goes. Written once here; the contract
 * re-exports it (`@pc/shared/contract` `CHECKOUT_PATH`) for the elements.
 */
export const CHECKOUT_PATH = '/checkout';
