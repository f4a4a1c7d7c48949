import type { Queryable } from '../db/db.ts';
import { invalidParam } from '../http/errors.ts';
import { findSessionLog } from '../quiz/surveyLogRepository.ts';

/**
 * docs/decisions/0044: the survey_log_id of an add-to-cart form must name a survey log of this session.
 * A made-up id, or another shopper's (read from a shared results link), is refused with the same 400,
 * so ids cannot be probed; nothing is added.
 */
export const assertOwnSurveyLog = async (db: Queryable, sessionId: string, id: string): Promise<void> => {
  if (await findSessionLog(db, sessionId, id)) return;
  throw invalidParam(
    `Invalid parameter(s): survey_log_id "${id.slice(0, 64)}" is not a survey of this session`,
    (m) => m.notYourResults,
  );
};
