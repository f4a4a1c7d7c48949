import { describe, expect, it } from 'vitest';
import en from './en-US.ts';
import es from './es-US.ts';

// The frames' catalogs (docs/decisions/0210): en-US is the frames' words verbatim (spec §2 route table:
// /checkout, /checkout/order-received/{id}; §9 gift cards at checkout and the e-gift send time, in the
// shopper's words; decisions 0114, 0117, 0118, 0145 where the spec is silent); es-US says the same.
describe('en-US (verbatim)', () => {
  it.each([
    [en.checkoutHeading, 'Checkout'],
    [en.cartLabel, 'Your cart'],
    [en.cartNotLoaded, 'Your cart could not be loaded. Please reload the page.'],
    [en.cartLinesLabel, 'Items in your cart'],
    [en.remove, 'Remove'],
    [en.subtotal, 'Subtotal'],
    [en.shipping, 'Shipping'],
    [en.shippingFree, 'Free'],
    [en.shippingNone, 'None'],
    [en.tax, 'Tax'],
    [en.total, 'Total'],
    [en.amountDue, 'Amount due'],
    [en.giftCardHeading, 'Gift card'],
    [en.giftCardsApplied, 'Gift cards applied'],
    [en.giftCardLabel, 'Gift card code'],
    [en.apply, 'APPLY'],
    // spec §9 "Gift cards are not usable on subscriptions and do not cover tax or shipping beyond the
    // balance; gift cards are non-refundable", in the shopper's words.
    [
      en.giftCardRules,
      'Gift cards cannot be used on subscriptions, cover tax and shipping only within their balance, and are non-refundable.',
    ],
    [
      en.giftCardExclusions,
      'Subscriptions and gift cards in your cart are left to pay: a gift card cannot be used on them.',
    ],
    [en.placeOrder, 'PLACE ORDER'],
    [en.eGiftWhenNow, 'Emailed as soon as the order is placed'],
    [en.orderReceivedHeading, 'Order received'],
    [en.orderDetailsHeading, 'Order details'],
    [en.eGiftsHeading, 'E-gift cards'],
    [en.changeDate, 'CHANGE DATE'],
    [en.resend, 'RESEND'],
    // what the demo's scripts write into the frames
    [en.placeOrderFailed, 'Your order could not be placed. Please try again.'],
    [en.lineChangeFailed, 'Your cart could not be changed. Please try again.'],
    [en.giftCardCodeMissing, 'Enter a gift card code.'],
    [en.giftCardApplyFailed, 'The gift card could not be applied. Please try again.'],
    [en.giftCardRemoveFailed, 'The gift card could not be removed. Please try again.'],
    [en.chooseDate, 'Choose a date.'],
    [en.enterEmail, 'Enter an email address.'],
    [en.actionFailed, 'That could not be done. Please try again.'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('the messages with arguments, in en-US and es-US', () => {
  it.each([
    [en.cartEmpty({ quizLink: 'Take the quiz' }), 'Your cart is empty. Take the quiz to find your routine.'],
    [
      es.cartEmpty({ quizLink: 'Haz el cuestionario' }),
      'Tu carrito está vacío. Haz el cuestionario para encontrar tu rutina.',
    ],
    [en.lineDetail({ detail: 'Every 9 Weeks', quantity: 2 }), 'Every 9 Weeks · Quantity 2'],
    [es.lineDetail({ detail: 'Every 9 Weeks', quantity: 2 }), 'Every 9 Weeks · Cantidad: 2'],
    [en.eGiftTo({ name: 'Alex', email: 'a@example.com', from: 'Sam' }), 'To Alex (a@example.com), from Sam'],
    [
      es.eGiftTo({ name: 'Alex', email: 'a@example.com', from: 'Sam' }),
      'Para Alex (a@example.com), de parte de Sam',
    ],
    // spec §9 "E-gift email is sent at 8 AM Eastern on the chosen date"
    [
      en.eGiftWhen({ day: 'Tuesday, December 15, 2026', hour: 8 }),
      'Emailed Tuesday, December 15, 2026 at 8 AM ET',
    ],
    [
      es.eGiftWhen({ day: 'martes, 15 de diciembre de 2026', hour: 8 }),
      'Se enviará por correo electrónico el martes, 15 de diciembre de 2026 a las 8 a.m. (hora del Este)',
    ],
    [en.eGiftMessage({ message: 'Enjoy!' }), 'Message: “Enjoy!”'],
    [es.eGiftMessage({ message: 'Enjoy!' }), 'Mensaje: “Enjoy!”'],
    [en.discount({ code: 'SET3' }), 'Discount (SET3)'],
    [es.discount({ code: 'SET3' }), 'Descuento (SET3)'],
    [
      en.giftCardPays({ card: 'Gift card ending WXYZ', amount: '$10', balance: '$75' }),
      'Gift card ending WXYZ: pays $10 of its $75',
    ],
    [
      es.giftCardPays({ card: 'Gift card ending WXYZ', amount: '$10', balance: '$75' }),
      'Gift card ending WXYZ: paga $10 de su saldo de $75',
    ],
    [en.removeGiftCard({ card: 'Gift card ending WXYZ' }), 'Remove Gift card ending WXYZ'],
    [es.removeGiftCard({ card: 'Gift card ending WXYZ' }), 'Eliminar Gift card ending WXYZ'],
    [en.cartUpdated({ total: '$44' }), 'Cart updated. Total $44.'],
    [es.cartUpdated({ total: '$44' }), 'Carrito actualizado. Total: $44.'],
    [en.giftCardApplied({ amount: '$34' }), 'Gift card applied. Amount due $34.'],
    [es.giftCardApplied({ amount: '$34' }), 'Se aplicó la tarjeta de regalo. Monto a pagar: $34.'],
    [
      en.giftCardRemoved({ card: 'Gift card ending WXYZ', amount: '$44' }),
      'Gift card ending WXYZ removed. Amount due $44.',
    ],
    [
      es.giftCardRemoved({ card: 'Gift card ending WXYZ', amount: '$44' }),
      'Se eliminó Gift card ending WXYZ. Monto a pagar: $44.',
    ],
    [en.orderReceived({ orderId: '1001' }), 'Thank you. Your order #1001 has been received.'],
    [es.orderReceived({ orderId: '1001' }), 'Gracias. Recibimos tu pedido n.º 1001.'],
    [en.orderPlaced({ date: 'December 14, 2026 at 12:00 PM' }), 'Placed December 14, 2026 at 12:00 PM ET.'],
    [
      es.orderPlaced({ date: '14 de diciembre de 2026 a las 12:00 p.m.' }),
      'Realizado el 14 de diciembre de 2026 a las 12:00 p.m. (hora del Este).',
    ],
    [en.orderConfirmationTo({ email: 's@example.com' }), 'A confirmation goes to s@example.com.'],
    [es.orderConfirmationTo({ email: 's@example.com' }), 'Enviaremos una confirmación a s@example.com.'],
    [en.orderLinesLabel({ orderId: '1002' }), 'Items in order #1002'],
    [es.orderLinesLabel({ orderId: '1002' }), 'Artículos del pedido n.º 1002'],
    [en.eGiftFor({ name: 'Alex' }), 'For Alex: '],
    [es.eGiftFor({ name: 'Alex' }), 'Para Alex: '],
    [en.eGiftSent({ email: 'a@example.com' }), 'Sent to a@example.com.'],
    [es.eGiftSent({ email: 'a@example.com' }), 'Se envió a a@example.com.'],
    [en.eGiftRetrying({ email: 'a@example.com' }), 'Sending to a@example.com is being retried.'],
    [es.eGiftRetrying({ email: 'a@example.com' }), 'Se está reintentando el envío a a@example.com.'],
    [
      en.eGiftScheduled({ day: 'Tuesday, December 15, 2026', hour: 8, email: 'a@example.com' }),
      'Emailed Tuesday, December 15, 2026 at 8 AM ET to a@example.com.',
    ],
    [
      es.eGiftScheduled({ day: 'martes, 15 de diciembre de 2026', hour: 8, email: 'a@example.com' }),
      'Se enviará por correo electrónico a a@example.com el martes, 15 de diciembre de 2026 a las 8 a.m. (hora del Este).',
    ],
    [
      en.eGiftScheduledNow({ email: 'a@example.com' }),
      'Emailed as soon as the order is placed to a@example.com.',
    ],
    [
      es.eGiftScheduledNow({ email: 'a@example.com' }),
      'Se enviará por correo electrónico a a@example.com en cuanto se realice el pedido.',
    ],
    [
      en.eGiftPending({ email: 'b@example.com' }),
      'Waiting for your confirmation (see your email) to send it to b@example.com.',
    ],
    [
      es.eGiftPending({ email: 'b@example.com' }),
      'Esperando tu confirmación (revisa tu correo electrónico) para enviarla a b@example.com.',
    ],
    [en.newDateLabel({ name: 'Alex' }), 'New date for Alex’s e-gift'],
    [es.newDateLabel({ name: 'Alex' }), 'Nueva fecha para la tarjeta de regalo electrónica de Alex'],
    [en.dateNow({ day: 'Tuesday, December 15, 2026' }), 'Now Tuesday, December 15, 2026.'],
    [
      es.dateNow({ day: 'martes, 15 de diciembre de 2026' }),
      'Fecha actual: martes, 15 de diciembre de 2026.',
    ],
    [en.dateHint({ hour: 8 }), 'It is emailed at 8 AM ET on the day you choose.'],
    [
      es.dateHint({ hour: 8 }),
      'Se envía por correo electrónico a las 8 a.m. (hora del Este) del día que elijas.',
    ],
    [en.resendLabel({ name: 'Alex' }), 'Send Alex’s e-gift again to'],
    [es.resendLabel({ name: 'Alex' }), 'Volver a enviar la tarjeta de regalo electrónica de Alex a'],
    [en.dateChanged({ name: 'Alex' }), 'The e-gift for Alex now goes out on the new date.'],
    [
      es.dateChanged({ name: 'Alex' }),
      'La tarjeta de regalo electrónica para Alex ahora se enviará en la nueva fecha.',
    ],
    [
      en.resendConfirm({ email: 's@example.com', name: 'Alex', to: 'b@example.com' }),
      'We emailed s@example.com a link to confirm sending the e-gift for Alex to b@example.com.',
    ],
    [
      es.resendConfirm({ email: 's@example.com', name: 'Alex', to: 'b@example.com' }),
      'Enviamos a s@example.com un enlace para confirmar el envío de la tarjeta de regalo electrónica para Alex a b@example.com.',
    ],
    [
      en.resendConfirmYou({ name: 'Alex', to: 'b@example.com' }),
      'We emailed you a link to confirm sending the e-gift for Alex to b@example.com.',
    ],
    [
      es.resendConfirmYou({ name: 'Alex', to: 'b@example.com' }),
      'Te enviamos por correo electrónico un enlace para confirmar el envío de la tarjeta de regalo electrónica para Alex a b@example.com.',
    ],
    [
      en.resent({ name: 'Alex', email: 'a@example.com' }),
      'The e-gift for Alex is being sent again to a@example.com.',
    ],
    [
      es.resent({ name: 'Alex', email: 'a@example.com' }),
      'La tarjeta de regalo electrónica para Alex se está volviendo a enviar a a@example.com.',
    ],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});
