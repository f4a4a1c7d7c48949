import type { InsightsReport } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';
import type { ReportRange } from './reportRange.ts';

// Subscriptions (issue 40 item 1; decision 0154): started, renewed (with the renewal orders' revenue)
// and cancelled in the range, and those not cancelled at its end.

const FIGURES_SQL = `
SELECT
  count(*) FILTER (WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz) AS started,
  count(*) FILTER (WHERE created_at < $2::timestamptz AND (cancelled_at IS NULL OR cancelled_at >= $2::timestamptz)) AS active,
  count(*) FILTER (WHERE cancelled_at >= $1::timestamptz AND cancelled_at < $2::timestamptz) AS cancelled,
  (SELECT count(*) FROM subscription_renewals r
    WHERE r.created_at >= $1::timestamptz AND r.created_at < $2::timestamptz) AS renewals,
  (SELECT coalesce(sum(o.total), 0) FROM subscription_renewals r JOIN orders o ON o.id = r.order_id
    WHERE r.created_at >= $1::timestamptz AND r.created_at < $2::timestamptz) AS renewal_revenue
FROM subscriptions`;

export const subscriptionFigures = async (
  db: Queryable,
  range: ReportRange,
): Promise<InsightsReport['subscriptions']> => {
  const [row] = await db.query<Record<string, string | number>>(FIGURES_SQL, [range.start, range.end]);
  return {
    started: Number(row!.started),
    active: Number(row!.active),
    renewals: Number(row!.renewals),
    renewalRevenue: Number(row!.renewal_revenue),
    cancelled: Number(row!.cancelled),
  };
};
