import type { InsightsReport } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';
import { type DayCounts, plannedCounts, planParams, RAW_RANGES, rowsInRanges } from './dayCounts.ts';
import type { ReportPlan } from './reportPlan.ts';

// One journey (docs/decisions/0121): the orders placed in the range, split by whether their shopper
// (the session) had completed a quiz before placing them.

/**
 * Orders by day and by whether their shopper's first completed quiz came first (decision 0193). A
 * refunded or cancelled order (voided_at set) is no order and no revenue (docs/decisions/0144).
 */
export const ORDER_COUNTS: DayCounts = {
  table: 'report_day_orders',
  columns: ['took_quiz', 'orders', 'revenue'],
  counts: `
SELECT report_day(o.created_at) AS day,
       coalesce((SELECT min(f.completed_at) FROM survey_logs f
                  WHERE f.session_id = o.session_id AND f.status = 'complete') <= o.created_at, false) AS took_quiz,
       count(*) AS orders, sum(o.total) AS revenue
  FROM ${rowsInRanges('orders', 'o', 'voided_at IS NULL')}
 GROUP BY 1, 2`,
};

const JOURNEY_SQL = `
WITH ${RAW_RANGES},
split AS (
  SELECT took_quiz, sum(orders) AS orders, sum(revenue) AS revenue FROM ${plannedCounts(ORDER_COUNTS)} c
   GROUP BY took_quiz
)
SELECT g.took_quiz, coalesce(s.orders, 0) AS orders, coalesce(s.revenue, 0) AS revenue,
       coalesce(round(s.revenue / NULLIF(s.orders, 0), 2), 0) AS aov
  FROM (VALUES (true, 1), (false, 2)) AS g (took_quiz, position)
  LEFT JOIN split s ON s.took_quiz = g.took_quiz
 ORDER BY g.position`;

export const journey = async (db: Queryable, plan: ReportPlan): Promise<InsightsReport['journey']> => {
  const rows = await db.query<{ took_quiz: boolean; orders: string | number; revenue: string; aov: string }>(
    JOURNEY_SQL,
    planParams(plan),
  );
  return rows.map((row) => ({
    tookQuiz: row.took_quiz,
    orders: Number(row.orders),
    revenue: Number(row.revenue),
    averageOrderValue: Number(row.aov),
  }));
};
