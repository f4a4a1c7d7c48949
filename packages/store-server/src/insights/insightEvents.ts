import type { QuizType } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';

// docs/decisions/0120: what the owner's report needs that no other table keeps, recorded where the
// store learns it: a quiz or results page's data served (pages/pageData.ts), a tailored line added
// (cart/cartActions.ts), and what the cross-sell pop-up tells (POST insights/events): an offer shown,
// NO THANKS. Its SUBSCRIBE and BUY ONCE are the cross_sell_events the store records when it applies them.

/** The kinds of insight_events (its CHECK, db/migrations/030). */
export const INSIGHT_KINDS = [
  'quiz_viewed',
  'results_viewed',
  'cart_added',
  'cross_sell_shown',
  'cross_sell_declined',
] as const;

export type InsightEventKind = (typeof INSIGHT_KINDS)[number];

export interface InsightEvent {
  kind: InsightEventKind;
  quizType?: QuizType | null;
  surveyLogId?: string | null;
}

export const recordInsightEvent = async (
  db: Queryable,
  sessionId: string,
  event: InsightEvent,
  now: Date,
): Promise<void> => {
  await db.query(
    `INSERT INTO insight_events (session_id, kind, quiz_type, survey_log_id, created_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz)`,
    [sessionId, event.kind, event.quizType ?? null, event.surveyLogId ?? null, now.toISOString()],
  );
};

/**
 * The cross-sell's own events. A survey log named is kept only when it is this session's, so a
 * shopper cannot credit another's quiz.
 */
export const recordCrossSellEvent = async (
  db: Queryable,
  sessionId: string,
  event: { event: 'cross_sell_shown' | 'cross_sell_declined'; surveyLogId?: string | null | undefined },
  now: Date,
): Promise<void> => {
  const own = event.surveyLogId
    ? (
        await db.query<{ id: string; quiz_type: QuizType }>(
          'SELECT id, quiz_type FROM survey_logs WHERE id = $1 AND session_id = $2',
          [event.surveyLogId, sessionId],
        )
      )[0]
    : undefined;
  await recordInsightEvent(
    db,
    sessionId,
    { kind: event.event, surveyLogId: own?.id ?? null, quizType: own?.quiz_type ?? null },
    now,
  );
};
