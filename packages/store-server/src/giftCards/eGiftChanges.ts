import { isEmailAddress } from '@pc/shared/validation';
import { checkDeliveryDate } from '../cart/eGiftRules.ts';
import type { Db, Queryable } from '../db/db.ts';
import { invalidParam, RestHttpError } from '../http/errors.ts';
import { eGiftDueAt } from './eGiftDueAt.ts';

// What the buyer may change of an e-gift after the order (docs/decisions/0118; Rise.ai's resend,
// Saleor's #4151): send it again, to the same or another email, once it was sent; move its date while
// it still waits for a date in the future. Only the session that placed the order may; the email
// itself still goes through the outbox (decision 0095), so a resend is sent once, by one server.

/** Sends after the first an e-gift may have: enough for a lost email, too few to spam with. */
export const MAX_RESENDS = 5;

export const RESEND_NOT_YET_SENT =
  'This e-gift has not been sent yet: it goes out on its date. You can change the date instead.';
export const RESEND_LIMIT = `This e-gift has been resent ${MAX_RESENDS} times already. Please contact us for help.`;
export const DATE_NOT_CHANGEABLE = 'This e-gift is already on its way, so its date can no longer change.';
export const RESEND_EMAIL_INVALID = 'Please enter a valid recipient email.';

const notFound = () =>
  new RestHttpError(404, 'rest_not_found', 'No e-gift of this order of this session has this id.');

/**
 * Keeps the order line that bought a card in step with it (its recipient email or date), so the
 * order's lines and its e-gift section say the same; a line of several cards keeps what was bought.
 */
const updateLine = async (tx: Queryable, cardId: string, field: 'to' | 'deliveryDate', value: string) => {
  await tx.query(
    `UPDATE order_lines l SET gift_card = jsonb_set(l.gift_card, ARRAY[$2::text], to_jsonb($3::text))
     FROM gift_cards g
     WHERE g.id = $1::bigint AND l.order_id = g.order_id AND l.position = g.position
       AND l.quantity = 1 AND l.gift_card IS NOT NULL`,
    [cardId, field, value],
  );
};

/** Locks the e-gift `cardId` of order `orderId` when this session placed it; else 404. */
const lockOwnEGift = async (
  tx: Queryable,
  sessionId: string,
  orderId: string,
  cardId: string,
): Promise<void> => {
  const [card] = await tx.query<{ id: string | number }>(
    `SELECT g.id FROM gift_cards g JOIN orders o ON o.id = g.order_id
     WHERE g.id = $1::bigint AND o.id = $2::bigint AND o.session_id = $3 AND g.delivery = 'email'
     FOR UPDATE OF g`,
    [cardId, orderId, sessionId],
  );
  if (!card) throw notFound();
};

/**
 * Sends the e-gift again now (`now`: the session's clock, so the demo's worker takes it at once) to
 * `email`, which becomes the card's recipient. Refused while its first email still waits, and after
 * MAX_RESENDS resends.
 */
export const resendEGift = (
  db: Db,
  sessionId: string,
  ids: { orderId: string; cardId: string },
  email: string,
  now: Date,
): Promise<void> =>
  db.transaction(async (tx) => {
    await lockOwnEGift(tx, sessionId, ids.orderId, ids.cardId);
    const to = email.trim();
    if (!isEmailAddress(to))
      throw invalidParam('Invalid parameter(s): email is not an email address', RESEND_EMAIL_INVALID);
    const [counts] = await tx.query<{ waiting: string | number; total: string | number }>(
      `SELECT count(*) FILTER (WHERE sent_at IS NULL AND gave_up_at IS NULL) AS waiting, count(*) AS total
       FROM gift_card_emails WHERE gift_card_id = $1::bigint`,
      [ids.cardId],
    );
    if (Number(counts?.waiting ?? 0) > 0)
      throw invalidParam('The e-gift has not been sent yet', RESEND_NOT_YET_SENT);
    if (Number(counts?.total ?? 0) > MAX_RESENDS) throw invalidParam('Too many resends', RESEND_LIMIT);
    await tx.query('UPDATE gift_cards SET recipient_email = $2 WHERE id = $1::bigint', [ids.cardId, to]);
    await updateLine(tx, ids.cardId, 'to', to);
    await tx.query('INSERT INTO gift_card_emails (gift_card_id, to_address, due_at) VALUES ($1, $2, $3)', [
      ids.cardId,
      to,
      now.toISOString(),
    ]);
  });

/**
 * Moves a waiting e-gift to `date` (spec §5: not in the past, YYYY-MM-DD; 8 AM Eastern that day,
 * spec §9). Refused once it is sent, claimed by a worker, or due already.
 */
export const changeEGiftDate = (
  db: Db,
  sessionId: string,
  ids: { orderId: string; cardId: string },
  date: string,
  now: Date,
): Promise<void> =>
  db.transaction(async (tx) => {
    await lockOwnEGift(tx, sessionId, ids.orderId, ids.cardId);
    const deliveryDate = checkDeliveryDate(date, now, 'date');
    const moved = await tx.query<{ id: string | number }>(
      `UPDATE gift_card_emails SET due_at = $2
       WHERE gift_card_id = $1::bigint AND sent_at IS NULL AND gave_up_at IS NULL AND attempts = 0
         AND (claimed_until IS NULL OR claimed_until <= now()) AND due_at > $3
       RETURNING id`,
      [ids.cardId, eGiftDueAt(deliveryDate, now).toISOString(), now.toISOString()],
    );
    if (moved.length === 0)
      throw invalidParam('The e-gift is no longer waiting for its date', DATE_NOT_CHANGEABLE);
    await tx.query('UPDATE gift_cards SET delivery_date = $2::date WHERE id = $1::bigint', [
      ids.cardId,
      deliveryDate,
    ]);
    await updateLine(tx, ids.cardId, 'deliveryDate', deliveryDate);
  });
