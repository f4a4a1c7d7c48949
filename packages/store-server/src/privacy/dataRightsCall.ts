import { defineCall } from '@pc/shared/contract';
import * as v from 'valibot';

// issue 39 item 5 (docs/decisions/0150): the store's own call a page's data-rights form makes (not a
// spec §7 call: defined beside its area, as QA's and POST /crafting's are).

export const askForDataCall = defineCall({
  name: 'askForData',
  method: 'POST',
  path: '/wp-json/{ns}/v1/privacy/requests',
  encoding: 'json',
  request: v.object({ email: v.pipe(v.string(), v.trim(), v.maxLength(254)) }),
  response: v.object({ success: v.literal(true), message: v.string() }),
});
