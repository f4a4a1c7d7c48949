import { randomBytes } from 'node:crypto';
import type { Locale } from '@pc/shared/locale';
import type { Db, Queryable } from '../db/db.ts';
import { invalidParam, RestHttpError } from '../http/errors.ts';
import { answerMessages } from '../http/messages/index.ts';
import { assertResendable, sendAgainTo } from './eGiftResend.ts';
import {
  CONFIRMATION_LIFETIME_MS,
  RECIPIENT_CHANGE_LIMITS,
  recipientChangeRefusal,
} from './recipientChangeRules.ts';

// docs/decisions/0145 (issue 35; Stripe's and Shopify's practice): an e-gift goes to another address
// only once its buyer confirms it from the order's email. The session asks; a link is emailed to the
// buyer (giftCards/recipientChangeMail.ts); the page it opens confirms with a button (a GET changes
// nothing, so a mail scanner that follows links confirms nothing); the confirmation queues the e-gift
// to the new address as a resend. Asking is limited per e-gift, session and address
// (recipientChangeRules.ts), counted by the server's clock.

/** The path of the page the buyer's email links to (GET shows the change, POST confirms it). */
export const CONFIRM_PATH = '/e-gifts/confirm';

export const NO_BUYER_EMAIL = answerMessages['en-US'].noBuyerEmail;
export const RECIPIENT_CHANGE_LIMIT_MESSAGE = answerMessages['en-US'].recipientChangeLimit;

/** Who asks, as the request shows it. */
export interface RecipientChangeAsker {
  clientAddress: string;
  /** The store's origin as the request reached it: the link's. */
  storeOrigin: string;
  /** The server's clock (never a QA clock): the limits' and the link's. */
  serverNow: Date;
  /**
   * The language of the page that asked (issue 43): the confirmation speaks it, and so does the e-gift
   * sent again once confirmed. Null: the store's.
   */
  locale?: Locale | null;
}

export interface AskedChange {
  cardId: string;
  newEmail: string;
  buyerEmail: string | null;
  sessionId: string;
  /** When the resend is due once confirmed: the asking session's clock (decision 0096). */
  resendDueAt: Date;
}

/** Records the change and its confirmation email (inside the caller's transaction, the card locked). */
export const askRecipientChange = async (
  tx: Queryable,
  change: AskedChange,
  { clientAddress, storeOrigin, serverNow, locale = null }: RecipientChangeAsker,
): Promise<void> => {
  if (change.buyerEmail === null)
    throw invalidParam('The order has no email to confirm a new recipient with', (m) => m.noBuyerEmail);
  const since = new Date(serverNow.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const [asked] = await tx.query<{
    card: string | number;
    session: string | number;
    address: string | number;
  }>(
    `SELECT count(*) FILTER (WHERE gift_card_id = $2::bigint) AS card,
            count(*) FILTER (WHERE session_id = $3) AS session,
            count(*) FILTER (WHERE client_address = $4) AS address
       FROM e_gift_recipient_changes
      WHERE created_at > $1::timestamptz AND (gift_card_id = $2::bigint OR session_id = $3 OR client_address = $4)`,
    [since, change.cardId, change.sessionId, clientAddress],
  );
  const refused = recipientChangeRefusal({
    card: Number(asked?.card ?? 0),
    session: Number(asked?.session ?? 0),
    address: Number(asked?.address ?? 0),
  });
  if (refused !== null) {
    throw new RestHttpError(
      429,
      'pc_recipient_change_limit',
      `The ${refused} limit on e-gift recipient changes is reached (${RECIPIENT_CHANGE_LIMITS[refused]} a day; docs/decisions/0145).`,
      (m) => m.recipientChangeLimit,
    );
  }
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO e_gift_recipient_changes (token, gift_card_id, new_email, buyer_email, link, session_id,
       client_address, resend_due_at, created_at, expires_at, locale)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      token,
      change.cardId,
      change.newEmail,
      change.buyerEmail,
      `${storeOrigin}${CONFIRM_PATH}?token=${token}`,
      change.sessionId,
      clientAddress,
      change.resendDueAt.toISOString(),
      serverNow.toISOString(),
      new Date(serverNow.getTime() + CONFIRMATION_LIFETIME_MS).toISOString(),
      locale,
    ],
  );
};

/** A change waiting for its buyer, as its confirmation page shows it. */
export interface PendingChange {
  recipientName: string;
  newEmail: string;
  orderId: string;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The change a link's token names while it may still be confirmed, else null. */
export const pendingChangeOf = async (
  db: Queryable,
  token: unknown,
  now: Date,
): Promise<PendingChange | null> => {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const [row] = await db.query<{
    recipient_name: string | null;
    new_email: string;
    order_id: string | number;
  }>(
    `SELECT g.recipient_name, c.new_email, g.order_id FROM e_gift_recipient_changes c
       JOIN gift_cards g ON g.id = c.gift_card_id
      WHERE c.token = $1 AND c.confirmed_at IS NULL AND c.expires_at > $2`,
    [token, now.toISOString()],
  );
  return row
    ? { recipientName: row.recipient_name ?? '', newEmail: row.new_email, orderId: String(row.order_id) }
    : null;
};

/**
 * The locale the confirmation email that carried a link was sent in (issue 43): its page speaks it. The
 * row's, spent or expired too; null for a token the store never made.
 */
export const changeLinkLocale = async (db: Queryable, token: unknown): Promise<string | null> => {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const [row] = await db.query<{ locale: string | null }>(
    'SELECT locale FROM e_gift_recipient_changes WHERE token = $1',
    [token],
  );
  return row?.locale ?? null;
};

/**
 * Confirms the change `token` names: the e-gift is queued to the new address, which becomes its
 * recipient (a resend: the same rules hold, decision 0118), and every other change of it waiting is
 * dropped. Null when the link is unknown, spent or expired.
 */
export const confirmRecipientChange = (db: Db, token: unknown, now: Date): Promise<PendingChange | null> =>
  db.transaction(async (tx) => {
    if (typeof token !== 'string' || !TOKEN.test(token)) return null;
    const [change] = await tx.query<{
      id: string | number;
      gift_card_id: string | number;
      new_email: string;
      resend_due_at: Date;
      locale: string | null;
    }>(
      `SELECT id, gift_card_id, new_email, resend_due_at, locale FROM e_gift_recipient_changes
        WHERE token = $1 AND confirmed_at IS NULL AND expires_at > $2 FOR UPDATE`,
      [token, now.toISOString()],
    );
    if (!change) return null;
    const cardId = String(change.gift_card_id);
    await tx.query('SELECT id FROM gift_cards WHERE id = $1::bigint FOR UPDATE', [cardId]);
    const pending = await pendingChangeOf(tx, token, now);
    await assertResendable(tx, cardId);
    await sendAgainTo(tx, cardId, change.new_email, new Date(change.resend_due_at), change.locale);
    await tx.query('UPDATE e_gift_recipient_changes SET confirmed_at = $2 WHERE id = $1', [
      change.id,
      now.toISOString(),
    ]);
    await tx.query(
      `UPDATE e_gift_recipient_changes SET expires_at = $2
        WHERE gift_card_id = $1::bigint AND confirmed_at IS NULL AND expires_at > $2`,
      [cardId, now.toISOString()],
    );
    return pending;
  });
