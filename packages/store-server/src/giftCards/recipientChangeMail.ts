import { DEFAULT_CURRENCY, formatPrice } from '@pc/shared/format';
import { DEFAULT_LOCALE, type Locale } from '@pc/shared/locale';
import type { Db } from '../db/db.ts';
import { storedLocale } from '../http/requestLocale.ts';
import { escapeHtml } from '../quiz/craftingPage.ts';
import { type EmailContent, emailHtmlOpening } from './eGiftEmail.ts';
import { sendLeasedEmails } from './leasedEmails.ts';
import { giftCardsMail } from './messages/index.ts';
import type { MailSender } from './smtpSender.ts';

// docs/decisions/0145: the email that asks the buyer to confirm an e-gift's new address
// (giftCards/eGiftRecipientChange.ts). Sent by the e-gift mail worker in the same rounds as the
// e-gifts (eGiftMailer.ts), claimed the same way (a lease, SKIP LOCKED; leasedEmails.ts), so one server
// sends it once; a failed send is tried again a minute later while the link is still good.

export interface ConfirmationInput {
  to: string;
  recipientName: string;
  currentEmail: string;
  newEmail: string;
  amount: number;
  orderId: string;
  link: string;
}

/**
 * Pure: the confirmation the buyer reads, in the store's language (docs/decisions/0210). Names both
 * addresses so the buyer sees what would change.
 */
export const recipientChangeEmail = (
  change: ConfirmationInput,
  locale: Locale = DEFAULT_LOCALE,
  currency: string = DEFAULT_CURRENCY,
): EmailContent => {
  const m = giftCardsMail[locale];
  const amount = formatPrice(change.amount, locale, currency);
  const lines = [
    m.changeAsked({
      orderId: change.orderId,
      amount,
      name: change.recipientName,
      newEmail: change.newEmail,
      currentEmail: change.currentEmail,
    }),
    m.changeConfirm,
  ];
  const ignore = m.changeIgnore({ currentEmail: change.currentEmail });
  const text = [...lines, change.link, '', ignore, ''].join('\n');
  const html = [
    '<!doctype html>',
    emailHtmlOpening(locale),
    `<p>${escapeHtml(lines[0]!)}</p>`,
    `<p>${escapeHtml(lines[1]!)}<br><a href="${escapeHtml(change.link)}">${escapeHtml(m.changeLink)}</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: change.to, subject: m.changeSubject({ name: change.recipientName }), text, html };
};

/**
 * Sends the confirmations due at `now`, one claimed at a time (leasedEmails.ts), each in its ask's
 * language, else `locale` (the store's); answers how many were sent.
 */
export const sendRecipientChangeConfirmations = (
  db: Db,
  sender: MailSender,
  now: Date,
  warn: (message: string) => void,
  locale: Locale = DEFAULT_LOCALE,
  currency: string = DEFAULT_CURRENCY,
): Promise<number> =>
  sendLeasedEmails<{
    id: string | number;
    buyer_email: string;
    new_email: string;
    link: string;
    recipient_name: string | null;
    recipient_email: string;
    amount: string | number;
    order_id: string | number;
    locale: string | null;
  }>(db, sender, now, warn, {
    table: 'e_gift_recipient_changes',
    label: 'e-gift recipient confirmation',
    claim: `UPDATE e_gift_recipient_changes c
          SET email_claimed_until = $2, email_attempts = c.email_attempts + 1
         FROM gift_cards g
        WHERE g.id = c.gift_card_id AND c.id = (
          SELECT id FROM e_gift_recipient_changes
           WHERE email_sent_at IS NULL AND confirmed_at IS NULL AND expires_at > $1
             AND email_attempts < $3 AND (email_claimed_until IS NULL OR email_claimed_until <= $1)
           ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING c.id, c.buyer_email, c.new_email, c.link, g.recipient_name, g.recipient_email, g.amount, g.order_id,
                  c.locale`,
    compose: (claimed) =>
      recipientChangeEmail(
        {
          to: claimed.buyer_email,
          recipientName: claimed.recipient_name ?? '',
          currentEmail: claimed.recipient_email,
          newEmail: claimed.new_email,
          amount: Number(claimed.amount),
          orderId: String(claimed.order_id),
          link: claimed.link,
        },
        // The language of the page that asked for the change (issue 43), else the store's.
        storedLocale(claimed.locale, locale),
        currency,
      ),
  });
