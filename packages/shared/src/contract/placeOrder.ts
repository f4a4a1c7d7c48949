import * as v from 'valibot';
import { defineCall, NoParams } from './call.ts';

/**
 * Stores the cart as an order and empties the cart; 400 with a displayMessage for an empty cart
 * (docs/decisions/0036). Place it through the cart store's `placeOrder` (stores/cartOrder.ts,
 * decision 0180), so the page's cart hears the order.
 */
export const placeOrder = defineCall({
  name: 'placeOrder',
  method: 'POST',
  path: '/wp-json/{ns}/v1/checkout/order',
  encoding: 'json',
  request: NoParams,
  response: v.object({ orderId: v.string() }),
});
