import { callApi } from '../api/client.ts';
import { getCartItems } from '../contract/cart.ts';
import { placeOrder as placeOrderCall } from '../contract/placeOrder.ts';
import { $cart, write } from './cart.ts';
import { unownedSignal } from './unownedSignal.ts';

// PLACE ORDER as a write of the cart store (docs/decisions/0180), in a module of its own: only a page
// that places orders (the demo's checkout frame, through /elements/api.js) loads it, so the elements'
// shared chunk does not carry it (decision 0136's 80 KB a page).

/**
 * PLACE ORDER (the store's POST checkout/order, which stores the cart as an order and empties it),
 * through the cart store like every other write that changes the cart (docs/decisions/0180): once
 * the order is stored the cart is read again and announced ('order'), so the header's badge, the
 * drawer and the other tabs show the empty cart on the order page without a reload. Resolves with
 * the order's id as soon as it is stored (the read goes on behind it, so the order page is not
 * delayed); rejects with ApiError (a 400 with the store's displayMessage: an empty cart, lines gone).
 */
export async function placeOrder(
  { signal }: { signal: AbortSignal },
  from?: Element,
): Promise<{ orderId: string }> {
  const previous = $cart.value;
  const placed = await callApi(placeOrderCall, {}, { signal });
  // A refused read leaves the badge as it was until the next change (spec §8 lists no cart-load failure).
  void write(
    `order:${placed.orderId}`,
    'order',
    async () => {
      const { data } = await callApi(getCartItems, {}, { signal: unownedSignal() });
      return { cart: data, previous };
    },
    from,
  ).catch(() => {});
  return placed;
}
