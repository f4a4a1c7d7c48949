import type { InsightsReport } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';
import type { ReportRange } from './reportRange.ts';

// Attribution (docs/decisions/0121): the post-purchase survey's answer (spec §4 Post-purchase survey)
// of each order placed in the range, its latest when it was answered again; per answer and per
// follow-up: the orders so answered, their share, revenue and average order value, and, from a
// 35 % response rate on, the figures scaled to all orders.

/** Extrapolation is trusted from this response rate on (Fairing's threshold). */
export const EXTRAPOLATION_MIN_RESPONSE_RATE = 0.35;

// A refunded or cancelled order (voided_at set) is no order and no revenue (docs/decisions/0144).
const ATTRIBUTION_SQL = `
WITH ranged AS (
  SELECT id, total FROM orders
   WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz AND voided_at IS NULL
),
answers AS (
  SELECT DISTINCT ON (e.order_id) e.order_id, e.results
    FROM post_purchase_events e JOIN ranged o ON o.id = e.order_id
   ORDER BY e.order_id, e.id DESC
),
totals AS MATERIALIZED (
  SELECT (SELECT count(*) FROM ranged) AS orders, (SELECT count(*) FROM answers) AS responses
),
answered AS (
  SELECT a.results->>0 AS channel, a.results->>1 AS follow_up, o.total
    FROM answers a JOIN ranged o ON o.id = a.order_id
),
grouped AS (
  SELECT channel, NULL::text AS follow_up, count(*) AS responses, sum(total) AS revenue
    FROM answered GROUP BY channel
  UNION ALL
  SELECT channel, follow_up, count(*), sum(total)
    FROM answered WHERE follow_up IS NOT NULL GROUP BY channel, follow_up
)
SELECT t.orders, t.responses AS all_responses,
       coalesce(round(t.responses::numeric / NULLIF(t.orders, 0), 4), 0) AS response_rate,
       (t.orders > 0 AND t.responses >= $3::numeric * t.orders) AS extrapolated,
       g.channel, g.follow_up, g.responses,
       round(g.responses::numeric / t.responses, 4) AS share,
       g.revenue,
       round(g.revenue / g.responses, 2) AS aov,
       round(g.responses::numeric * t.orders / t.responses) AS extrapolated_orders,
       round(g.revenue * t.orders / t.responses, 2) AS extrapolated_revenue
  FROM totals t LEFT JOIN grouped g ON true
 ORDER BY g.responses DESC, g.channel, g.follow_up NULLS FIRST`;

// The texts given with "Other" (docs/decisions/0159) in the orders' answers (each order's latest).
const OTHER_TEXTS_SQL = `
SELECT order_id, other_text, created_at FROM (
  SELECT DISTINCT ON (e.order_id) e.order_id::text AS order_id, e.other_text, e.created_at
    FROM post_purchase_events e JOIN orders o ON o.id = e.order_id
   WHERE o.created_at >= $1::timestamptz AND o.created_at < $2::timestamptz AND o.voided_at IS NULL
   ORDER BY e.order_id, e.id DESC
) answers
 WHERE other_text IS NOT NULL
 ORDER BY created_at, order_id`;

interface Row {
  orders: string | number;
  all_responses: string | number;
  response_rate: string | number;
  extrapolated: boolean;
  channel: string | null;
  follow_up: string | null;
  responses: string | number | null;
  share: string | null;
  revenue: string | null;
  aov: string | null;
  extrapolated_orders: string | null;
  extrapolated_revenue: string | null;
}

/** An answer's path as the owner reads it (postPurchase/postPurchaseOptions.ts optionPathName). */
export type AnswerLabel = (path: readonly string[]) => string;

export const attribution = async (
  db: Queryable,
  range: ReportRange,
  labelOf: AnswerLabel,
): Promise<InsightsReport['attribution']> => {
  const rows = await db.query<Row>(ATTRIBUTION_SQL, [
    range.start,
    range.end,
    EXTRAPOLATION_MIN_RESPONSE_RATE,
  ]);
  const others = await db.query<{ order_id: string; other_text: string; created_at: Date | string }>(
    OTHER_TEXTS_SQL,
    [range.start, range.end],
  );
  const totals = rows[0]!;
  const extrapolated = totals.extrapolated;
  return {
    orders: Number(totals.orders),
    responses: Number(totals.all_responses),
    responseRate: Number(totals.response_rate),
    extrapolated,
    rows: rows
      .filter((row) => row.channel !== null)
      .map((row) => {
        const path = row.follow_up === null ? [row.channel!] : [row.channel!, row.follow_up];
        return {
          path,
          label: labelOf(path),
          responses: Number(row.responses),
          share: Number(row.share),
          revenue: Number(row.revenue),
          averageOrderValue: Number(row.aov),
          extrapolatedOrders: extrapolated ? Number(row.extrapolated_orders) : null,
          extrapolatedRevenue: extrapolated ? Number(row.extrapolated_revenue) : null,
        };
      }),
    otherTexts: others.map((row) => ({
      orderId: row.order_id,
      text: row.other_text,
      answeredAt: new Date(row.created_at).toISOString(),
    })),
  };
};
