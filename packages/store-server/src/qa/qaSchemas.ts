import { defineCall, NoParams } from '@pc/shared/contract';
import * as v from 'valibot';
import { QaCatalogueTextRequest } from './catalogueText.ts';
import { FAULT_KINDS, QaFaultRequest } from './faults.ts';
import { QaStockList, QaStockRequest } from './stockSwitches.ts';

// The QA panel's calls (docs/architecture.md "Server": demo only, per session). Not spec §7 calls, so
// they live here rather than in the contract, defined the same way (the routes and tests take their
// paths from here).

export const QaState = v.object({
  identity: v.picklist(['anonymous', 'customer']),
  /** The session's clock override (ISO), or null when it follows the server's clock. */
  clock: v.nullable(v.string()),
  /** The time dated rules see for this session (ISO). */
  now: v.string(),
  cartCount: v.number(),
  /** The mail catcher's web view, where the e-gift emails arrive (docs/decisions/0097), or null. */
  mailCatcher: v.nullable(v.string()),
});
export type QaState = v.InferOutput<typeof QaState>;

export const QaIdentityRequest = v.strictObject({ customer: v.boolean() });

export const QaClockRequest = v.strictObject({
  now: v.nullable(
    v.pipe(
      v.string(),
      v.maxLength(40),
      v.isoTimestamp('must be an ISO date and time, e.g. 2021-07-07T23:59:00-04:00'),
      v.check((value) => !Number.isNaN(Date.parse(value)), 'must be a real date and time'),
    ),
  ),
});

/** Reset takes no parameters. */
export const QaResetRequest = v.strictObject({});

/** Start a continuation quiz (spec §4 Continuation) takes no parameters. */
export const QaContinuationRequest = v.strictObject({});

/** The continuation created: its survey log and the questions it asks. */
export const QaContinuation = v.object({
  surveyLogId: v.string(),
  questions: v.array(v.string()),
});
export type QaContinuation = v.InferOutput<typeof QaContinuation>;

/** docs/decisions/0144 "QA": the panel sends a platform's signed order webhook for this session's hand-off. */
export const QaPlatformWebhookRequest = v.strictObject({
  platform: v.picklist(['woocommerce', 'shopify']),
  status: v.picklist(['unpaid', 'paid', 'refunded', 'cancelled']),
});

export const QaPlatformWebhookResult = v.object({
  ref: v.string(),
  platformOrderId: v.string(),
  answer: v.unknown(),
});

/** The calls a fault can be put on, the kinds, and this session's faults (decision 0189). */
export const QaFaults = v.object({
  calls: v.array(v.object({ name: v.string(), label: v.string() })),
  kinds: v.array(v.string()),
  faults: v.record(
    v.string(),
    v.object({
      kind: v.picklist(FAULT_KINDS),
      message: v.optional(v.string()),
      ms: v.optional(v.number()),
      left: v.nullable(v.number()),
    }),
  ),
});
export type QaFaults = v.InferOutput<typeof QaFaults>;

const qaCall = <Req extends v.GenericSchema, Res extends v.GenericSchema>(
  name: string,
  method: 'GET' | 'POST',
  path: string,
  request: Req,
  response: Res,
) => defineCall({ name, method, path, encoding: method === 'GET' ? 'query' : 'json', request, response });

export const QA_CALLS = {
  state: qaCall('qaState', 'GET', '/__qa/state', NoParams, QaState),
  identity: qaCall('qaIdentity', 'POST', '/__qa/identity', QaIdentityRequest, QaState),
  clock: qaCall('qaClock', 'POST', '/__qa/clock', QaClockRequest, QaState),
  continuation: qaCall('qaContinuation', 'POST', '/__qa/continuation', QaContinuationRequest, QaContinuation),
  reset: qaCall('qaReset', 'POST', '/__qa/reset', QaResetRequest, QaState),
  catalogueText: qaCall(
    'qaCatalogueText',
    'POST',
    '/__qa/catalogue-text',
    QaCatalogueTextRequest,
    v.object({ changed: v.number() }),
  ),
  stockList: qaCall('qaStockList', 'GET', '/__qa/stock', NoParams, QaStockList),
  stock: qaCall('qaStock', 'POST', '/__qa/stock', QaStockRequest, QaStockList),
  faultList: qaCall('qaFaultList', 'GET', '/__qa/faults', NoParams, QaFaults),
  faults: qaCall('qaFaults', 'POST', '/__qa/faults', QaFaultRequest, QaFaults),
  platformWebhook: qaCall(
    'qaPlatformWebhook',
    'POST',
    '/__qa/platform-webhook',
    QaPlatformWebhookRequest,
    QaPlatformWebhookResult,
  ),
} as const;
