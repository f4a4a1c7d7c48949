import { randomBytes } from 'node:crypto';
import type { Locale } from '@pc/shared/locale';
import { isEmailAddress } from '@pc/shared/validation';
import type { Db, Queryable } from '../db/db.ts';
import { reserveVisitorEmails } from '../giftCards/visitorEmailLimit.ts';
import { invalidParam } from '../http/errors.ts';
import { answerMessages } from '../http/messages/index.ts';
import { ANONYMISED_LOG, detachEvents } from './retention.ts';

// issue 39 item 5 (GDPR Art. 15 and 17, CCPA; docs/decisions/0150): a shopper gets or erases what the
// store holds for an email. Asking never says whether the store knows the address: every ask that
// passes the visitor email limits (decision 0144) is answered the same and emails that address a link
// (privacy/dataRightsMail.ts, sent by the store's one mail worker). The link, valid 24 hours, is the
// proof that the shopper reads that mailbox: its page offers the JSON and the erasure.

/** The page the email links to (GET: what it offers; `.json`: the download; POST erase: the erasure). */
export const DATA_PATH = '/privacy/data';
export const DATA_JSON_PATH = '/privacy/data.json';
export const ERASE_PATH = '/privacy/erase';

export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The answer to every ask, known address or not. */
export const ASKED_MESSAGE = answerMessages['en-US'].dataAsked;

export interface DataRightsAsker {
  sessionId: string;
  clientAddress: string;
  /** The store's origin as the request reached it: the link's. */
  storeOrigin: string;
  /** The server's clock (never a QA clock): the limits' and the link's. */
  serverNow: Date;
  /** Whether the visitor email limits apply (PC_EMAIL_LIMITS, decision 0144). */
  limited: boolean;
  /** The language of the page that asked (issue 43): its email speaks it. Null: the store's. */
  locale?: Locale | null;
}

/** Records an ask and its email (in the request's transaction); 429 past the visitor email limits. */
export const askForData = async (db: Queryable, email: string, asker: DataRightsAsker): Promise<void> => {
  const address = email.trim().toLowerCase();
  if (!isEmailAddress(address))
    throw invalidParam('Invalid parameter(s): email is not an email address', (m) => m.emailInvalid);
  if (asker.limited)
    await reserveVisitorEmails(db, {
      kind: 'data-rights',
      sessionId: asker.sessionId,
      clientAddress: asker.clientAddress,
      recipients: [address],
      now: asker.serverNow,
    });
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO data_rights_requests (token, email, link, session_id, client_address, created_at, expires_at,
       locale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      token,
      address,
      `${asker.storeOrigin}${DATA_PATH}?token=${token}`,
      asker.sessionId,
      asker.clientAddress,
      asker.serverNow.toISOString(),
      new Date(asker.serverNow.getTime() + LINK_LIFETIME_MS).toISOString(),
      asker.locale ?? null,
    ],
  );
};

/** The address a link still valid at `now` stands for, or null. */
export const addressOf = async (db: Queryable, token: unknown, now: Date): Promise<string | null> => {
  if (typeof token !== 'string' || token === '' || token.length > 100) return null;
  const [row] = await db.query<{ email: string }>(
    'SELECT email FROM data_rights_requests WHERE token = $1 AND expires_at > $2::timestamptz',
    [token, now.toISOString()],
  );
  return row?.email ?? null;
};

/**
 * The locale the email that carried a link was sent in (issue 43): its page speaks it. The row's, valid
 * or not (an expired link's page says so in that language); null for a token the store never made.
 */
export const dataLinkLocale = async (db: Queryable, token: unknown): Promise<string | null> => {
  if (typeof token !== 'string' || token === '' || token.length > 100) return null;
  const [row] = await db.query<{ locale: string | null }>(
    'SELECT locale FROM data_rights_requests WHERE token = $1',
    [token],
  );
  return row?.locale ?? null;
};

