import * as v from 'valibot';
import { SURVEY_OTHER_TEXT_MAX_LENGTH } from '../constants.ts';
import { defineCall, NoParams } from './call.ts';
import { QuizType } from './quizType.ts';

// spec §3 Cross-sell; spec §7 cart/cross_sell and post_purchase calls.

// spec §2 "The checkout route is /checkout": where every buy and Go To Checkout goes, written once
// beside the route table (routes/checkoutPath.ts).
export { CHECKOUT_PATH } from '../routes/checkoutPath.ts';

export const CrossSellAction = v.picklist(['SUBSCRIBE', 'ONE_TIME']);

export const CrossSell = v.object({
  products: v.array(
    v.object({
      name: v.string(),
      image: v.string(),
      prices: v.object({ subscription: v.number(), once: v.number() }),
    }),
  ),
  actions: v.array(CrossSellAction),
  quizType: QuizType,
  surveyLogId: v.nullable(v.string()),
  discounts: v.record(v.string(), v.object({ code: v.string(), amount: v.number() })),
});
export type CrossSell = v.InferOutput<typeof CrossSell>;

export const getCrossSell = defineCall({
  name: 'getCrossSell',
  method: 'GET',
  path: '/wp-json/{ns}/v1/cart/cross_sell',
  encoding: 'query',
  request: NoParams,
  response: CrossSell,
});

export const postCrossSell = defineCall({
  name: 'postCrossSell',
  method: 'POST',
  path: '/wp-json/{ns}/v1/cart/cross_sell',
  encoding: 'json',
  request: v.object({
    products: v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(20)),
    action: CrossSellAction,
    surveyLogId: v.nullable(v.pipe(v.string(), v.maxLength(64))),
    couponCode: v.nullable(v.pipe(v.string(), v.maxLength(64))),
  }),
  response: v.object({ success: v.boolean() }),
});

/** spec §3 Post-purchase option: id, children (a tree). */
export interface PostPurchaseOption {
  id: string;
  name: string;
  children: PostPurchaseOption[];
}
export const PostPurchaseOption: v.GenericSchema<PostPurchaseOption> = v.object({
  id: v.string(),
  name: v.string(),
  children: v.array(v.lazy(() => PostPurchaseOption)),
});

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
