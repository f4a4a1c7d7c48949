import type { Db } from '../db/db.ts';
import { emitEmailSent } from '../webhooks/emailSentEvent.ts';
import type { EmailContent } from './eGiftEmail.ts';
import type { MailSender } from './smtpSender.ts';

// The emails a table of rows asks for (an e-gift's recipient confirmation, decision 0145; a data-rights
// link, decision 0150), sent by the mail worker in its rounds (eGiftMailer.ts): each row is claimed
// for a lease (SKIP LOCKED), so one server sends it once; a failed send is tried again a minute later.

const LEASE_MS = 120_000;
const RETRY_MS = 60_000;
const MAX_ATTEMPTS = 10;

export interface LeasedEmails<Row extends { id: string | number }> {
  /** The table, with `email_sent_at`, `email_attempts`, `email_claimed_until` and `email_last_error`. */
  table: string;
  /** What a failure's warning calls one row. */
  label: string;
  /**
   * Claims the next due row: an UPDATE setting `email_claimed_until = $2` and `email_attempts + 1`
   * on one row unsent, unclaimed at `$1` and under `$3` attempts, RETURNING what `compose` needs.
   */
  claim: string;
  compose(row: Row): EmailContent;
}

/**
 * The claim of a table whose links expire (`expires_at`): its next row unsent and still valid,
 * answering `returning` (of `r`).
 */
export const claimUnexpired = (table: string, returning: string): string => `UPDATE ${table} r
          SET email_claimed_until = $2, email_attempts = r.email_attempts + 1
        WHERE r.id = (
          SELECT id FROM ${table}
           WHERE email_sent_at IS NULL AND expires_at > $1
             AND email_attempts < $3 AND (email_claimed_until IS NULL OR email_claimed_until <= $1)
           ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING ${returning}`;

/** Sends the table's emails due at `now`, one claimed at a time; answers how many were sent. */
export const sendLeasedEmails = async <Row extends { id: string | number }>(
  db: Db,
  sender: MailSender,
  now: Date,
  warn: (message: string) => void,
  { table, label, claim, compose }: LeasedEmails<Row>,
): Promise<number> => {
  let sent = 0;
  for (;;) {
    const [claimed] = await db.query<Row>(claim, [
      now.toISOString(),
      new Date(now.getTime() + LEASE_MS).toISOString(),
      MAX_ATTEMPTS,
    ]);
    if (!claimed) return sent;
    try {
      await sender.send(compose(claimed));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      warn(`${label} ${claimed.id}: sending failed (${reason}); will retry`);
      await db.query(`UPDATE ${table} SET email_claimed_until = $2, email_last_error = $3 WHERE id = $1`, [
        claimed.id,
        new Date(now.getTime() + RETRY_MS).toISOString(),
        reason,
      ]);
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE ${table} SET email_sent_at = $2, email_claimed_until = NULL, email_last_error = NULL WHERE id = $1`,
        [claimed.id, now.toISOString()],
      );
      await emitEmailSent(tx, table, String(claimed.id), now);
    });
    sent++;
  }
};
