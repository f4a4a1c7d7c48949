import * as v from 'valibot';
import { defineCall } from './call.ts';
import { GiftCardCodeInput } from './order.ts';

// A module of its own: only the gift card page's balance check calls it, on the way
// (docs/decisions/0136), so it is not on every page with the rest of the checkout's calls.

/**
 * A gift card's balance by its code, for the shopper (the gift card page's balance check;
 * docs/decisions/0114). A POST, so the code stays out of URLs and logs; the same answers and limit
 * as applyGiftCard.
 */
export const checkGiftCardBalance = defineCall({
  name: 'checkGiftCardBalance',
  method: 'POST',
  path: '/wp-json/{ns}/v1/gift_cards/balance',
  encoding: 'json',
  request: v.object({ code: GiftCardCodeInput }),
  response: v.object({ last4: v.string(), balance: v.number(), amount: v.number() }),
});
