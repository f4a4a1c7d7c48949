import type { Queryable } from '../db/db.ts';

// spec §9 gift cards, docs/decisions/0095: a balance is never a column written over; every change is
// a row of its own (issued with the order that bought the card, redeemed with the order that spent
// it, voided with the refunded or cancelled order that bought it, docs/decisions/0144), and the
// balance is their sum.

export type LedgerKind = 'issued' | 'redeemed' | 'voided';

/** Records one change of a card's balance: `amount` dollars, positive when issued, negative when redeemed or voided. */
export const recordBalanceChange = async (
  db: Queryable,
  change: { giftCardId: string; kind: LedgerKind; amount: number; orderId: string },
): Promise<void> => {
  await db.query(
    'INSERT INTO gift_card_ledger (gift_card_id, kind, amount, order_id) VALUES ($1, $2, $3, $4)',
    [change.giftCardId, change.kind, change.amount, change.orderId],
  );
};

/** A card's balance in dollars: the sum of its ledger rows. */
export const giftCardBalance = async (db: Queryable, giftCardId: string): Promise<number> => {
  const [row] = await db.query<{ balance: string | number }>(
    'SELECT COALESCE(SUM(amount), 0) AS balance FROM gift_card_ledger WHERE gift_card_id = $1',
    [giftCardId],
  );
  return Number(row?.balance ?? 0);
};
