import { describe, expect, it } from 'vitest';
import mainEn from '../messages/en-US.ts';
import mainEs from '../messages/es-US.ts';
import laterEn from '../messages/later/en-US.ts';
import laterEs from '../messages/later/es-US.ts';
import { EN_TEXTS, ES_TEXTS } from '../test/giftCardPageTexts.ts';
import { giftCardFaq } from './giftCardFaq.ts';

// The later part's texts (messages/later) with the first view's send rule.
const en = { ...mainEn, ...laterEn };
const es = { ...mainEs, ...laterEs };

// spec §2 "a gift card FAQ": the store's questions and answers (page data); spec §9: the send-time
// answer in the shopper's own time is the one the browser says, from the element's catalog. spec §4:
// the e-gift needs a date before checkout, so the FAQ does not promise §9's "immediately if no date is
// chosen"; it tells what today's date after 8 AM Eastern does (decision 0163).
describe('giftCardFaq: when the e-gift is sent', () => {
  it('without the shopper’s time: the store’s FAQ as it is', () => {
    expect(giftCardFaq(EN_TEXTS.faq, null, en)).toBe(EN_TEXTS.faq);
  });

  it.each([
    [
      EN_TEXTS,
      en,
      'Tue, Mar 10, 1:00 PM',
      'We email it to the recipient at 8 AM Eastern on the delivery date you choose (that is Tue, Mar 10, 1:00 PM your time). Choose today after 8 AM Eastern and it goes as soon as you place the order.',
    ],
    [
      ES_TEXTS,
      es,
      'mar, 10 de mar, 1:00 p.m.',
      'Se la enviamos por correo electrónico al destinatario a las 8 a. m., hora del Este, en la fecha de entrega que elijas (es decir, mar, 10 de mar, 1:00 p.m. en tu hora local). Si eliges hoy después de las 8 a. m., hora del Este, se envía en cuanto hagas el pedido.',
    ],
  ])(
    '%#: the send-time answer says the shopper’s time; the rest is the store’s',
    (texts, m, local, answer) => {
      const faq = giftCardFaq(texts.faq, local, m);
      expect(faq.title).toBe(texts.faq.title);
      expect(faq.entries.map((entry) => entry.id)).toEqual([
        'send-time',
        'subscriptions',
        'tax-shipping',
        'refunds',
        'physical',
      ]);
      expect(faq.entries[0]).toEqual({ ...texts.faq.entries[0], answer });
      expect(faq.entries.slice(1)).toEqual(texts.faq.entries.slice(1));
    },
  );
});