/** Everything the store holds for an address (GDPR Art. 15), as the download carries it. */
export interface HeldData {
  email: string;
  /** The quizzes whose results were saved to, or captured with, this address (spec §7 survey_results). */
  surveyLogs: unknown[];
  /** The orders placed with this address, with their lines. */
  orders: unknown[];
  /** The subscriptions those orders started (issue 40 item 1): what, how often, their state. */
  subscriptions: unknown[];
  /** Gift cards bought in those orders: to whom, from whom, with what message. */
  giftCardsSent: unknown[];
  /** Gift cards sent to this address (their codes stay out: a card is redeemed with it). */
  giftCardsReceived: unknown[];
  /** The emails of saved results sent or to send to this address, with their links (decision 0158). */
  savedResultsEmails: unknown[];
}

export const dataOf = async (db: Queryable, email: string): Promise<HeldData> => {
  const surveyLogs = await db.query(
    `SELECT id, quiz_type AS "quizType", status, answers, summary, recommendation, email,
            created_at AS "createdAt", updated_at AS "updatedAt", completed_at AS "completedAt"
       FROM survey_logs WHERE lower(email) = $1 ORDER BY created_at`,
    [email],
  );
  const orders = await db.query(
    `SELECT o.id::text AS id, o.created_at AS "createdAt", o.email, o.subtotal, o.discount_total AS "discountTotal",
            o.shipping, o.tax, o.gift_card_total AS "giftCardTotal", o.total,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('name', l.name, 'sku', l.sku, 'quantity', l.quantity,
                        'price', l.price, 'cadence', l.cadence) ORDER BY l.position)
                        FROM order_lines l WHERE l.order_id = o.id), '[]'::jsonb) AS lines
       FROM orders o WHERE lower(o.email) = $1 ORDER BY o.id`,
    [email],
  );
  const giftCardsSent = await db.query(
    `SELECT g.order_id::text AS "orderId", g.amount, g.delivery, g.recipient_email AS "recipientEmail",
            g.recipient_name AS "recipientName", g.sender_name AS "senderName", g.message
       FROM gift_cards g JOIN orders o ON o.id = g.order_id WHERE lower(o.email) = $1 ORDER BY g.id`,
    [email],
  );
  const giftCardsReceived = await db.query(
    `SELECT g.amount, g.recipient_email AS "recipientEmail", g.recipient_name AS "recipientName",
            g.sender_name AS "senderName", g.message
       FROM gift_cards g WHERE lower(g.recipient_email) = $1 ORDER BY g.id`,
    [email],
  );
  const subscriptions = await db.query(
    `SELECT s.name, s.quantity, s.price, s.cadence, s.state, to_char(s.next_date, 'YYYY-MM-DD') AS "nextDate",
            s.created_at AS "createdAt", s.cancelled_at AS "cancelledAt"
       FROM subscriptions s WHERE lower(s.email) = $1 ORDER BY s.id`,
    [email],
  );
  const savedResultsEmails = await db.query(
    `SELECT survey_log_id AS "surveyLogId", email, link, created_at AS "createdAt", expires_at AS "expiresAt",
            email_sent_at AS "sentAt"
       FROM saved_results_emails WHERE email = $1 ORDER BY id`,
    [email],
  );
  return { email, surveyLogs, orders, subscriptions, giftCardsSent, giftCardsReceived, savedResultsEmails };
};

/**
 * The gift cards bought with an address or sent to it, once delivered (an e-gift whose email went or was
 * given up, a physical card shipped), lose the names, the message and the recipient's address, in the
 * card and in its sent email's row: nothing needs them any more. A card not yet delivered keeps them, so
 * it still reaches its recipient; every card keeps its code and balance, redeemable by whoever holds it
 * (decision 0150).
 */
const eraseDeliveredGiftCards = async (tx: Queryable, email: string): Promise<void> => {
  const cards = await tx.query<{ id: string }>(
    `UPDATE gift_cards g
        SET recipient_name = NULL, sender_name = NULL, message = NULL,
            recipient_email = CASE WHEN g.delivery = 'email' THEN '' END
      WHERE (g.order_id IN (SELECT id FROM orders WHERE lower(email) = $1) OR lower(g.recipient_email) = $1)
        AND (g.shipped_at IS NOT NULL
             OR (g.delivery = 'email'
                 AND NOT EXISTS (SELECT 1 FROM gift_card_emails e
                                  WHERE e.gift_card_id = g.id AND e.sent_at IS NULL AND e.gave_up_at IS NULL)))
      RETURNING g.id::text AS id`,
    [email],
  );
  if (cards.length === 0) return;
  await tx.query(`UPDATE gift_card_emails SET to_address = '' WHERE gift_card_id = ANY($1::bigint[])`, [
    cards.map(({ id }) => id),
  ]);
};

