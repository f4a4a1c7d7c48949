import { isEmailAddress } from '@pc/shared/validation';
import type { Queryable } from '../db/db.ts';
import { invalidParam } from '../http/errors.ts';
import { ownCompleteLogOf, setSurveyLogEmail } from './resultsLogRepository.ts';

/** spec §7 save results / email capture (v2): the email, sanitized, saved to the session's own log. */
export const saveResultsEmail = async (
  db: Queryable,
  sessionId: string,
  surveyLogId: string,
  email: string,
): Promise<{ sanitizedEmail: string }> => {
  const sanitizedEmail = email.trim().toLowerCase();
  if (!isEmailAddress(sanitizedEmail)) {
    throw invalidParam(
      'Invalid parameter(s): email is not an email address',
      'Please enter a valid email address.',
    );
  }
  await ownCompleteLogOf(db, surveyLogId, sessionId);
  await setSurveyLogEmail(db, surveyLogId, sanitizedEmail);
  return { sanitizedEmail };
};
