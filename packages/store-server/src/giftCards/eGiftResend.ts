import type { Queryable } from '../db/db.ts';
import { invalidParam } from '../http/errors.ts';
import { answerMessages } from '../http/messages/index.ts';

// The one way an e-gift is sent again (docs/decisions/0118, 0145): to its recipient at once by the
// buyer's click, or to a new address once the buyer confirmed it from their email. Either way the
// email goes through the outbox (decision 0095), so it is sent once, by one server.

/** Sends after the first an e-gift may have: enough for a lost email, too few to spam with. */
export const MAX_RESENDS = 5;

export const RESEND_NOT_YET_SENT = answerMessages['en-US'].resendNotYetSent;
export const RESEND_LIMIT = answerMessages['en-US'].resendLimit({ max: MAX_RESENDS });

/**
 * Keeps the order line that bought a card in step with it (its recipient email or date), so the
 * order's lines and its e-gift section say the same; a line of several cards keeps what was bought.
 */
export const updateLine = async (
  tx: Queryable,
  cardId: string,
  field: 'to' | 'deliveryDate',
  value: string,
): Promise<void> => {
  await tx.query(
    `UPDATE order_lines l SET gift_card = jsonb_set(l.gift_card, ARRAY[$2::text], to_jsonb($3::text))
     FROM gift_cards g
     WHERE g.id = $1::bigint AND l.order_id = g.order_id AND l.position = g.position
       AND l.quantity = 1 AND l.gift_card IS NOT NULL`,
    [cardId, field, value],
  );
};

/** Refuses (400) a resend while the card's first email still waits, and after MAX_RESENDS resends. */
export const assertResendable = async (tx: Queryable, cardId: string): Promise<void> => {
  const [counts] = await tx.query<{ waiting: string | number; total: string | number }>(
    `SELECT count(*) FILTER (WHERE sent_at IS NULL AND gave_up_at IS NULL) AS waiting, count(*) AS total
     FROM gift_card_emails WHERE gift_card_id = $1::bigint`,
    [cardId],
  );
  if (Number(counts?.waiting ?? 0) > 0)
    throw invalidParam('The e-gift has not been sent yet', (m) => m.resendNotYetSent);
  if (Number(counts?.total ?? 0) > MAX_RESENDS)
    throw invalidParam('Too many resends', (m) => m.resendLimit({ max: MAX_RESENDS }));
};

/** Makes `to` the card's recipient and queues its email, due at `dueAt` (inside the caller's transaction). */
export const sendAgainTo = async (
  tx: Queryable,
  cardId: string,
  to: string,
  dueAt: Date,
  /** The language of the page whose call sends it (issue 43); null: the store's. */
  locale: string | null = null,
): Promise<void> => {
  await tx.query('UPDATE gift_cards SET recipient_email = $2 WHERE id = $1::bigint', [cardId, to]);
  await updateLine(tx, cardId, 'to', to);
  await tx.query(
    'INSERT INTO gift_card_emails (gift_card_id, to_address, due_at, locale) VALUES ($1, $2, $3, $4)',
    [cardId, to, dueAt.toISOString(), locale],
  );
};
