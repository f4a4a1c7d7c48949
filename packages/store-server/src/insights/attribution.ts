import type { InsightsReport } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';
import { type DayCounts, plannedCounts, planParams, RAW_RANGES, rowsInRanges } from './dayCounts.ts';
import { ORDER_COUNTS } from './journey.ts';
import type { ReportPlan } from './reportPlan.ts';

// Attribution (docs/decisions/0121): the post-purchase survey's answer (spec §4 Post-purchase survey)
// of each order placed in the range, its latest when it was answered again; per answer and per
// follow-up: the orders so answered, their share, revenue and average order value, and, from a
// 35 % response rate on, the figures scaled to all orders.

/** Extrapolation is trusted from this response rate on (Fairing's threshold). */
export const EXTRAPOLATION_MIN_RESPONSE_RATE = 0.35;

/** Orders by day and by their latest answer (decision 0193); a voided order is none (decision 0144). */
export const ANSWER_COUNTS: DayCounts = {
  table: 'report_day_answers',
  columns: ['channel', 'follow_up', 'responses', 'revenue'],
  counts: `
SELECT report_day(o.created_at) AS day, a.results->>0 AS channel, a.results->>1 AS follow_up,
       count(*) AS responses, sum(o.total) AS revenue
  FROM ${rowsInRanges('orders', 'o', 'voided_at IS NULL')}
  JOIN LATERAL (SELECT e.results FROM post_purchase_events e WHERE e.order_id = o.id
                 ORDER BY e.id DESC LIMIT 1) a ON true
 GROUP BY 1, 2, 3`,
};

const ATTRIBUTION_SQL = `
WITH ${RAW_RANGES},
answered AS MATERIALIZED (SELECT * FROM ${plannedCounts(ANSWER_COUNTS)} a),
totals AS MATERIALIZED (
  SELECT (SELECT coalesce(sum(orders), 0) FROM ${plannedCounts(ORDER_COUNTS)} o) AS orders,
         (SELECT coalesce(sum(responses), 0) FROM answered) AS responses
),
grouped AS (
  SELECT channel, NULL::text AS follow_up, sum(responses) AS responses, sum(revenue) AS revenue
    FROM answered GROUP BY channel
  UNION ALL
  SELECT channel, follow_up, sum(responses), sum(revenue)
    FROM answered WHERE follow_up IS NOT NULL GROUP BY channel, follow_up
)
SELECT t.orders, t.responses AS all_responses,
       coalesce(round(t.responses::numeric / NULLIF(t.orders, 0), 4), 0) AS response_rate,
       (t.orders > 0 AND t.responses >= $4::numeric * t.orders) AS extrapolated,
       g.channel, g.follow_up, g.responses,
       round(g.responses::numeric / t.responses, 4) AS share,
       g.revenue,
       round(g.revenue / g.responses, 2) AS aov,
       round(g.responses::numeric * t.orders / t.responses) AS extrapolated_orders,
       round(g.revenue * t.orders / t.responses, 2) AS extrapolated_revenue
  FROM totals t LEFT JOIN grouped g ON true
 ORDER BY g.responses DESC, g.channel, g.follow_up NULLS FIRST`;

/**
 * The texts given with "Other" (docs/decisions/0159) by the day of their order: each order's latest
 * answer, when it has a text (decision 0193: rolled up as the counts are, so a year of them is read
 * by day, not found among every answer of the shop).
 */
export const OTHER_TEXT_ROWS: DayCounts = {
  table: 'report_day_other_texts',
  columns: ['order_id', 'other_text', 'answered_at'],
  counts: `
SELECT report_day(o.created_at) AS day, o.id AS order_id, a.other_text, a.created_at AS answered_at
  FROM ${rowsInRanges('orders', 'o', 'voided_at IS NULL')}
  JOIN LATERAL (SELECT e.other_text, e.created_at FROM post_purchase_events e WHERE e.order_id = o.id
                 ORDER BY e.id DESC LIMIT 1) a ON a.other_text IS NOT NULL`,
};

const OTHER_TEXTS_SQL = `
WITH ${RAW_RANGES}
SELECT order_id::text AS order_id, other_text, answered_at AS created_at
  FROM ${plannedCounts(OTHER_TEXT_ROWS)} t
 ORDER BY answered_at, order_id::text`;

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
  plan: ReportPlan,
  labelOf: AnswerLabel,
): Promise<InsightsReport['attribution']> => {
  const rows = await db.query<Row>(ATTRIBUTION_SQL, [...planParams(plan), EXTRAPOLATION_MIN_RESPONSE_RATE]);
  const others = await db.query<{ order_id: string; other_text: string; created_at: Date | string }>(
    OTHER_TEXTS_SQL,
    planParams(plan),
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
