import { describe, expect, it } from 'vitest';
import mainEn from './en-US.ts';
import mainEs from './es-US.ts';
import laterEn from './later/en-US.ts';
import laterEs from './later/es-US.ts';

// The first view's texts and the later code's part (messages/later), one catalog `gift-cards`.
const en = { ...mainEn, ...laterEn };
const es = { ...mainEs, ...laterEs };

// The gift card page's catalogs (docs/decisions/0210): en-US is the spec's words verbatim (spec §2 Gift
// card page, §4 Gift card page, §5), and the element's own words where the spec only names a part (the
// form's labels, errors and notes; the FAQ's send-time answer in the shopper's own time); es-US says the
// same. The legal footer and the rest of the FAQ are the store's (its page data: store-server
// giftCards/page/messages).
describe('en-US (spec §2, §4, §5 verbatim)', () => {
  it.each([
    // spec §2: "Toggle between 'E-GIFT CARD' and 'PHYSICAL GIFT CARD' views"
    [en.eGiftView, 'E-GIFT CARD'],
    [en.physicalView, 'PHYSICAL GIFT CARD'],
    // spec §2: "the rest are on an 'Other Amount' slider"
    [en.otherAmount, 'Other Amount'],
    // spec §2: "the button reads 'CHOOSE A DATE' until a date is set"
    [en.chooseDate, 'CHOOSE A DATE'],
    // spec §4: "if the selection is not instock the button reads 'SOLD OUT' (the shared catalog's), else 'CHECKOUT'"
    [en.checkout, 'CHECKOUT'],
    // spec §5: "Gift message: optional, maximum 140 characters, placeholder 'Enter here (140 character limit)'"
    [en.messagePlaceholder({ max: 140 }), 'Enter here (140 character limit)'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('es-US: the spec’s texts', () => {
  it.each([
    [es.eGiftView, 'TARJETA DE REGALO ELECTRÓNICA'],
    [es.physicalView, 'TARJETA DE REGALO FÍSICA'],
    [es.otherAmount, 'Otro monto'],
    [es.chooseDate, 'ELIGE UNA FECHA'],
    [es.checkout, 'PAGAR'],
    [es.messagePlaceholder({ max: 140 }), 'Escribe aquí (límite de 140 caracteres)'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('the messages with arguments, in both locales', () => {
  it.each([
    [
      en.charactersLeft({ count: 1 }),
      '1 character left',
      es.charactersLeft({ count: 1 }),
      'Queda 1 carácter',
    ],
    [
      en.charactersLeft({ count: 140 }),
      '140 characters left',
      es.charactersLeft({ count: 140 }),
      'Quedan 140 caracteres',
    ],
    [
      en.charactersLeft({ count: 0 }),
      '0 characters left',
      es.charactersLeft({ count: 0 }),
      'Quedan 0 caracteres',
    ],
    [
      en.amountNotChosen({ amount: '$150' }),
      '$150, not chosen',
      es.amountNotChosen({ amount: '$150' }),
      '$150, sin elegir',
    ],
    [
      en.sendOnDateLocal({ local: 'Sun, Mar 8, 12:00 PM' }),
      'Sent by email at 8 AM Eastern on the date you choose (Sun, Mar 8, 12:00 PM your time).',
      es.sendOnDateLocal({ local: 'dom, 8 de mar, 12:00 p.m.' }),
      'Se envía por correo electrónico a las 8 a. m., hora del Este, en la fecha que elijas (dom, 8 de mar, 12:00 p.m. en tu hora local).',
    ],
    [
      en.sendTodayLocal({ local: 'Fri, Mar 6, 1:00 PM' }),
      'Sent by email today at 8 AM Eastern (Fri, Mar 6, 1:00 PM your time), or as soon as you place the order once 8 AM has passed.',
      es.sendTodayLocal({ local: 'vie, 6 de mar, 1:00 p.m.' }),
      'Se envía por correo electrónico hoy a las 8 a. m., hora del Este (vie, 6 de mar, 1:00 p.m. en tu hora local), o en cuanto hagas el pedido si ya pasaron las 8 a. m.',
    ],
    [
      en.sendTimeAnswerLocal({ local: 'Tue, Mar 10, 1:00 PM' }),
      'We email it to the recipient at 8 AM Eastern on the delivery date you choose (that is Tue, Mar 10, 1:00 PM your time). Choose today after 8 AM Eastern and it goes as soon as you place the order.',
      es.sendTimeAnswerLocal({ local: 'mar, 10 de mar, 1:00 p.m.' }),
      'Se la enviamos por correo electrónico al destinatario a las 8 a. m., hora del Este, en la fecha de entrega que elijas (es decir, mar, 10 de mar, 1:00 p.m. en tu hora local). Si eliges hoy después de las 8 a. m., hora del Este, se envía en cuanto hagas el pedido.',
    ],
    [
      en.balanceLeft({ last4: 'WXYZ', balance: '$56.05', amount: '$75' }),
      'Gift card ending WXYZ has $56.05 left of $75.',
      es.balanceLeft({ last4: 'WXYZ', balance: '$56.05', amount: '$75' }),
      'A la tarjeta de regalo terminada en WXYZ le quedan $56.05 de $75.',
    ],
    [
      en.balanceNone({ last4: 'WXYZ' }),
      'Gift card ending WXYZ has no balance left.',
      es.balanceNone({ last4: 'WXYZ' }),
      'A la tarjeta de regalo terminada en WXYZ ya no le queda saldo.',
    ],
  ])('%j', (english, expectedEnglish, spanish, expectedSpanish) => {
    expect(english).toBe(expectedEnglish);
    expect(spanish).toBe(expectedSpanish);
  });
});
