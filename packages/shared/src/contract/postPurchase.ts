import * as v from 'valibot';
import { SURVEY_OTHER_TEXT_MAX_LENGTH } from '../constants.ts';
import { defineCall } from './call.ts';
import { PostPurchaseOption } from './checkout.ts';

// spec §7 post_purchase calls (spec §3 Post-purchase survey): only the survey element makes them, so
// they go with it, not with the shop's chunk that the results, gift card and candle pages load (issue
// 45 item 4). The option's schema stays in checkout.ts: the page data reads it too (pageData.ts).

const PostPurchaseOrderId = v.pipe(v.string(), v.regex(/^\d{1,12}$/));

/**
 * spec §7 GET post_purchase/options. With `order_id` (docs/decisions/0159): none for an order whose
 * survey was answered or closed, or that is not the session's, so the survey does not open again.
 */
export const getPostPurchaseOptions = defineCall({
  name: 'getPostPurchaseOptions',
  method: 'GET',
  path: '/wp-json/{ns}/v1/post_purchase/options',
  encoding: 'query',
  request: v.object({ order_id: v.optional(PostPurchaseOrderId) }),
  response: v.array(PostPurchaseOption),
});

export const postPostPurchaseEvent = defineCall({
  name: 'postPostPurchaseEvent',
  method: 'POST',
  path: '/wp-json/{ns}/v1/post_purchase/events',
  encoding: 'json',
  request: v.object({
    order_id: PostPurchaseOrderId,
    results: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.minLength(1), v.maxLength(10)),
    /** "Other"'s text (docs/decisions/0159): trimmed first, then at most 140 characters (spec §5). */
    other: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SURVEY_OTHER_TEXT_MAX_LENGTH))),
  }),
  response: v.object({ success: v.boolean() }),
});

/**
 * The shopper closed the survey (docs/decisions/0159): it opens no more for the order, on any visit or
 * device. Answers success for an order already done too.
 */
export const closePostPurchaseSurvey = defineCall({
  name: 'closePostPurchaseSurvey',
  method: 'POST',
  path: '/wp-json/{ns}/v1/post_purchase/closed',
  encoding: 'json',
  request: v.object({ order_id: PostPurchaseOrderId }),
  response: v.object({ success: v.literal(true) }),
});
