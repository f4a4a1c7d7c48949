import type { WebhookEventType } from '@pc/shared/contract';
import type { Db, Queryable } from '../db/db.ts';
import { webhookRetryDelayMs } from './webhookSchedule.ts';

// docs/decisions/0190: the webhook outbox. An event is written as one row per endpoint that takes
// it, in the transaction of the business write that produced it (a request's statements run in its
// transaction, db/requestScope.ts), so nothing acknowledged is lost and nothing rolled back is sent;
// (event id, endpoint) is unique, so a write retried under the same event id queues nothing more.
// The store's one worker claims due rows with FOR UPDATE SKIP LOCKED and a lease, as the e-gift
// emails (giftCards/eGiftOutbox.ts): several servers on one database deliver each row once.

export interface WebhookEvent {
  /** Stable for the fact it tells (e.g. `order.placed:12`), so emitting it twice queues it once. */
  id: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
}

/** Queues `event` for every endpoint that takes its type; in the caller's transaction. */
export const emitWebhookEvent = async (db: Queryable, event: WebhookEvent, now: Date): Promise<void> => {
  const body = JSON.stringify({
    id: event.id,
    type: event.type,
    created: now.toISOString(),
    data: event.data,
  });
  await db.query(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, body, created_at, next_attempt_at)
     SELECT id, $1, $2, $3, $4::timestamptz, $4::timestamptz FROM webhook_endpoints
     WHERE removed_at IS NULL AND $2 = ANY (events)
     ON CONFLICT (event_id, endpoint_id) DO NOTHING`,
    [event.id, event.type, body, now.toISOString()],
  );
};

/** Longer than a delivery may take (webhooks/webhookPost.ts's timeout), so a live worker keeps its row. */
export const WEBHOOK_LEASE_MS = 60_000;

export interface ClaimedDelivery {
  id: string;
  eventId: string;
  eventType: string;
  body: string;
  url: string;
  secret: string;
  /** this attempt's number over the row's life, 1 for the first */
  attempt: number;
  /** this attempt's number in its round (a replay starts a round) */
  roundAttempt: number;
}

/** Claims the next delivery due at `now` for the lease, counting its attempt; null when none is due. */
export const claimDueDelivery = (db: Db, now: Date): Promise<ClaimedDelivery | null> =>
  db.transaction(async (tx) => {
    const rows = await tx.query<{
      id: string | number;
      event_id: string;
      event_type: string;
      body: string;
      url: string;
      secret: string;
      attempts: number;
      round_from: number;
    }>(
      `WITH due AS (
         SELECT d.id FROM webhook_deliveries d
         WHERE d.delivered_at IS NULL AND d.gave_up_at IS NULL
           AND d.next_attempt_at <= $1::timestamptz
           AND (d.claimed_until IS NULL OR d.claimed_until <= $1::timestamptz)
         ORDER BY d.next_attempt_at, d.id
         LIMIT 1
         FOR UPDATE OF d SKIP LOCKED
       )
       UPDATE webhook_deliveries d SET claimed_until = $2::timestamptz, attempts = d.attempts + 1
       FROM due, webhook_endpoints e
       WHERE d.id = due.id AND e.id = d.endpoint_id
       RETURNING d.id, d.event_id, d.event_type, d.body, e.url, e.secret, d.attempts, d.round_from`,
      [now.toISOString(), new Date(now.getTime() + WEBHOOK_LEASE_MS).toISOString()],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: String(row.id),
      eventId: row.event_id,
      eventType: row.event_type,
      body: row.body,
      url: row.url,
      secret: row.secret,
      attempt: row.attempts,
      roundAttempt: row.attempts - row.round_from,
    };
  });

export interface AttemptOutcome {
  /** the receiver's status, null when none came */
  status: number | null;
  durationMs: number;
  error: string | null;
}

/**
 * Records an attempt and what follows it, in one transaction: delivered on a 2xx, else the next
 * attempt of the schedule, or given up after its last. Answers which.
 */
export const recordAttempt = (
  db: Db,
  delivery: Pick<ClaimedDelivery, 'id' | 'attempt' | 'roundAttempt'>,
  outcome: AttemptOutcome,
  now: Date,
): Promise<'delivered' | 'retry' | 'gave_up'> =>
  db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO webhook_attempts (delivery_id, attempt, at, status, duration_ms, error)
       VALUES ($1, $2, $3::timestamptz, $4, $5, $6)`,
      [delivery.id, delivery.attempt, now.toISOString(), outcome.status, outcome.durationMs, outcome.error],
    );
    if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
      await tx.query(
        'UPDATE webhook_deliveries SET delivered_at = $2::timestamptz, claimed_until = NULL WHERE id = $1',
        [delivery.id, now.toISOString()],
      );
      return 'delivered';
    }
    const delay = webhookRetryDelayMs(delivery.roundAttempt);
    if (delay === null) {
      await tx.query(
        'UPDATE webhook_deliveries SET gave_up_at = $2::timestamptz, claimed_until = NULL WHERE id = $1',
        [delivery.id, now.toISOString()],
      );
      return 'gave_up';
    }
    await tx.query(
      'UPDATE webhook_deliveries SET next_attempt_at = $2::timestamptz, claimed_until = NULL WHERE id = $1',
      [delivery.id, new Date(now.getTime() + delay).toISOString()],
    );
    return 'retry';
  });

/**
 * The owner's replay: the delivery is due again at `now` and starts a new round of the schedule, with
 * the same event id and body (a receiver that keeps event ids sees it as the same event). Answers
 * false when there is no such delivery, or its endpoint was removed.
 */
export const replayDelivery = async (db: Queryable, id: string, now: Date): Promise<boolean> => {
  const rows = await db.query(
    `UPDATE webhook_deliveries
     SET delivered_at = NULL, gave_up_at = NULL, next_attempt_at = $2::timestamptz, round_from = attempts
     WHERE id = $1 AND endpoint_id IN (SELECT id FROM webhook_endpoints WHERE removed_at IS NULL)
     RETURNING id`,
    [id, now.toISOString()],
  );
  return rows.length > 0;
};
