import { getPageData } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { readPageConfig, Visitor } from '../test/visitor.ts';
import { giftCardsTexts } from './giftCardsPageData.ts';

// Page data of /gift-cards (docs/decisions/0024): both gift card products as spec §7 GET products/e-gift-card and
// products/gift-card answer them, the shop's today (docs/decisions/0030), and the page's legal footer and FAQ
// in the page's language (spec §2 "a legal footer; a gift card FAQ"; design.md: content comes from the
// server, not the bundle), the same on a fresh load and through getPageData.

/** spec §2, §9 in the page's words (docs/decisions/0032, 0163): en-US byte for byte as the element had them. */
const EN_US = {
  legal:
    'Gift cards cannot be used on subscriptions and do not cover tax or shipping beyond the card’s balance. Gift cards are non-refundable.',
  faq: {
    title: 'Gift Card FAQ',
    entries: [
      {
        id: 'send-time',
        question: 'When is the e-gift card sent?',
        answer:
          'We email it to the recipient at 8 AM Eastern on the delivery date you choose. Choose today after 8 AM Eastern and it goes as soon as you place the order.',
      },
      {
        id: 'subscriptions',
        question: 'Can I use a gift card on a subscription?',
        answer: 'No. Gift cards cannot be used on subscriptions, only on one-time purchases.',
      },
      {
        id: 'tax-shipping',
        question: 'Does a gift card cover tax and shipping?',
        answer:
          'Only up to the card’s balance: a gift card does not cover tax or shipping beyond it, so any amount above the balance is paid at checkout.',
      },
      {
        id: 'refunds',
        question: 'Can I return or refund a gift card?',
        // spec §9: returns within 30 days from receipt
        answer:
          'Gift cards are non-refundable. Products bought with one can still be exchanged or returned within 30 days from receipt.',
      },
      {
        id: 'physical',
        question: 'How does the physical gift card arrive?',
        // spec §9: regular shipping 3-7 business days
        answer: 'It ships in an envelope with regular shipping, in 3-7 business days.',
      },
    ],
  },
};

const ES_US = {
  legal:
    'Las tarjetas de regalo no se pueden usar en suscripciones y no cubren impuestos ni envío más allá del saldo de la tarjeta. Las tarjetas de regalo no son reembolsables.',
  faq: {
    title: 'Preguntas frecuentes sobre las tarjetas de regalo',
    entries: [
      {
        id: 'send-time',
        question: '¿Cuándo se envía la tarjeta de regalo electrónica?',
        answer:
          'Se la enviamos por correo electrónico al destinatario a las 8 a. m., hora del Este, en la fecha de entrega que elijas. Si eliges hoy después de las 8 a. m., hora del Este, se envía en cuanto hagas el pedido.',
      },
      {
        id: 'subscriptions',
        question: '¿Puedo usar una tarjeta de regalo en una suscripción?',
        answer: 'No. Las tarjetas de regalo no se pueden usar en suscripciones, solo en compras únicas.',
      },
      {
        id: 'tax-shipping',
        question: '¿Una tarjeta de regalo cubre los impuestos y el envío?',
        answer:
          'Solo hasta el saldo de la tarjeta: una tarjeta de regalo no cubre impuestos ni envío más allá de ese saldo, así que cualquier monto que lo supere se paga al finalizar la compra.',
      },
      {
        id: 'refunds',
        question: '¿Puedo devolver una tarjeta de regalo o pedir un reembolso?',
        answer:
          'Las tarjetas de regalo no son reembolsables. Los productos que compres con una sí se pueden cambiar o devolver en un plazo de 30 días desde que los recibes.',
      },
      {
        id: 'physical',
        question: '¿Cómo llega la tarjeta de regalo física?',
        answer: 'Se envía en un sobre por envío regular, en 3-7 días hábiles.',
      },
    ],
  },
};

describe('the gift card page’s texts (the store’s catalog giftCards/page/messages)', () => {
  it.each([
    ['en-US', EN_US],
    ['es-US', ES_US],
  ] as const)('%s', (locale, texts) => {
    expect(giftCardsTexts(locale)).toEqual(texts);
  });
});

/** The page data getPageData answers for `path` (and `locale`, when given), checked against the contract. */
const pageDataOf = async (visitor: Visitor, query: { path: string; locale?: string }) => {
  const res = await visitor.get(callUrl(getPageData, query));
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(getPageData.response, res.json()).data;
};

describe('gift card page data', () => {
  // 23:30 on 10 March 2026 in New York, already the 11th in UTC.
  const t = useTestApp({ clock: () => new Date('2026-03-11T03:30:00Z') });

  it('carries both products with their stock states, New York’s today and the page’s texts in en-US', async () => {
    const visitor = await Visitor.arrive(t.app, '/gift-cards');
    const data = await pageDataOf(visitor, { path: '/gift-cards' });
    expect(data).toMatchObject({ giftCards: { today: '2026-03-10', ...EN_US } });
    const { giftCards } = data as {
      giftCards: { eGift: { variations: { price: number; stock_status: string }[] } };
    };
    expect(giftCards.eGift.variations.map((variation) => [variation.price, variation.stock_status])).toEqual([
      [25, 'instock'],
      [50, 'instock'],
      [75, 'instock'],
      [100, 'instock'],
      [150, 'instock'],
      [200, 'instock'],
      [250, 'outofstock'],
    ]);
    // A fresh load prints the same data into #pc-config.
    expect(readPageConfig((await visitor.get('/gift-cards')).body).data).toEqual(data);
  });

  it('moves today with the session’s QA clock', async () => {
    const visitor = await Visitor.arrive(t.app, '/gift-cards');
    const res = await visitor.postJson(QA_CALLS.clock.path, { now: '2026-07-04T16:00:00.000Z' });
    expect(res.statusCode, res.body).toBe(200);
    expect(readPageConfig((await visitor.get('/gift-cards')).body).data).toMatchObject({
      giftCards: { today: '2026-07-04' },
    });
  });

  // The element's own call where nothing was printed (a page of another origin): in the language it
  // reads there, any Spanish es-US, anything else en-US (docs/decisions/0210).
  it.each([
    ['es-US', ES_US],
    ['es-MX', ES_US],
    ['es', ES_US],
    ['en-US', EN_US],
    ['fr-FR', EN_US],
  ])('getPageData in the language the call names: %s', async (locale, texts) => {
    const visitor = await Visitor.arrive(t.app, '/gift-cards');
    expect(await pageDataOf(visitor, { path: '/gift-cards', locale })).toMatchObject({ giftCards: texts });
  });
});

// issue 43, docs/decisions/0210: a store in es-US (PC_LOCALE) prints its gift card page in Spanish, the
// legal footer and FAQ of its page data too; a call that names another language gets that one.
describe('in a store in es-US', () => {
  const es = useTestApp({ locale: 'es-US', clock: () => new Date('2026-03-10T15:00:00Z') });

  it('prints the page’s texts in es-US, and getPageData answers the same', async () => {
    const visitor = await Visitor.arrive(es.app, '/gift-cards');
    const page = readPageConfig((await visitor.get('/gift-cards')).body);
    expect(page.locale).toBe('es-US');
    expect(page.data).toMatchObject({ giftCards: ES_US });
    expect(await pageDataOf(visitor, { path: '/gift-cards' })).toEqual(page.data);
  });

  it('an English page of another origin asks in en-US and gets the English texts', async () => {
    const visitor = await Visitor.arrive(es.app, '/gift-cards');
    expect(await pageDataOf(visitor, { path: '/gift-cards', locale: 'en-US' })).toMatchObject({
      giftCards: EN_US,
    });
  });
});
