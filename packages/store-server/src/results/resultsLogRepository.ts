import { randomId } from '@pc/shared/format';
import type { Queryable } from '../db/db.ts';
import { RestHttpError } from '../http/errors.ts';
import { findSurveyLog, type SurveyLog } from '../quiz/surveyLogRepository.ts';
import { ensureSession } from '../session/sessionRepository.ts';

// The results side's part of survey_logs (db/migrations/003_survey_logs.sql): a completed log is
// what results show and what an email is saved to (spec §7 POST v2/survey_results).

/** A complete survey log by id, whoever's session it is (results links can be shared), or null. */
export const findCompleteLog = async (db: Queryable, id: string): Promise<SurveyLog | null> => {
  const log = await findSurveyLog(db, id);
  return log?.status === 'complete' ? log : null;
};

/** spec §7 save results / email capture: the log's email, already sanitized. */
export const setSurveyLogEmail = async (db: Queryable, id: string, email: string): Promise<void> => {
  await db.query('UPDATE survey_logs SET email = $2, updated_at = now() WHERE id = $1', [id, email]);
};

const unknownLog = (id: string) =>
  new RestHttpError(
    404,
    'pc_unknown_survey_log',
    `No completed survey log "${id}".`,
    (m) => m.resultsNotFound,
  );

/** A complete survey log by id, whoever's session it is, or 404. */
export const completeLogOf = async (db: Queryable, id: string): Promise<SurveyLog> => {
  const log = await findCompleteLog(db, id);
  if (!log) throw unknownLog(id);
  return log;
};

/**
 * docs/decisions/0044: a results link is readable by whoever holds it, but only the session that took
 * the quiz writes to its log (its email, its bathroom module in the cart); any other session gets the
 * same 404 as a log that does not exist, so ids cannot be probed.
 */
export const ownCompleteLogOf = async (db: Queryable, id: string, sessionId: string): Promise<SurveyLog> => {
  const log = await completeLogOf(db, id);
  if (log.sessionId !== sessionId) throw unknownLog(id);
  return log;
};

/**
 * docs/decisions/0158: a saved-results link opened in a browser whose session did not take the quiz
 * gives that session its own copy of the saved log (`opened_from`), the same answers, recommendation
 * and email, so the results are the same and this browser may add their tailored order (decision
 * 0044); the taker's browser keeps its log. An unfinished quiz taken since the results (a draft
 * newer than them, spec §4: a reload resumes it) comes too, unless this browser has a draft of its
 * own: the quiz resumes it here. Opening the link again gives the same copy. Answers the log's id.
 */
export const holdSavedLog = async (tx: Queryable, log: SurveyLog, sessionId: string): Promise<string> => {
  if (log.sessionId === sessionId) return log.id;
  const [held] = await tx.query<{ id: string }>(
    "SELECT id FROM survey_logs WHERE session_id = $1 AND opened_from = $2 AND status = 'complete'",
    [sessionId, log.id],
  );
  if (held) return held.id;
  await ensureSession(tx, sessionId);
  const id = randomId();
  await tx.query(
    `INSERT INTO survey_logs (id, session_id, quiz_type, version, status, continuation, continuation_questions,
       answers, progress, summary, recommendation, email, started_at, completed_at, opened_from)
     SELECT $1, $2, quiz_type, version, status, continuation, continuation_questions,
       answers, progress, summary, recommendation, email, started_at, completed_at, id
       FROM survey_logs WHERE id = $3`,
    [id, sessionId, log.id],
  );
  await tx.query(
    `INSERT INTO survey_logs (id, session_id, quiz_type, version, answers, progress, started_at, opened_from)
     SELECT $1, $2, d.quiz_type, d.version, d.answers, d.progress, d.started_at, d.id
       FROM survey_logs d
      WHERE d.session_id = $3 AND d.quiz_type = $4 AND d.status = 'draft' AND NOT d.continuation
        AND d.updated_at > $5::timestamptz
        AND NOT EXISTS (SELECT 1 FROM survey_logs m WHERE m.session_id = $2 AND m.quiz_type = $4
                          AND m.status = 'draft' AND NOT m.continuation)`,
    [randomId(), sessionId, log.sessionId, log.quizType, (log.completedAt ?? log.updatedAt).toISOString()],
  );
  return id;
};
