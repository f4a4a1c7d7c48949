// @pc/shared/api: the call client and the cart-change event without React or the stores, for host
// pages that talk to the store themselves (the demo's QA panel): importing @pc/shared whole would
// bring React along.

export {
  CART_CHANNEL,
  type CartChangeReason,
  type PcCartChangeDetail,
  PcCartChangeEvent,
} from '../events/PcCartChangeEvent.ts';
// The cart's line write (docs/decisions/0124), for a checkout a host draws itself: through the page's
// one cart store, so the cart element, 'Product Removed' and the other tabs hear it.
// PLACE ORDER too (docs/decisions/0180): the order empties the cart, and the badge must hear it.
export { setCartItemQuantity } from '../stores/cart.ts';
export { placeOrder } from '../stores/cartOrder.ts';
export { ApiError, CLIENT_ERROR_CODES } from './ApiError.ts';
export { type CallOptions, callApi } from './client.ts';
