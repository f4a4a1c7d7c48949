import { DEFAULT_LOCALE, type Locale } from '@pc/shared/locale';
import type { Db, Queryable } from '../db/db.ts';
import { type EmailContent, emailHtmlOpening } from '../giftCards/eGiftEmail.ts';
import { claimUnexpired, sendLeasedEmails } from '../giftCards/leasedEmails.ts';
import type { MailSender } from '../giftCards/smtpSender.ts';
import { reserveVisitorEmails } from '../giftCards/visitorEmailLimit.ts';
import { RestHttpError } from '../http/errors.ts';
import { storedLocale } from '../http/requestLocale.ts';
import { escapeHtml } from '../quiz/craftingPage.ts';
import { resultsMail } from './messages/index.ts';
import { SAVED_RESULTS_LINK_DAYS, SAVED_RESULTS_LINK_MS, SAVED_RESULTS_PATH } from './savedResultsLink.ts';

// issue 40 item 2 (docs/decisions/0158): a Save Results or 'Unlock Your Products' email is queued in the
// save's transaction and sent by the store's one mail worker in its rounds (giftCards/eGiftMailer.ts,
// every PC_MAIL_POLL_MS: 5 s), claimed as every such email is (giftCards/leasedEmails.ts).

/**
 * Pure: the email, in the store's language (docs/decisions/0210). What the results hold, the page behind
 * the link shows.
 */
export const savedResultsEmail = (
  to: string,
  link: string,
  locale: Locale = DEFAULT_LOCALE,
): EmailContent => {
  const m = resultsMail[locale];
  const lines = [m.savedIntro, m.savedOpen({ days: SAVED_RESULTS_LINK_DAYS })];
  return {
    to,
    subject: m.savedSubject,
    text: [...lines, link, '', m.savedIgnore, ''].join('\n'),
    html: [
      '<!doctype html>',
      emailHtmlOpening(locale),
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p>${escapeHtml(lines[1]!)}<br><a href="${escapeHtml(link)}">${escapeHtml(m.savedLink)}</a></p>`,
      `<p>${escapeHtml(m.savedIgnore)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
};

export interface SavedResultsMailing {
  sessionId: string;
  clientAddress: string;
  /** The store's origin as the save reached it: the link's. */
  storeOrigin: string;
  /** The server's clock: the link's 30 days and the visitor email limits. */
  serverNow: Date;
  /** Whether the visitor email limits apply (PC_EMAIL_LIMITS, decision 0144). */
  limited: boolean;
  /** The signed link's token (results/savedResultsLink.ts). */
  token: string;
  /** The language of the page that saved (issue 43): the email speaks it. Null: the store's. */
  locale?: Locale | null;
}

/**
 * Queues the email of a save to `email` (already sanitized), in the save's transaction. One link per
 * results and address while it is valid: saving the same address again (the banner after the capture)
 * sends nothing more, the first email's link still opens them.
 */
export const queueSavedResultsEmail = async (
  db: Queryable,
  surveyLogId: string,
  email: string,
  mailing: SavedResultsMailing,
): Promise<void> => {
  const now = mailing.serverNow.toISOString();
  const [already] = await db.query(
    'SELECT 1 FROM saved_results_emails WHERE survey_log_id = $1 AND email = $2 AND expires_at > $3::timestamptz',
    [surveyLogId, email, now],
  );
  if (already) return;
  if (mailing.limited) {
    try {
      await reserveVisitorEmails(db, {
        kind: 'saved-results',
        sessionId: mailing.sessionId,
        clientAddress: mailing.clientAddress,
        recipients: [email],
        now: mailing.serverNow,
      });
    } catch (error) {
      // The save is the shopper's (spec §7 POST v2/survey_results); its email is the store's courtesy:
      // past the visitor email limits (decision 0144) the results are saved and no email goes
      // (decision 0158). The limit checks before it counts, so a refused email is not counted.
      if (error instanceof RestHttpError && error.status === 429) return;
      throw error;
    }
  }
  await db.query(
    `INSERT INTO saved_results_emails (survey_log_id, email, link, created_at, expires_at, locale)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      surveyLogId,
      email,
      `${mailing.storeOrigin}${SAVED_RESULTS_PATH}?token=${mailing.token}`,
      now,
      new Date(mailing.serverNow.getTime() + SAVED_RESULTS_LINK_MS).toISOString(),
      mailing.locale ?? null,
    ],
  );
};

/**
 * Sends the saved-results emails due at `now`; answers how many were sent. Rows whose link has expired
 * hold an address for nothing and are deleted (docs/privacy.md), by every server's worker.
 */
export const sendSavedResultsEmails = async (
  db: Db,
  sender: MailSender | null,
  now: Date,
  warn: (message: string) => void,
  locale: Locale = DEFAULT_LOCALE,
): Promise<number> => {
  await db.query('DELETE FROM saved_results_emails WHERE expires_at <= $1::timestamptz', [now.toISOString()]);
  // A server without SMTP_URL (decision 0164) only forgets; one with it sends them.
  if (!sender) return 0;
  return sendLeasedEmails<{ id: string | number; email: string; link: string; locale: string | null }>(
    db,
    sender,
    now,
    warn,
    {
      table: 'saved_results_emails',
      label: 'saved results email',
      claim: claimUnexpired('saved_results_emails', 'r.id, r.email, r.link, r.locale'),
      // Each in its save's language, else the store's (`locale`, PC_LOCALE).
      compose: (row) => savedResultsEmail(row.email, row.link, storedLocale(row.locale, locale)),
    },
  );
};
