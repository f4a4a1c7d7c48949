import type { InsightsReport } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';
import type { ReportRange } from './reportRange.ts';

// Gift cards (spec §9; docs/decisions/0095, 0121), read from the ledger, the one record of every
// balance change: sold (issued) and redeemed in the range, delivered in the range (an e-gift's email
// sent, a physical card shipped), and what every card still holds at the end of the range.

const FIGURES_SQL = `
SELECT
  count(*) FILTER (WHERE kind = 'issued' AND created_at >= $1::timestamptz AND created_at < $2::timestamptz) AS sold,
  coalesce(sum(amount) FILTER (WHERE kind = 'issued' AND created_at >= $1::timestamptz AND created_at < $2::timestamptz), 0) AS sold_amount,
  count(*) FILTER (WHERE kind = 'redeemed' AND created_at >= $1::timestamptz AND created_at < $2::timestamptz) AS redeemed,
  coalesce(-sum(amount) FILTER (WHERE kind = 'redeemed' AND created_at >= $1::timestamptz AND created_at < $2::timestamptz), 0) AS redeemed_amount,
  coalesce(sum(amount) FILTER (WHERE created_at < $2::timestamptz), 0) AS outstanding,
  (SELECT count(DISTINCT m.gift_card_id) FROM gift_card_emails m
    WHERE m.sent_at >= $1::timestamptz AND m.sent_at < $2::timestamptz)
  + (SELECT count(*) FROM gift_cards g
    WHERE g.delivery = 'mail' AND g.shipped_at >= $1::timestamptz AND g.shipped_at < $2::timestamptz) AS delivered
FROM gift_card_ledger`;

export const giftCardFigures = async (
  db: Queryable,
  range: ReportRange,
): Promise<InsightsReport['giftCards']> => {
  const [row] = await db.query<Record<string, string | number>>(FIGURES_SQL, [range.start, range.end]);
  return {
    sold: Number(row!.sold),
    soldAmount: Number(row!.sold_amount),
    delivered: Number(row!.delivered),
    redeemed: Number(row!.redeemed),
    redeemedAmount: Number(row!.redeemed_amount),
    outstandingBalance: Number(row!.outstanding),
  };
};
