import { formatPrice } from '@pc/shared/format';
import { escapeHtml } from '../quiz/craftingPage.ts';

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

/** spec §9's gift card rules, as the recipient is told them. */
export const GIFT_CARD_TERMS =
  'Gift cards are not usable on subscriptions and do not cover tax or shipping beyond the balance; gift cards are non-refundable.';

export const HOW_TO_REDEEM =
  'To redeem it, add what you like to your cart, go to checkout and enter the code in the gift card field. The amount is taken off your order; what is left stays on the card for next time.';

export const eGiftEmail = (gift: EGiftEmailInput): EmailContent => {
  const amount = formatPrice(gift.amount);
  const subject = `${gift.senderName} sent you a ${amount} gift card`;
  const message = gift.message.trim();
  const text = [
    `Hi ${gift.recipientName},`,
    '',
    `${gift.senderName} sent you a ${amount} gift card.`,
    ...(message === '' ? [] : ['', `"${message}"`, `— ${gift.senderName}`]),
    '',
    `Your gift card code: ${gift.code}`,
    `Amount: ${amount}`,
    '',
    HOW_TO_REDEEM,
    '',
    GIFT_CARD_TERMS,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="en"><body>',
    `<p>Hi ${escapeHtml(gift.recipientName)},</p>`,
    `<p>${escapeHtml(gift.senderName)} sent you a <strong>${amount}</strong> gift card.</p>`,
    ...(message === ''
      ? []
      : [`<blockquote><p>${escapeHtml(message)}</p><p>— ${escapeHtml(gift.senderName)}</p></blockquote>`]),
    `<p>Your gift card code:<br><strong style="font-size:1.4em;letter-spacing:0.1em">${escapeHtml(gift.code)}</strong></p>`,
    `<p>Amount: ${amount}</p>`,
    `<p>${escapeHtml(HOW_TO_REDEEM)}</p>`,
    `<p><small>${escapeHtml(GIFT_CARD_TERMS)}</small></p>`,
    '</body></html>',
  ].join('\n');
  return { to: gift.to, subject, text, html };
};