/**
 * Where else the store wrote the address (decision 0164): the e-gift recipient changes that name it
 * (as the new address or the buyer's) lose it and, if not yet confirmed, end (their link and their
 * confirmation email with them); the visitor email counters (decision 0144) keep counting the asks of
 * a session and a client address, for no recipient; the saved results' emails (decision 0158) are
 * deleted; the other links to this address's data end, their
 * address gone. The link just used still shows, until its 24 hours end, that nothing is held; the
 * retention then takes its address (retention.ts `forgetEndedLinks`).
 */
const eraseAddressElsewhere = async (
  tx: Queryable,
  email: string,
  now: string,
  usedToken: string,
): Promise<void> => {
  await tx.query(
    `UPDATE e_gift_recipient_changes
        SET new_email = '', buyer_email = '', link = '', expires_at = LEAST(expires_at, $2::timestamptz)
      WHERE lower(new_email) = $1 OR lower(buyer_email) = $1`,
    [email, now],
  );
  await tx.query(`UPDATE visitor_emails SET recipient = '' WHERE lower(recipient) = $1`, [email]);
  // Subscriptions keep their deliveries but no address: no receipt or reminder goes to it again (0156).
  await tx.query('DELETE FROM subscription_emails WHERE email_sent_at IS NULL AND lower(to_address) = $1', [
    email,
  ]);
  await tx.query('UPDATE subscriptions SET email = NULL WHERE lower(email) = $1', [email]);
  // Saved results' emails (decision 0158): sent or not, their address and link go.
  await tx.query('DELETE FROM saved_results_emails WHERE email = $1', [email]);
  await tx.query(
    `UPDATE data_rights_requests SET email = '', link = '', expires_at = LEAST(expires_at, $2::timestamptz)
      WHERE email = $1 AND token <> $3`,
    [email, now, usedToken],
  );
};

/**
 * Erases what the store holds for an address (GDPR Art. 17), once per link: the survey logs lose the
 * address and the name answered (as retention does, retention.ts); the orders are kept for the shop's
 * books without the address; delivered gift cards lose their names, message and address (above); the
 * report's events and cross-sell choices of the sessions that saved, captured or ordered with it lose
 * their session; the address goes from the rows that only carried it (above).
 * Answers false when the link is not valid (expired, or already used to erase).
 */
export const eraseData = async (db: Db, token: unknown, now: Date): Promise<boolean> =>
  db.transaction(async (tx) => {
    if (typeof token !== 'string' || token === '') return false;
    const [request] = await tx.query<{ email: string }>(
      `UPDATE data_rights_requests SET erased_at = $2::timestamptz
        WHERE token = $1 AND expires_at > $2::timestamptz AND erased_at IS NULL RETURNING email`,
      [token, now.toISOString()],
    );
    if (!request) return false;
    const sessions = await tx.query<{ session_id: string }>(
      `SELECT session_id FROM survey_logs WHERE lower(email) = $1
        UNION SELECT session_id FROM orders WHERE lower(email) = $1`,
      [request.email],
    );
    await detachEvents(tx, 'e.session_id = ANY($1::text[])', [sessions.map(({ session_id }) => session_id)]);
    await tx.query(`UPDATE survey_logs s SET ${ANONYMISED_LOG} WHERE lower(s.email) = $1`, [
      request.email,
      now.toISOString(),
    ]);
    await eraseDeliveredGiftCards(tx, request.email);
    await tx.query('UPDATE orders SET email = NULL WHERE lower(email) = $1', [request.email]);
    await eraseAddressElsewhere(tx, request.email, now.toISOString(), token);
    return true;
  });
