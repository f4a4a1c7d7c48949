import { randomBytes } from 'node:crypto';
import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';
import { RestHttpError } from '../http/errors.ts';
import { type AddressPolicy, endpointUrlProblem } from './webhookAddress.ts';

// docs/decisions/0190: the owner's endpoints and the deliveries listed with their attempts.

/** Endpoints an owner may keep; a list, not a fan-out engine. */
export const MAX_ENDPOINTS = 10;
/** Deliveries the list shows, newest first. */
export const DELIVERIES_SHOWN = 50;

const badUrl = (problem: string) =>
  new RestHttpError(400, 'rest_invalid_param', `Invalid parameter(s): url ${problem}`, `The URL ${problem}.`);

interface EndpointRow {
  id: string | number;
  url: string;
  events: WebhookEventType[];
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const endpointOf = (row: EndpointRow): WebhookEndpoint => ({
  id: String(row.id),
  url: row.url,
  events: row.events,
  createdAt: iso(row.created_at),
});

/** Adds an endpoint; its secret is answered this once (the list never shows it). */
export const addEndpoint = async (
  db: Queryable,
  input: { url: string; events: readonly WebhookEventType[] },
  policy: AddressPolicy,
  now: Date,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> => {
  const problem = endpointUrlProblem(input.url, policy);
  if (problem) throw badUrl(problem);
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM webhook_endpoints WHERE removed_at IS NULL',
  );
  if ((count?.n ?? 0) >= MAX_ENDPOINTS)
    throw new RestHttpError(
      400,
      'pc_too_many_endpoints',
      `At most ${MAX_ENDPOINTS} endpoints.`,
      `Remove an endpoint before adding another (at most ${MAX_ENDPOINTS}).`,
    );
  const secret = `whsec_${randomBytes(24).toString('hex')}`;
  const [row] = await db.query<EndpointRow>(
    `INSERT INTO webhook_endpoints (url, events, secret, created_at) VALUES ($1, $2, $3, $4::timestamptz)
     RETURNING id, url, events, created_at`,
    [input.url, [...new Set(input.events)], secret, now.toISOString()],
  );
  return { endpoint: endpointOf(row as EndpointRow), secret };
};

/** Removes an endpoint: nothing new is queued for it, and what waits is not sent. */
export const removeEndpoint = async (db: Queryable, id: string, now: Date): Promise<boolean> => {
  const rows = await db.query(
    'UPDATE webhook_endpoints SET removed_at = $2::timestamptz WHERE id = $1 AND removed_at IS NULL RETURNING id',
    [id, now.toISOString()],
  );
  await db.query(
    `UPDATE webhook_deliveries SET gave_up_at = $2::timestamptz
     WHERE endpoint_id = $1 AND delivered_at IS NULL AND gave_up_at IS NULL`,
    [id, now.toISOString()],
  );
  return rows.length > 0;
};

export const listWebhooks = async (
  db: Queryable,
): Promise<{ endpoints: WebhookEndpoint[]; deliveries: WebhookDelivery[] }> => {
  const endpoints = await db.query<EndpointRow>(
    'SELECT id, url, events, created_at FROM webhook_endpoints WHERE removed_at IS NULL ORDER BY id',
  );
  const deliveries = await db.query<{
    id: string | number;
    endpoint_id: string | number;
    event_id: string;
    event_type: WebhookEventType;
    created_at: Date | string;
    delivered_at: Date | string | null;
    gave_up_at: Date | string | null;
    next_attempt_at: Date | string;
    attempts: WebhookDelivery['attempts'] | null;
  }>(
    `SELECT d.id, d.endpoint_id, d.event_id, d.event_type, d.created_at, d.delivered_at, d.gave_up_at,
            d.next_attempt_at,
            (SELECT json_agg(json_build_object('attempt', a.attempt, 'at', a.at, 'status', a.status,
                    'durationMs', a.duration_ms, 'error', a.error) ORDER BY a.attempt)
             FROM webhook_attempts a WHERE a.delivery_id = d.id) AS attempts
     FROM webhook_deliveries d ORDER BY d.id DESC LIMIT $1`,
    [DELIVERIES_SHOWN],
  );
  return {
    endpoints: endpoints.map(endpointOf),
    deliveries: deliveries.map((row) => ({
      id: String(row.id),
      endpointId: String(row.endpoint_id),
      eventId: row.event_id,
      eventType: row.event_type,
      createdAt: iso(row.created_at),
      state: row.delivered_at ? 'delivered' : row.gave_up_at ? 'failed' : 'pending',
      nextAttemptAt: row.delivered_at || row.gave_up_at ? null : iso(row.next_attempt_at),
      attempts: (row.attempts ?? []).map((a) => ({ ...a, at: iso(a.at) })),
    })),
  };
};
