import type { Queryable } from '../db/db.ts';
import { RestHttpError } from '../http/errors.ts';
import { answerMessages } from '../http/messages/index.ts';
import { emailAllowance, VISITOR_EMAIL_LIMITS, type VisitorEmailLimits } from './visitorEmailRules.ts';

// docs/decisions/0144 "Emails": the limits of visitorEmailRules.ts over the database (visitor_emails,
// db/migrations/040_platform_orders.sql). The emails are counted and written in the transaction that
// causes them (placing a demo order), so a refused one causes nothing.

export const EMAIL_LIMIT_MESSAGE = answerMessages['en-US'].emailLimit;

export interface VisitorEmails {
  /** what causes them: 'e-gift' (a demo order), 'resend', … */
  kind: string;
  sessionId: string;
  clientAddress: string;
  /** one entry per email */
  recipients: readonly string[];
  now: Date;
}

/** Counts `emails` against the limits and records them; 429 `pc_email_limit` when one would pass. */
export const reserveVisitorEmails = async (
  tx: Queryable,
  { kind, sessionId, clientAddress, recipients, now }: VisitorEmails,
  limits: VisitorEmailLimits = VISITOR_EMAIL_LIMITS,
): Promise<void> => {
  if (recipients.length === 0) return;
  const wanted = recipients.map((recipient) => recipient.trim().toLowerCase());
  const since = new Date(now.getTime() - limits.windowMs).toISOString();
  const [counts] = await tx.query<{ session: string | number; address: string | number }>(
    `SELECT count(*) FILTER (WHERE session_id = $2) AS session, count(*) FILTER (WHERE client_address = $3) AS address
       FROM visitor_emails WHERE created_at > $1::timestamptz AND (session_id = $2 OR client_address = $3)`,
    [since, sessionId, clientAddress],
  );
  const byRecipient = await tx.query<{ recipient: string; sent: string | number }>(
    `SELECT recipient, count(*) AS sent FROM visitor_emails
      WHERE created_at > $1::timestamptz AND recipient IN (SELECT jsonb_array_elements_text($2::text::jsonb))
      GROUP BY recipient`,
    [since, JSON.stringify([...new Set(wanted)])],
  );
  const allowance = emailAllowance(
    {
      session: Number(counts?.session ?? 0),
      address: Number(counts?.address ?? 0),
      recipients: new Map(byRecipient.map((row) => [row.recipient, Number(row.sent)])),
    },
    wanted,
    limits,
  );
  if (!allowance.allowed) {
    throw new RestHttpError(
      429,
      'pc_email_limit',
      `The ${allowance.limit} limit on emails a visitor can cause is reached (docs/decisions/0144).`,
      (m) => m.emailLimit,
    );
  }
  for (const recipient of wanted) {
    await tx.query(
      'INSERT INTO visitor_emails (kind, session_id, client_address, recipient, created_at) VALUES ($1, $2, $3, $4, $5)',
      [kind, sessionId, clientAddress, recipient, now.toISOString()],
    );
  }
};
