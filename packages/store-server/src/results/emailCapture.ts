import { createHash } from 'node:crypto';
import { isEmailAddress } from '@pc/shared/validation';
import type { Queryable } from '../db/db.ts';
import { invalidParam } from '../http/errors.ts';
import { emitWebhookEvent } from '../webhooks/webhookOutbox.ts';
import { ownCompleteLogOf, setSurveyLogEmail } from './resultsLogRepository.ts';
import type { SavedResultsLinks } from './savedResultsLink.ts';
import { queueSavedResultsEmail, type SavedResultsMailing } from './savedResultsMail.ts';

export interface ResultsSaver extends Omit<SavedResultsMailing, 'token'> {
  links: SavedResultsLinks;
}

/**
 * spec §7 save results / email capture (v2): the email, sanitized, saved to the session's own log, and
 * an email to it with a link to the results, valid 30 days (issue 40 item 2, docs/decisions/0158).
 */
export const saveResultsEmail = async (
  db: Queryable,
  surveyLogId: string,
  email: string,
  { links, ...mailing }: ResultsSaver,
): Promise<{ sanitizedEmail: string }> => {
  const sanitizedEmail = email.trim().toLowerCase();
  if (!isEmailAddress(sanitizedEmail)) {
    throw invalidParam('Invalid parameter(s): email is not an email address', (m) => m.emailInvalid);
  }
  await ownCompleteLogOf(db, surveyLogId, mailing.sessionId);
  await setSurveyLogEmail(db, surveyLogId, sanitizedEmail);
  await queueSavedResultsEmail(db, surveyLogId, sanitizedEmail, {
    ...mailing,
    token: links.sign(surveyLogId, mailing.serverNow),
  });
  // issue 46 item 3 (docs/decisions/0190): once per results and address; no address leaves in the event.
  await emitWebhookEvent(
    db,
    {
      id: `results.saved:${surveyLogId}:${createHash('sha256').update(sanitizedEmail).digest('hex').slice(0, 16)}`,
      type: 'results.saved',
      data: { surveyLogId },
    },
    mailing.serverNow,
  );
  return { sanitizedEmail };
};
