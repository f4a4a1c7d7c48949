import { describe, expect, it } from 'vitest';
import { eGiftEmail } from './eGiftEmail.ts';

/** spec §9's gift card rules and how to redeem, as the recipient is told them (our words, en-US). */
const GIFT_CARD_TERMS =
  'Gift cards are not usable on subscriptions and do not cover tax or shipping beyond the balance; gift cards are non-refundable.';
const HOW_TO_REDEEM =
  'To redeem it, add what you like to your cart, go to checkout and enter the code in the gift card field. The amount is taken off your order; what is left stays on the card for next time.';

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

// issue 43, docs/decisions/0210: in the store's language (PC_LOCALE=es-US).
describe('eGiftEmail in es-US', () => {
  it('speaks Spanish in every part, the amount and code as they are', () => {
    const email = eGiftEmail(GIFT, 'es-US');
    expect(email.subject).toBe('Sam te envió una tarjeta de regalo de $75');
    for (const part of [
      'Hola, Alex:',
      'Sam te envió una tarjeta de regalo de $75.',
      'El código de tu tarjeta de regalo: ABCD-EFGH-JKLM-NPQR',
      'Monto: $75',
    ])
      expect(email.text).toContain(part);
    expect(email.text).toContain('Las tarjetas de regalo no se pueden usar en suscripciones');
    expect(email.html).toContain('<html lang="es-US">');
    expect(email.text).not.toMatch(/gift card|Amount|redeem/i);
  });
});
