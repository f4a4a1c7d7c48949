import { catalogMessages, type ShopMessages, shopMessages } from '@pc/shared';
import type { CartItem } from '@pc/shared/contract';
import { priceFormat } from '@pc/shared/format';
import { E_GIFT_CATEGORY } from '@pc/shared/shipping';
import { cartItem, cartListing } from '@pc/shared/test';
import { describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { changeAnnouncement, lineView, shippingNote } from './cartView.ts';

const shopEn = catalogMessages(shopMessages, 'en-US') as ShopMessages;
const shopEs = (await catalogMessages(shopMessages, 'es-US')) as ShopMessages;
const view = (line: CartItem) => lineView(line, shopEn, priceFormat('en-US', 'USD'));

// spec §9's notes, in the shop's words (its en-US catalog).
const FREE_SHIPPING_NOTE = 'Spend $25 or subscribe for free shipping';
const SHIPS_FREE = 'Your order ships free.';
const NOTHING_SHIPS = 'Nothing to ship: e-gift cards arrive by email.';

describe('<pc-cart> view model (docs/decisions/0124)', () => {
  it.each([
    ['an empty cart', [], FREE_SHIPPING_NOTE],
    ['$24.99 bought once', [cartItem({ price: 24.99, cadence: 0, quantity: 1 })], FREE_SHIPPING_NOTE],
    ['$25 bought once (spec §9 spend $25)', [cartItem({ price: 12.5, cadence: 0, quantity: 2 })], SHIPS_FREE],
    ['$10 subscribed (spec §9 or subscribe)', [cartItem({ price: 10, cadence: 4, quantity: 1 })], SHIPS_FREE],
    [
      'an e-gift card alone (decision 0116)',
      [cartItem({ price: 50, category: E_GIFT_CATEGORY })],
      NOTHING_SHIPS,
    ],
    [
      '$50 e-gift card and a $10 cream: the card does not count toward the $25',
      [cartItem({ price: 50, category: E_GIFT_CATEGORY }), cartItem({ key: 'c', price: 10, cadence: 0 })],
      FREE_SHIPPING_NOTE,
    ],
  ])('says the shipping note for %s', (_name, items, note) =>
    expect(shippingNote(cartListing(items), shopEn, priceFormat('en-US', 'USD'))).toBe(note),
  );

  it('shows a line with its cadence, total, unit price and limit', () => {
    expect(
      view(cartItem({ key: 'k', name: 'Hand Cream', price: 9.99, quantity: 3, cadence: 6 })),
    ).toMatchObject({
      key: 'k',
      detail: 'Every 6 Weeks',
      recipient: null,
      price: '$29.97',
      unitPrice: '$9.99',
      quantity: 3,
      max: 10,
      note: null,
    });
  });

  it('says whom an e-gift card line is for (the drawer says "E-gift card for …" in its place)', () => {
    const giftCard = {
      to: 'ana@example.com',
      recipientName: 'Ana',
      from: 'Sam',
      message: '',
      deliveryDate: '',
    };
    expect(view(cartItem({ category: E_GIFT_CATEGORY, cadence: 0, giftCard }))).toMatchObject({
      detail: 'One-time purchase',
      recipient: 'Ana',
    });
  });

  it('explains the one tailored order on a tailored line (spec §4)', () => {
    expect(view(cartItem({ surveyLogId: 'log-1', cadence: 0, quantity: 1 }))).toMatchObject({
      detail: 'One-time purchase',
      unitPrice: null,
      max: 1,
      note: 'Tailored to your quiz: one tailored order at a time.',
    });
    // In the page's language (decision 0219), as every word of the line.
    const tailored = cartItem({ surveyLogId: 'log-1', cadence: 0, quantity: 1 });
    expect(lineView(tailored, shopEs, priceFormat('es-US', 'USD')).note).toBe(
      'Personalizado según tu cuestionario: un pedido personalizado a la vez.',
    );
  });

  // What the live region says after a change (docs/decisions/0210: in the element's locale).
  it.each([
    ['Hand Cream', 0, 'Hand Cream removed from your cart.', 'Hand Cream se eliminó de tu carrito.'],
    ['Hand Cream', 2, 'Hand Cream: quantity 2.', 'Hand Cream: cantidad 2.'],
  ])('announces %s set to %i', (name, quantity, english, spanish) => {
    expect(changeAnnouncement({ name, quantity }, en)).toBe(english);
    expect(changeAnnouncement({ name, quantity }, es)).toBe(spanish);
  });
});

// issue 43: a line's cadence in the shop's words and its prices in the store's currency.
describe('<pc-cart> line in es-US and in euros', () => {
  it.each([
    ['es-US', 'USD', 6, 'Cada 6 semanas', '$29.97', '$9.99'],
    ['es-US', 'EUR', 1, 'Cada semana', 'EUR\u00a029.97', 'EUR\u00a09.99'],
    ['en-US', 'EUR', 6, 'Every 6 Weeks', '€29.97', '€9.99'],
  ] as const)(
    '%s in %s, every %i weeks: %j, %j, %j',
    (locale, currency, cadence, detail, price, unitPrice) => {
      const m = locale === 'es-US' ? shopEs : shopEn;
      expect(
        lineView(cartItem({ price: 9.99, quantity: 3, cadence }), m, priceFormat(locale, currency)),
      ).toMatchObject({ detail, price, unitPrice });
    },
  );

  it('says a line bought once in Spanish', () => {
    expect(lineView(cartItem({ cadence: 0 }), shopEs, priceFormat('es-US', 'USD')).detail).toBe(
      'Compra única',
    );
  });
});
