import * as v from 'valibot';
import { defineCall } from './call.ts';

// issue 39 item 5 (docs/decisions/0150): a shopper asks the store for a link to the data it holds for
// an email (the store's own call, not one of spec §7). The answer is the same whether the store knows
// the address or not; the link goes to that address by email.

export const askForData = defineCall({
  name: 'askForData',
  method: 'POST',
  path: '/wp-json/{ns}/v1/privacy/requests',
  encoding: 'json',
  request: v.object({ email: v.pipe(v.string(), v.trim(), v.maxLength(254)) }),
  response: v.object({ success: v.literal(true), message: v.string() }),
});
