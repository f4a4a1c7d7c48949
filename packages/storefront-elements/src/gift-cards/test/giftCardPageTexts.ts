import type { GiftCardsData, GiftCardsTexts } from '../model/pageData.ts';
import { eGiftProduct, physicalProduct } from './giftCardProducts.ts';

// The gift card page's legal footer and FAQ as the store sends them in its page data (the store's
// catalog store-server giftCards/page/messages, docs/decisions/0210), for the unit tests.

/** en-US: the page's words byte for byte (store-server giftCardsPageData.test.ts holds the store to them). */
export const EN_TEXTS: GiftCardsTexts = {
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
        answer:
          'Gift cards are non-refundable. Products bought with one can still be exchanged or returned within 30 days from receipt.',
      },
      {
        id: 'physical',
        question: 'How does the physical gift card arrive?',
        answer: 'It ships in an envelope with regular shipping, in 3-7 business days.',
      },
    ],
  },
};

/** es-US, as a store in es-US (or a fragment or call in Spanish) sends it. */
export const ES_TEXTS: GiftCardsTexts = {
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

/** The gift card page data `{giftCards}`: both products, the shop's today and the page's texts. */
export const giftCardsData = (texts: GiftCardsTexts = EN_TEXTS): GiftCardsData => ({
  eGift: eGiftProduct(),
  physical: physicalProduct(),
  today: '2026-03-10',
  ...texts,
});
