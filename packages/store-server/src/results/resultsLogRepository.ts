import type { Queryable } from '../db/db.ts';
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
