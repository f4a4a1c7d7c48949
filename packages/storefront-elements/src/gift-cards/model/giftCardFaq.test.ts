import { describe, expect, it } from 'vitest';
import { answerText } from '../../contact/model/faq.ts';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { giftCardFaq } from './giftCardFaq.ts';

// spec §4: the e-gift needs a date before checkout, so the FAQ does not promise §9's "immediately if no
// date is chosen"; it tells what today's date after 8 AM Eastern does (decision 0163).
describe('giftCardFaq: when the e-gift is sent', () => {
  it.each([
    [
      null,
      'We email it to the recipient at 8 AM Eastern on the delivery date you choose. Choose today after 8 AM Eastern and it goes as soon as you place the order.',
    ],
    [
      'Tue, Mar 10, 1:00 PM',
      'We email it to the recipient at 8 AM Eastern on the delivery date you choose (that is Tue, Mar 10, 1:00 PM your time). Choose today after 8 AM Eastern and it goes as soon as you place the order.',
    ],
  ])('local time %j', (local, answer) => {
    expect(giftCardFaq(local, en).find((entry) => entry.id === 'send-time')?.answer).toEqual([answer]);
  });

  it('in es-US, with the local time', () => {
    expect(answerText(giftCardFaq('mar, 10 de mar, 1:00 p.m.', es)[0]!)).toBe(
      'Se la enviamos por correo electrónico al destinatario a las 8 a. m., hora del Este, en la fecha de entrega que elijas (es decir, mar, 10 de mar, 1:00 p.m. en tu hora local). Si eliges hoy después de las 8 a. m., hora del Este, se envía en cuanto hagas el pedido.',
    );
  });
});

// spec §9: returns within 30 days from receipt; regular shipping 3-7 business days.
describe('giftCardFaq: spec §9’s numbers as arguments', () => {
  it.each([
    [
      en,
      'Gift cards are non-refundable. Products bought with one can still be exchanged or returned within 30 days from receipt.',
      'It ships in an envelope with regular shipping, in 3-7 business days.',
    ],
    [
      es,
      'Las tarjetas de regalo no son reembolsables. Los productos que compres con una sí se pueden cambiar o devolver en un plazo de 30 días desde que los recibes.',
      'Se envía en un sobre por envío regular, en 3-7 días hábiles.',
    ],
  ])('%#', (m, refunds, physical) => {
    const faq = giftCardFaq(null, m);
    expect(faq.map((entry) => entry.id)).toEqual([
      'send-time',
      'subscriptions',
      'tax-shipping',
      'refunds',
      'physical',
    ]);
    expect(answerText(faq[3]!)).toBe(refunds);
    expect(answerText(faq[4]!)).toBe(physical);
  });
});
