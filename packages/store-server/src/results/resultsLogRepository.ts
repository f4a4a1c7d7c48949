import type { Queryable } from '../db/db.ts';
import { RestHttpError } from '../http/errors.ts';
import { findSurveyLog, type SurveyLog } from '../quiz/surveyLogRepository.ts';

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
    'These results could not be found. Please take the quiz again.',
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
