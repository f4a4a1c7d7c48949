import type { Db, Queryable } from '../db/db.ts';
import { emitEmailSent } from '../webhooks/emailSentEvent.ts';
import type { EGiftEmailInput } from './eGiftEmail.ts';

// The e-gift emails waiting in gift_card_emails (db/migrations/023_gift_cards.sql; docs/decisions/0095,
// 0096). A worker claims due rows with FOR UPDATE SKIP LOCKED, so two servers on one PostgreSQL never
// claim the same row, and holds each for a lease while it sends: a worker that dies mid-send leaves
// the row to be claimed again when the lease ends, so a restart loses nothing.

/** How a failed send is tried again: exponential backoff, then giving up loudly (never silently). */
export interface RetryPolicy {
  /** The wait after the first failure; it doubles with each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Attempts in all, the first included; after the last failed one the email is given up. */
  maxAttempts: number;
}

/** About 4 hours of tries: 1, 2, 4, … minutes, at most an hour apart, 10 attempts. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 60_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 10,
};

/** Longer than a send may take (the SMTP timeouts, giftCards/smtpSender.ts), so a live worker keeps its row. */
export const CLAIM_LEASE_MS = 120_000;

/** The wait before the next attempt after `attempts` failed ones (1 → base, 2 → 2 × base, …). */
export const retryDelayMs = (attempts: number, policy: RetryPolicy): number =>
  Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));

export interface ClaimedEmail extends EGiftEmailInput {
  id: string;
  /** The language of the page whose call queued it (issue 43); null: the store's. */
  locale: string | null;
  /** this attempt's number, 1 for the first */
  attempt: number;
}

/**
 * Claims up to `limit` emails due at `now` for `CLAIM_LEASE_MS`, counting the attempt. Due means its
 * due_at has come, and after a failure its next attempt too. `followSessionClocks` (demo mode): an
 * email's due_at is compared with the QA clock of the session that placed its order when one is set
 * (docs/decisions/0096); the retry wait is always the server's clock.
 */
export const claimDueEmails = (
  db: Db,
  now: Date,
  { followSessionClocks, limit }: { followSessionClocks: boolean; limit: number },
): Promise<ClaimedEmail[]> =>
  db.transaction(async (tx) => {
    const rows = await tx.query<{
      id: string | number;
      to_address: string;
      attempts: number;
      code: string;
      amount: string | number;
      recipient_name: string | null;
      sender_name: string | null;
      message: string | null;
      locale: string | null;
    }>(
      `WITH due AS (
         SELECT e.id FROM gift_card_emails e
         JOIN gift_cards g ON g.id = e.gift_card_id
         JOIN orders o ON o.id = g.order_id
         JOIN sessions s ON s.id = o.session_id
         WHERE e.sent_at IS NULL AND e.gave_up_at IS NULL
           AND (e.next_attempt_at IS NULL OR e.next_attempt_at <= $1::timestamptz)
           AND (e.claimed_until IS NULL OR e.claimed_until <= $1::timestamptz)
           AND e.due_at <= CASE WHEN $2::boolean THEN COALESCE(s.clock_override, $1::timestamptz)
                                ELSE $1::timestamptz END
         ORDER BY e.due_at, e.id
         LIMIT $3
         FOR UPDATE OF e SKIP LOCKED
       )
       UPDATE gift_card_emails e SET claimed_until = $4::timestamptz, attempts = e.attempts + 1
       FROM due, gift_cards g
       WHERE e.id = due.id AND g.id = e.gift_card_id
       RETURNING e.id, e.to_address, e.attempts, g.code, g.amount, g.recipient_name, g.sender_name, g.message,
         e.locale`,
      [now.toISOString(), followSessionClocks, limit, new Date(now.getTime() + CLAIM_LEASE_MS).toISOString()],
    );
    return rows.map((row) => ({
      id: String(row.id),
      attempt: row.attempts,
      to: row.to_address,
      code: row.code,
      amount: Number(row.amount),
      recipientName: row.recipient_name ?? '',
      senderName: row.sender_name ?? '',
      message: row.message ?? '',
      locale: row.locale,
    }));
  });

export const markEmailSent = (db: Db, id: string, now: Date): Promise<void> =>
  db.transaction(async (tx) => {
    await tx.query(
      'UPDATE gift_card_emails SET sent_at = $2, claimed_until = NULL, last_error = NULL WHERE id = $1',
      [id, now.toISOString()],
    );
    await emitEmailSent(tx, 'gift_card_emails', id, now);
  });

/**
 * Keeps a failed attempt's error and schedules the next one; after the policy's last attempt the
 * email is given up (gave_up_at set, the error kept). Answers which of the two it did.
 */
export const recordSendFailure = async (
  db: Queryable,
  email: Pick<ClaimedEmail, 'id' | 'attempt'>,
  error: string,
  now: Date,
  policy: RetryPolicy,
): Promise<'retry' | 'gave_up'> => {
  if (email.attempt >= policy.maxAttempts) {
    await db.query(
      'UPDATE gift_card_emails SET gave_up_at = $2, claimed_until = NULL, last_error = $3 WHERE id = $1',
      [email.id, now.toISOString(), error],
    );
    return 'gave_up';
  }
  const next = new Date(now.getTime() + retryDelayMs(email.attempt, policy));
  await db.query(
    'UPDATE gift_card_emails SET next_attempt_at = $2, claimed_until = NULL, last_error = $3 WHERE id = $1',
    [email.id, next.toISOString(), error],
  );
  return 'retry';
};
