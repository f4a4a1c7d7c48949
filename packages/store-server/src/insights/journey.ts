import type { InsightsReport } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';
import type { ReportRange } from './reportRange.ts';

// One journey (docs/decisions/0121): the orders placed in the range, split by whether their shopper
// (the session) had completed a quiz before placing them.

// A refunded or cancelled order (voided_at set) is no order and no revenue (docs/decisions/0144).
const JOURNEY_SQL = `
WITH first_completion AS (
  SELECT session_id, min(completed_at) AS completed_at
    FROM survey_logs WHERE status = 'complete' AND completed_at < $2::timestamptz
   GROUP BY session_id
),
split AS (
  SELECT o.total, coalesce(f.completed_at <= o.created_at, false) AS took_quiz
    FROM orders o LEFT JOIN first_completion f ON f.session_id = o.session_id
   WHERE o.created_at >= $1::timestamptz AND o.created_at < $2::timestamptz
     AND o.voided_at IS NULL
)
SELECT g.took_quiz, count(s.total) AS orders, coalesce(sum(s.total), 0) AS revenue,
       coalesce(round(avg(s.total), 2), 0) AS aov
  FROM (VALUES (true, 1), (false, 2)) AS g (took_quiz, position)
  LEFT JOIN split s ON s.took_quiz = g.took_quiz
 GROUP BY g.took_quiz, g.position
 ORDER BY g.position`;

export const journey = async (db: Queryable, range: ReportRange): Promise<InsightsReport['journey']> => {
  const rows = await db.query<{ took_quiz: boolean; orders: string | number; revenue: string; aov: string }>(
    JOURNEY_SQL,
    [range.start, range.end],
  );
  return rows.map((row) => ({
    tookQuiz: row.took_quiz,
    orders: Number(row.orders),
    revenue: Number(row.revenue),
    averageOrderValue: Number(row.aov),
  }));
};
