import type { Queryable } from '../db/db.ts';
import { giftCardBalance, recordBalanceChange } from '../giftCards/giftCardLedger.ts';

// docs/decisions/0144: a refunded or cancelled platform order takes back what it gave. Its
// subscriptions stop (the order is marked voided; renewals are the platform's), each of its gift
// cards loses what it still holds (a 'voided' ledger row, so the ledger stays the one record of every
// balance change, decision 0095; what was redeemed stays redeemed), a card on a cart comes off it,
// and an e-gift email not yet sent is never sent.

export const VOIDED_EMAIL_ERROR = 'not sent: the order was refunded or cancelled';

/** Voids order `orderId` once, within the webhook's transaction; a second call changes nothing. */
export const voidOrder = async (tx: Queryable, orderId: string, now: Date): Promise<void> => {
  const [order] = await tx.query<{ id: string | number }>(
    'UPDATE orders SET voided_at = $2 WHERE id = $1::bigint AND voided_at IS NULL RETURNING id',
    [orderId, now.toISOString()],
  );
  if (!order) return;
  // issue 40 item 1: its subscriptions stop (no further renewal or reminder).
  await tx.query(
    `UPDATE subscriptions SET state = 'cancelled', next_date = NULL, due_at = NULL, remind_at = NULL,
       cancelled_at = $2 WHERE order_id = $1::bigint AND state <> 'cancelled'`,
    [orderId, now.toISOString()],
  );
  const cards = await tx.query<{ id: string | number }>(
    'SELECT id FROM gift_cards WHERE order_id = $1::bigint ORDER BY id FOR UPDATE',
    [orderId],
  );
  for (const { id } of cards) {
    const balance = await giftCardBalance(tx, String(id));
    if (balance > 0) {
      await recordBalanceChange(tx, { giftCardId: String(id), kind: 'voided', amount: -balance, orderId });
    }
    await tx.query('DELETE FROM cart_gift_cards WHERE gift_card_id = $1', [id]);
    await tx.query(
      `UPDATE gift_card_emails SET gave_up_at = $2, last_error = $3, claimed_until = NULL
       WHERE gift_card_id = $1 AND sent_at IS NULL AND gave_up_at IS NULL`,
      [id, now.toISOString(), VOIDED_EMAIL_ERROR],
    );
  }
};
