import { isEmailAddress } from '@pc/shared/validation';
import { checkDeliveryDate } from '../cart/eGiftRules.ts';
import type { Db, Queryable } from '../db/db.ts';
import { invalidParam, RestHttpError } from '../http/errors.ts';
import { answerMessages } from '../http/messages/index.ts';
import { eGiftDueAt } from './eGiftDueAt.ts';
import { askRecipientChange, type RecipientChangeAsker } from './eGiftRecipientChange.ts';
import { assertResendable, sendAgainTo, updateLine } from './eGiftResend.ts';
import { sameAddress } from './recipientChangeRules.ts';

// What the buyer may change of an e-gift after the order (docs/decisions/0118; Rise.ai's resend,
// Saleor's #4151): send it again once it was sent, and move its date while it still waits for a date
// in the future. Only the session that placed the order may. Sending it to another address needs more
// than the session (decision 0145, issue 35): the buyer confirms it from their email
// (giftCards/eGiftRecipientChange.ts); resending to the same recipient stays one click.

export { MAX_RESENDS, RESEND_LIMIT, RESEND_NOT_YET_SENT } from './eGiftResend.ts';

export const DATE_NOT_CHANGEABLE = answerMessages['en-US'].dateNotChangeable;
export const RESEND_EMAIL_INVALID = answerMessages['en-US'].recipientEmailInvalid;

const notFound = () =>
  new RestHttpError(404, 'rest_not_found', 'No e-gift of this order of this session has this id.');

/** The e-gift `cardId` of order `orderId`, locked, when this session placed it; else 404. */
const lockOwnEGift = async (
  tx: Queryable,
  sessionId: string,
  orderId: string,
  cardId: string,
): Promise<{ recipient: string; buyerEmail: string | null }> => {
  const [card] = await tx.query<{ recipient_email: string; email: string | null }>(
    `SELECT g.recipient_email, o.email FROM gift_cards g JOIN orders o ON o.id = g.order_id
     WHERE g.id = $1::bigint AND o.id = $2::bigint AND o.session_id = $3 AND g.delivery = 'email'
     FOR UPDATE OF g`,
    [cardId, orderId, sessionId],
  );
  if (!card) throw notFound();
  return { recipient: card.recipient_email, buyerEmail: card.email };
};

/**
 * Sends the e-gift again (`now`: the session's clock, so the demo's worker takes it at once). To its
 * recipient: queued now ('sent'). To another valid email: a confirmation goes to the buyer's email
 * first, and the e-gift follows once it is confirmed ('confirming'; decision 0145). Refused while its
 * first email still waits, and after MAX_RESENDS resends.
 */
export const resendEGift = (
  db: Db,
  sessionId: string,
  ids: { orderId: string; cardId: string },
  email: string,
  now: Date,
  asker: RecipientChangeAsker,
): Promise<'sent' | 'confirming'> =>
  db.transaction(async (tx) => {
    const { recipient, buyerEmail } = await lockOwnEGift(tx, sessionId, ids.orderId, ids.cardId);
    const to = email.trim();
    if (!isEmailAddress(to))
      throw invalidParam(
        'Invalid parameter(s): email is not an email address',
        (m) => m.recipientEmailInvalid,
      );
    await assertResendable(tx, ids.cardId);
    if (sameAddress(to, recipient)) {
      await sendAgainTo(tx, ids.cardId, recipient, now, asker.locale ?? null);
      return 'sent';
    }
    await askRecipientChange(
      tx,
      { cardId: ids.cardId, newEmail: to, buyerEmail, sessionId, resendDueAt: now },
      asker,
    );
    return 'confirming';
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
      throw invalidParam('The e-gift is no longer waiting for its date', (m) => m.dateNotChangeable);
    await tx.query('UPDATE gift_cards SET delivery_date = $2::date WHERE id = $1::bigint', [
      ids.cardId,
      deliveryDate,
    ]);
    await updateLine(tx, ids.cardId, 'deliveryDate', deliveryDate);
  });
