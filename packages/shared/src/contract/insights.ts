import * as v from 'valibot';
import { defineCall, NoParams } from './call.ts';

// The shop owner's report (docs/decisions/0119, 0120, 0121): an administrative role spec §6 leaves
// open, signing in with a session of its own, and the report of what the elements did over a range of
// days. Not calls of spec §7: the store's own, defined the same way so both sides read one schema.

/** An owner as the store answers: who is signed in. */
export const Owner = v.object({ email: v.string() });
export type Owner = v.InferOutput<typeof Owner>;

export const OwnerSignInRequest = v.strictObject({
  email: v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(254)),
  password: v.pipe(v.string(), v.minLength(1, 'is required'), v.maxLength(200)),
});

export const ownerSignIn = defineCall({
  name: 'ownerSignIn',
  method: 'POST',
  path: '/wp-json/{ns}/v1/owner/sign_in',
  encoding: 'json',
  request: OwnerSignInRequest,
  response: Owner,
});

export const ownerSignOut = defineCall({
  name: 'ownerSignOut',
  method: 'POST',
  path: '/wp-json/{ns}/v1/owner/sign_out',
  encoding: 'json',
  request: v.strictObject({}),
  response: v.object({ success: v.boolean() }),
});

/** The signed-in owner; 401 when nobody is. */
export const getOwner = defineCall({
  name: 'getOwner',
  method: 'GET',
  path: '/wp-json/{ns}/v1/owner/self',
  encoding: 'query',
  request: NoParams,
  response: Owner,
});

/** A calendar day of the shop (America/New_York), YYYY-MM-DD. */
const Day = v.pipe(v.string(), v.isoDate('must be a day as YYYY-MM-DD'));

export const InsightsRequest = v.pipe(
  v.object({ from: Day, to: Day }),
  v.check(({ from, to }) => from <= to, 'the first day must not be after the last'),
);

const Money = v.number();

export const AttributionRow = v.object({
  /** The answer's ids: [channel] or [channel, follow-up]. */
  path: v.array(v.string()),
  label: v.string(),
  /** Orders answered so (the latest answer of each order). */
  responses: v.number(),
  /** responses / all responses, 0..1 */
  share: v.number(),
  revenue: Money,
  averageOrderValue: Money,
  /** responses scaled to all orders (orders / responses); null below the 35 % response rate */
  extrapolatedOrders: v.nullable(v.number()),
  extrapolatedRevenue: v.nullable(Money),
});
export type AttributionRow = v.InferOutput<typeof AttributionRow>;

/**
 * A quiz funnel's steps, in order (docs/decisions/0121): its views, the quizzes started, completed,
 * whose results were seen, with an email, with a tailored line added, and followed by an order within
 * 7 days. The report names them in its language (insights-element's catalog).
 */
export const FUNNEL_STEPS = [
  'views',
  'starts',
  'completions',
  'resultsViews',
  'emails',
  'adds',
  'orders',
] as const;
export type FunnelStepKey = (typeof FUNNEL_STEPS)[number];

export const FunnelStep = v.object({ step: v.picklist(FUNNEL_STEPS), count: v.number() });
export const DropOff = v.object({ questionCode: v.nullable(v.string()), left: v.number() });

export const QuizFunnel = v.object({
  quizType: v.picklist(['self', 'gift']),
  steps: v.array(FunnelStep),
  /** Of the quizzes started and not completed: the last question answered (null: none). */
  dropOff: v.array(DropOff),
});
export type QuizFunnel = v.InferOutput<typeof QuizFunnel>;

export const InsightsReport = v.object({
  from: v.string(),
  to: v.string(),
  attribution: v.object({
    orders: v.number(),
    responses: v.number(),
    responseRate: v.number(),
    /** spec: extrapolation is trusted only at >= 35 % response rate (docs/decisions/0121) */
    extrapolated: v.boolean(),
    rows: v.array(AttributionRow),
    /** The texts given with "Other" (docs/decisions/0159), of the orders' answers, oldest first. */
    otherTexts: v.array(v.object({ orderId: v.string(), text: v.string(), answeredAt: v.string() })),
  }),
  funnels: v.array(QuizFunnel),
  crossSell: v.object({
    shown: v.number(),
    subscribe: v.number(),
    buyOnce: v.number(),
    noThanks: v.number(),
    /** (subscribe + buy once) / shown, 0..1 */
    takeRate: v.number(),
    addedRevenue: Money,
  }),
  giftCards: v.object({
    sold: v.number(),
    soldAmount: Money,
    delivered: v.number(),
    redeemed: v.number(),
    redeemedAmount: Money,
    /** all balances at the end of the last day */
    outstandingBalance: Money,
  }),
  /** issue 40 item 1 (decision 0154): subscriptions started, renewed and cancelled in the range */
  subscriptions: v.object({
    started: v.number(),
    /** not cancelled at the end of the last day (a paused one included) */
    active: v.number(),
    renewals: v.number(),
    renewalRevenue: Money,
    cancelled: v.number(),
  }),
  journey: v.array(
    v.object({
      tookQuiz: v.boolean(),
      orders: v.number(),
      revenue: Money,
      averageOrderValue: Money,
    }),
  ),
});
export type InsightsReport = v.InferOutput<typeof InsightsReport>;

export const getInsights = defineCall({
  name: 'getInsights',
  method: 'GET',
  path: '/wp-json/{ns}/v1/insights',
  encoding: 'query',
  request: InsightsRequest,
  response: InsightsReport,
});
