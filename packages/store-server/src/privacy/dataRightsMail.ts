import type { Db } from '../db/db.ts';
import type { EmailContent } from '../giftCards/eGiftEmail.ts';
import { claimUnexpired, sendLeasedEmails } from '../giftCards/leasedEmails.ts';
import type { MailSender } from '../giftCards/smtpSender.ts';
import { escapeHtml } from '../quiz/craftingPage.ts';

// issue 39 item 5 (docs/decisions/0150): the email with a shopper's data link, sent by the store's one
// mail worker in its rounds (giftCards/eGiftMailer.ts), claimed as every such email is (leasedEmails.ts).

export const DATA_RIGHTS_SUBJECT = 'Your data at our shop: download or erase it';

/** Pure: the email. It says nothing of what the store holds: the page behind the link does. */
export const dataRightsEmail = (to: string, link: string): EmailContent => {
  const lines = [
    'You asked for the data our shop holds for this address.',
    'Download it as JSON or erase it here (the link works for 24 hours):',
  ];
  const ignore = 'If you did not ask, ignore this email: nothing is shared and nothing changes.';
  return {
    to,
    subject: DATA_RIGHTS_SUBJECT,
    text: [...lines, link, '', ignore, ''].join('\n'),
    html: [
      '<!doctype html>',
      '<html lang="en"><body>',
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p>${escapeHtml(lines[1]!)}<br><a href="${escapeHtml(link)}">Your data</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
};

/** Sends the data links due at `now`; answers how many were sent. */
export const sendDataRightsLinks = (
  db: Db,
  sender: MailSender,
  now: Date,
  warn: (message: string) => void,
): Promise<number> =>
  sendLeasedEmails<{ id: string | number; email: string; link: string }>(db, sender, now, warn, {
    table: 'data_rights_requests',
    label: 'data rights link',
    claim: claimUnexpired('data_rights_requests', 'r.id, r.email, r.link'),
    compose: (row) => dataRightsEmail(row.email, row.link),
  });
