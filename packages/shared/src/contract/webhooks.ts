import * as v from 'valibot';
import { defineCall, NoParams } from './call.ts';

// issue 46 item 3 (docs/decisions/0190): the owner's signed webhooks, managed in /insights. The
// store's own calls, owner only, defined the same way so both sides read one schema.

/** The events an endpoint may take, as the body's `type` names them. */
export const WEBHOOK_EVENTS = [
  'order.placed',
  'renewal.placed',
  'subscription.changed',
  'quiz.completed',
  'results.saved',
  'survey.answered',
  'gift_card.issued',
  'gift_card.redeemed',
  'email.sent',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'PC-Signature';

export const WebhookEndpoint = v.object({
  id: v.string(),
  url: v.string(),
  events: v.array(v.picklist(WEBHOOK_EVENTS)),
  createdAt: v.string(),
});
export type WebhookEndpoint = v.InferOutput<typeof WebhookEndpoint>;

export const WebhookAttempt = v.object({
  attempt: v.number(),
  at: v.string(),
  /** the receiver's HTTP status; null when none came */
  status: v.nullable(v.number()),
  durationMs: v.number(),
  error: v.nullable(v.string()),
});

export const WebhookDelivery = v.object({
  id: v.string(),
  endpointId: v.string(),
  eventId: v.string(),
  eventType: v.picklist(WEBHOOK_EVENTS),
  createdAt: v.string(),
  state: v.picklist(['pending', 'delivered', 'failed']),
  nextAttemptAt: v.nullable(v.string()),
  attempts: v.array(WebhookAttempt),
});
export type WebhookDelivery = v.InferOutput<typeof WebhookDelivery>;

export const getWebhooks = defineCall({
  name: 'getWebhooks',
  method: 'GET',
  path: '/wp-json/{ns}/v1/webhooks',
  encoding: 'query',
  request: NoParams,
  response: v.object({ endpoints: v.array(WebhookEndpoint), deliveries: v.array(WebhookDelivery) }),
});

export const addWebhookEndpoint = defineCall({
  name: 'addWebhookEndpoint',
  method: 'POST',
  path: '/wp-json/{ns}/v1/webhooks/endpoints',
  encoding: 'json',
  request: v.strictObject({
    url: v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(2000)),
    events: v.pipe(v.array(v.picklist(WEBHOOK_EVENTS)), v.minLength(1, 'needs at least one event')),
  }),
  /** The secret is shown this once. */
  response: v.object({ endpoint: WebhookEndpoint, secret: v.string() }),
});

const ById = v.strictObject({ id: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'is not an id')) });

export const removeWebhookEndpoint = defineCall({
  name: 'removeWebhookEndpoint',
  method: 'POST',
  path: '/wp-json/{ns}/v1/webhooks/endpoints/remove',
  encoding: 'json',
  request: ById,
  response: v.object({ success: v.boolean() }),
});

export const replayWebhookDelivery = defineCall({
  name: 'replayWebhookDelivery',
  method: 'POST',
  path: '/wp-json/{ns}/v1/webhooks/deliveries/replay',
  encoding: 'json',
  request: ById,
  response: v.object({ success: v.boolean() }),
});
