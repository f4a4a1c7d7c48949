import { DEFAULT_LOCALE, type Locale } from '@pc/shared/locale';
import type { Db } from '../db/db.ts';
import { type EmailContent, emailHtmlOpening } from '../giftCards/eGiftEmail.ts';
import { claimUnexpired, sendLeasedEmails } from '../giftCards/leasedEmails.ts';
import type { MailSender } from '../giftCards/smtpSender.ts';
import { storedLocale } from '../http/requestLocale.ts';
import { escapeHtml } from '../quiz/craftingPage.ts';
import { privacyMail } from './messages/index.ts';

// issue 39 item 5 (docs/decisions/0150): the email with a shopper's data link, sent by the store's one
// mail worker in its rounds (giftCards/eGiftMailer.ts), claimed as every such email is (leasedEmails.ts).

/**
 * Pure: the email, in the store's language (docs/decisions/0210). It says nothing of what the store
 * holds: the page behind the link does.
 */
export const dataRightsEmail = (to: string, link: string, locale: Locale = DEFAULT_LOCALE): EmailContent => {
  const m = privacyMail[locale];
  const lines = [m.dataAsked, m.dataHere];
  return {
    to,
    subject: m.dataSubject,
    text: [...lines, link, '', m.dataIgnore, ''].join('\n'),
    html: [
      '<!doctype html>',
      emailHtmlOpening(locale),
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p>${escapeHtml(lines[1]!)}<br><a href="${escapeHtml(link)}">${escapeHtml(m.dataLink)}</a></p>`,
      `<p>${escapeHtml(m.dataIgnore)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
};

/** Sends the data links due at `now`, each in its ask's language (else `locale`, the store's); answers how many were sent. */
export const sendDataRightsLinks = (
  db: Db,
  sender: MailSender,
  now: Date,
  warn: (message: string) => void,
  locale: Locale = DEFAULT_LOCALE,
): Promise<number> =>
  sendLeasedEmails<{ id: string | number; email: string; link: string; locale: string | null }>(
    db,
    sender,
    now,
    warn,
    {
      table: 'data_rights_requests',
      label: 'data rights link',
      claim: claimUnexpired('data_rights_requests', 'r.id, r.email, r.link, r.locale'),
      compose: (row) => dataRightsEmail(row.email, row.link, storedLocale(row.locale, locale)),
    },
  );
