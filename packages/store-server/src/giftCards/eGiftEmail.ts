import { DEFAULT_CURRENCY, formatPrice } from '@pc/shared/format';
import { DEFAULT_LOCALE, type Locale } from '@pc/shared/locale';
import { escapeHtml } from '../quiz/craftingPage.ts';
import { giftCardsMail } from './messages/index.ts';

// spec §9: the e-gift email, as the recipient reads it: who it is from, their message, the amount,
// the code and how to redeem it, with the rules that hold for every card (not usable on
// subscriptions, no tax or shipping beyond the balance, non-refundable). Pure: the mail worker sends
// what this answers.

export interface EGiftEmailInput {
  to: string;
  recipientName: string;
  senderName: string;
  message: string;
  amount: number;
  code: string;
}

export interface EmailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** An email's `<html>`, in the language it is written in (en-US as it always was: `en`). */
export const emailHtmlOpening = (locale: Locale): string =>
  `<html lang="${locale === DEFAULT_LOCALE ? 'en' : locale}"><body>`;

/** The e-gift email in the store's language (PC_LOCALE, docs/decisions/0210): giftCards/messages. */
export const eGiftEmail = (
  gift: EGiftEmailInput,
  locale: Locale = DEFAULT_LOCALE,
  currency: string = DEFAULT_CURRENCY,
): EmailContent => {
  const m = giftCardsMail[locale];
  const amount = formatPrice(gift.amount, locale, currency);
  const sent = m.eGiftSent({ sender: gift.senderName, amount });
  const message = gift.message.trim();
  const text = [
    m.eGiftGreeting({ name: gift.recipientName }),
    '',
    sent,
    ...(message === '' ? [] : ['', `"${message}"`, `— ${gift.senderName}`]),
    '',
    `${m.eGiftCode} ${gift.code}`,
    m.eGiftAmount({ amount }),
    '',
    m.howToRedeem,
    '',
    m.terms,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    emailHtmlOpening(locale),
    `<p>${escapeHtml(m.eGiftGreeting({ name: gift.recipientName }))}</p>`,
    `<p>${escapeHtml(sent)}</p>`,
    ...(message === ''
      ? []
      : [`<blockquote><p>${escapeHtml(message)}</p><p>— ${escapeHtml(gift.senderName)}</p></blockquote>`]),
    `<p>${escapeHtml(m.eGiftCode)}<br><strong style="font-size:1.4em;letter-spacing:0.1em">${escapeHtml(gift.code)}</strong></p>`,
    `<p>${escapeHtml(m.eGiftAmount({ amount }))}</p>`,
    `<p>${escapeHtml(m.howToRedeem)}</p>`,
    `<p><small>${escapeHtml(m.terms)}</small></p>`,
    '</body></html>',
  ].join('\n');
  return { to: gift.to, subject: m.eGiftSubject({ sender: gift.senderName, amount }), text, html };
};
