import type { InsightsReport, QuizType } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';
import type { ReportRange } from './reportRange.ts';

// Quiz funnel per quiz type (docs/decisions/0121): the quizzes started in the range (survey logs,
// spec §3; a continuation is an older quiz asked again and is left out), followed step by step:
// completed, results page seen, email given, a tailored line added to the cart, and an order of the
// same shopper within 7 days of completing. Views are the quiz pages shown in the range. Of the
// quizzes left unfinished: the last question answered (the last of the saved answers with a value).

/** Orders are credited to a quiz completed at most this long before them (Octane AI / Jebbit). */
export const ORDER_CREDIT_DAYS = 7;

export const FUNNEL_STEPS = [
  'Quiz views',
  'Starts',
  'Completions',
  'Results views',
  'Email captured',
  'Added to cart',
  `Orders within ${ORDER_CREDIT_DAYS} days`,
] as const;

const FUNNEL_SQL = `
WITH types (quiz_type, position) AS (VALUES ('self', 1), ('gift', 2)),
cohort AS (
  SELECT id, session_id, quiz_type, status, completed_at, email
    FROM survey_logs
   WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz AND NOT continuation
     -- a copy a saved-results link opened is no quiz taken (docs/decisions/0158)
     AND opened_from IS NULL
)
SELECT t.quiz_type,
  (SELECT count(*) FROM insight_events v
    WHERE v.kind = 'quiz_viewed' AND v.quiz_type = t.quiz_type
      AND v.created_at >= $1::timestamptz AND v.created_at < $2::timestamptz) AS views,
  count(c.id) AS starts,
  count(c.id) FILTER (WHERE c.status = 'complete') AS completions,
  count(c.id) FILTER (WHERE c.status = 'complete' AND EXISTS (
    SELECT 1 FROM insight_events e WHERE e.survey_log_id = c.id AND e.kind = 'results_viewed')) AS results_views,
  count(c.id) FILTER (WHERE c.status = 'complete' AND c.email IS NOT NULL) AS emails,
  count(c.id) FILTER (WHERE c.status = 'complete' AND EXISTS (
    SELECT 1 FROM insight_events e WHERE e.survey_log_id = c.id AND e.kind = 'cart_added')) AS adds,
  count(c.id) FILTER (WHERE c.status = 'complete' AND EXISTS (
    SELECT 1 FROM orders o WHERE o.session_id = c.session_id AND o.created_at >= c.completed_at
       AND o.created_at < c.completed_at + make_interval(days => $3::int))) AS orders
  FROM types t LEFT JOIN cohort c ON c.quiz_type = t.quiz_type
 GROUP BY t.quiz_type, t.position
 ORDER BY t.position`;

const DROP_OFF_SQL = `
SELECT c.quiz_type, last.code AS question_code, count(*) AS left_count
  FROM survey_logs c
  LEFT JOIN LATERAL (
    SELECT a->>'questionCode' AS code
      FROM jsonb_array_elements(c.answers) WITH ORDINALITY AS x(a, n)
     WHERE jsonb_typeof(a->'value') = 'string' AND a->>'value' <> ''
     ORDER BY n DESC LIMIT 1
  ) last ON true
 WHERE c.created_at >= $1::timestamptz AND c.created_at < $2::timestamptz
   AND NOT c.continuation AND c.status = 'draft' AND c.opened_from IS NULL
 GROUP BY c.quiz_type, last.code
 ORDER BY c.quiz_type, left_count DESC, last.code NULLS LAST`;

type Count = string | number;

export const quizFunnels = async (db: Queryable, range: ReportRange): Promise<InsightsReport['funnels']> => {
  const funnels = await db.query<{
    quiz_type: QuizType;
    views: Count;
    starts: Count;
    completions: Count;
    results_views: Count;
    emails: Count;
    adds: Count;
    orders: Count;
  }>(FUNNEL_SQL, [range.start, range.end, ORDER_CREDIT_DAYS]);
  const dropOffs = await db.query<{ quiz_type: QuizType; question_code: string | null; left_count: Count }>(
    DROP_OFF_SQL,
    [range.start, range.end],
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
