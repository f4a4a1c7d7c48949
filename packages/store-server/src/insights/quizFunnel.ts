import { FUNNEL_STEPS, type InsightsReport, type QuizType } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';
import { type DayCounts, plannedCounts, planParams, RAW_RANGES, rowsInRanges } from './dayCounts.ts';
import type { ReportPlan } from './reportPlan.ts';

// Quiz funnel per quiz type (docs/decisions/0121): the quizzes started in the range (survey logs,
// spec §3; a continuation is an older quiz asked again and is left out), followed step by step:
// completed, results page seen, email given, a tailored line added to the cart, and an order of the
// same shopper within 7 days of completing. Views are the quiz pages shown in the range. Of the
// quizzes left unfinished: the last question answered (the last of the saved answers with a value).

/** Orders are credited to a quiz completed at most this long before them (Octane AI / Jebbit). */
export const ORDER_CREDIT_DAYS = 7;

const STEPS = ['views', 'starts', 'completions', 'results_views', 'emails', 'adds', 'orders'] as const;

/** The funnel's steps by day and quiz type: a quiz by the day it started, a view by its own (decision 0193). */
export const FUNNEL_COUNTS: DayCounts = {
  table: 'report_day_funnel',
  columns: ['quiz_type', ...STEPS],
  counts: `
SELECT day, quiz_type, ${STEPS.map((step) => `sum(${step}) AS ${step}`).join(', ')} FROM (
  SELECT report_day(v.created_at) AS day, v.quiz_type, count(*) AS views, 0 AS starts, 0 AS completions,
         0 AS results_views, 0 AS emails, 0 AS adds, 0 AS orders
    FROM ${rowsInRanges('insight_events', 'v', "kind = 'quiz_viewed'")}
   WHERE v.quiz_type IN ('self', 'gift')
   GROUP BY 1, 2
  UNION ALL
  SELECT report_day(c.created_at), c.quiz_type, 0,
    count(*),
    count(*) FILTER (WHERE c.status = 'complete'),
    count(*) FILTER (WHERE c.status = 'complete' AND seen.results),
    count(*) FILTER (WHERE c.status = 'complete' AND c.email IS NOT NULL),
    count(*) FILTER (WHERE c.status = 'complete' AND seen.added),
    count(*) FILTER (WHERE c.status = 'complete' AND EXISTS (
      SELECT 1 FROM orders o WHERE o.session_id = c.session_id AND o.created_at >= c.completed_at
         AND o.created_at < c.completed_at + interval '${ORDER_CREDIT_DAYS} days'))
    FROM ${rowsInRanges('survey_logs', 'c')}
    -- each quiz's own events, by their index (a subquery the planner would hash over all of them)
    LEFT JOIN LATERAL (
      SELECT bool_or(e.kind = 'results_viewed') AS results, bool_or(e.kind = 'cart_added') AS added
        FROM insight_events e
       WHERE e.survey_log_id = c.id AND e.kind IN ('results_viewed', 'cart_added')
    ) seen ON true
   WHERE NOT c.continuation AND c.quiz_type IN ('self', 'gift')
     -- a copy a saved-results link opened is no quiz taken (docs/decisions/0158)
     AND c.opened_from IS NULL
   GROUP BY 1, 2
) steps
 GROUP BY day, quiz_type`,
};

const FUNNEL_SQL = `
WITH ${RAW_RANGES},
counted AS (
  SELECT quiz_type, ${STEPS.map((step) => `sum(${step}) AS ${step}`).join(', ')}
    FROM ${plannedCounts(FUNNEL_COUNTS)} c GROUP BY quiz_type
)
SELECT t.quiz_type, ${STEPS.map((step) => `coalesce(c.${step}, 0) AS ${step}`).join(', ')}
  FROM (VALUES ('self', 1), ('gift', 2)) AS t (quiz_type, position)
  LEFT JOIN counted c ON c.quiz_type = t.quiz_type
 ORDER BY t.position`;

/** The quizzes left unfinished by day, quiz type and the last question answered. */
export const DROP_OFF_COUNTS: DayCounts = {
  table: 'report_day_drop_off',
  columns: ['quiz_type', 'question_code', 'left_count'],
  counts: `
SELECT report_day(c.created_at) AS day, c.quiz_type, last.code AS question_code, count(*) AS left_count
  FROM ${rowsInRanges('survey_logs', 'c')}
  LEFT JOIN LATERAL (
    SELECT a->>'questionCode' AS code
      FROM jsonb_array_elements(c.answers) WITH ORDINALITY AS x(a, n)
     WHERE jsonb_typeof(a->'value') = 'string' AND a->>'value' <> ''
     ORDER BY n DESC LIMIT 1
  ) last ON true
 WHERE NOT c.continuation AND c.status = 'draft' AND c.opened_from IS NULL
 GROUP BY 1, 2, 3`,
};

const DROP_OFF_SQL = `
WITH ${RAW_RANGES}
SELECT quiz_type, question_code, sum(left_count) AS left_count
  FROM ${plannedCounts(DROP_OFF_COUNTS)} c
 GROUP BY quiz_type, question_code
 ORDER BY quiz_type, left_count DESC, question_code NULLS LAST`;

type Count = string | number;

export const quizFunnels = async (db: Queryable, plan: ReportPlan): Promise<InsightsReport['funnels']> => {
  const funnels = await db.query<{
    quiz_type: QuizType;
    views: Count;
    starts: Count;
    completions: Count;
    results_views: Count;
    emails: Count;
    adds: Count;
    orders: Count;
  }>(FUNNEL_SQL, planParams(plan));
  const dropOffs = await db.query<{ quiz_type: QuizType; question_code: string | null; left_count: Count }>(
    DROP_OFF_SQL,
    planParams(plan),
  );
  return funnels.map((row) => {
    const counts = [
      row.views,
      row.starts,
      row.completions,
      row.results_views,
      row.emails,
      row.adds,
      row.orders,
    ];
    return {
      quizType: row.quiz_type,
      steps: FUNNEL_STEPS.map((step, index) => ({ step, count: Number(counts[index]) })),
      dropOff: dropOffs
        .filter((drop) => drop.quiz_type === row.quiz_type)
        .map((drop) => ({ questionCode: drop.question_code, left: Number(drop.left_count) })),
    };
  });
};
