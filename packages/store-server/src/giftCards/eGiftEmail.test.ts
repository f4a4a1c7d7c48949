import { describe, expect, it } from 'vitest';
import { eGiftEmail, GIFT_CARD_TERMS, HOW_TO_REDEEM } from './eGiftEmail.ts';

const GIFT = {
  to: 'alex@example.com',
  recipientName: 'Alex',
  senderName: 'Sam',
  message: 'Happy birthday <3 & more',
  amount: 75,
  code: 'ABCD-EFGH-JKLM-NPQR',
};

describe('eGiftEmail (spec §9: recipient, sender, message, amount, code, how to redeem)', () => {
  it('tells the recipient everything in the text part', () => {
    const email = eGiftEmail(GIFT);
    expect(email.to).toBe('alex@example.com');
    expect(email.subject).toBe('Sam sent you a $75 gift card');
    for (const part of ['Hi Alex,', 'Happy birthday <3 & more', '— Sam', 'ABCD-EFGH-JKLM-NPQR', '$75']) {
      expect(email.text).toContain(part);
    }
    expect(email.text).toContain(HOW_TO_REDEEM);
    expect(email.text).toContain(GIFT_CARD_TERMS);
  });

  it('escapes what the shopper typed in the HTML part', () => {
    const { html } = eGiftEmail({ ...GIFT, senderName: '<b>Sam</b>' });
    expect(html).toContain('Happy birthday &lt;3 &amp; more');
    expect(html).toContain('&lt;b&gt;Sam&lt;/b&gt;');
    expect(html).not.toContain('<b>Sam</b>');
    expect(html).toContain('ABCD-EFGH-JKLM-NPQR');
  });

  it('leaves out the quote when there is no message', () => {
    const email = eGiftEmail({ ...GIFT, message: '  ' });
    expect(email.text).not.toContain('"');
    expect(email.html).not.toContain('blockquote');
  });

  it('writes cents when the amount has them', () => {
    expect(eGiftEmail({ ...GIFT, amount: 62.5 }).subject).toBe('Sam sent you a $62.50 gift card');
  });
});
