import * as v from 'valibot';
import { defineCall } from './call.ts';

// What the cross-sell pop-up tells the store for the owner's report (docs/decisions/0120): not a call of
// spec §7, the store's own, defined the same way. Beside the cart calls in the shop chunk, since the
// pop-up that sends it sells; the owner's report calls are in insights.ts.

/** What an element saw a shopper do that the store would not otherwise know (docs/decisions/0120). */
export const InsightEventName = v.picklist(['cross_sell_shown', 'cross_sell_declined']);

export const postInsightEvent = defineCall({
  name: 'postInsightEvent',
  method: 'POST',
  path: '/wp-json/{ns}/v1/insights/events',
  encoding: 'json',
  request: v.strictObject({
    event: InsightEventName,
    surveyLogId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  }),
  response: v.object({ success: v.boolean() }),
});
