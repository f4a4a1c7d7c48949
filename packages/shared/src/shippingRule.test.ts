import { describe, expect, it } from 'vitest';
import { priceFormat } from './format/price.ts';
import { type Shipping, type ShippingLine, shippingNote, shippingOf } from './shippingRule.ts';
import en from './shop/messages/en-US.ts';
import es from './shop/messages/es-US.ts';

// spec §9 "spend $25 or subscribe" with docs/decisions/0116 (e-gift cards ship nothing and do not count
// toward the $25): the one rule the checkout's sums and the cart drawer's note both read.
const once = (dollars: number): ShippingLine => ({ cents: dollars * 100, cadence: 0, eGift: false });
const every = (weeks: number, dollars: number): ShippingLine => ({
  cents: dollars * 100,
  cadence: weeks,
  eGift: false,
});
const eGift = (dollars: number): ShippingLine => ({ cents: dollars * 100, cadence: 0, eGift: true });

describe('shippingOf (spec §9, docs/decisions/0116)', () => {
  it.each<[string, ShippingLine[], number, Shipping]>([
    ['an empty cart', [], 0, 'empty'],
    ['once, under $25', [once(19)], 0, 'charged'],
    ['once, exactly $25', [once(25)], 0, 'free'],
    ['once, a cent under $25', [{ cents: 2499, cadence: 0, eGift: false }], 0, 'charged'],
    ['a subscription under $25', [every(4, 15)], 0, 'free'],
    ['a coupon takes the spend under $25', [once(28)], 500, 'charged'],
    ['a coupon leaves $25', [once(30)], 500, 'free'],
    ['a coupon larger than the spend', [once(15)], 2000, 'charged'],
    ['an e-gift card alone', [eGift(50)], 0, 'nothing-ships'],
    ['two e-gift cards alone', [eGift(50), eGift(100)], 0, 'nothing-ships'],
    ['an e-gift card does not count toward the $25', [eGift(100), once(19)], 0, 'charged'],
    ['an e-gift card beside $25 of goods', [eGift(100), once(25)], 0, 'free'],
    ['an e-gift card beside a subscription', [eGift(25), every(8, 10)], 0, 'free'],
  ])('%s', (_, lines, discountCents, shipping) => {
    expect(shippingOf(lines, discountCents)).toBe(shipping);
  });
});

describe('shippingNote: the one note the cart drawer and the checkout show (spec §9, docs/decisions/0116)', () => {
  it.each<[Shipping, string]>([
    ['empty', 'Spend $25 or subscribe for free shipping'],
    ['charged', 'Spend $25 or subscribe for free shipping'],
    ['free', 'Your order ships free.'],
    ['nothing-ships', 'Nothing to ship: e-gift cards arrive by email.'],
  ])('%s', (shipping, note) => {
    expect(shippingNote(shipping, en, priceFormat('en-US', 'USD'))).toBe(note);
  });

  // issue 43: in the shop's Spanish, and the spend in the store's currency.
  it.each<[Shipping, string, string]>([
    ['charged', 'USD', 'Gasta $25 o suscríbete y el envío es gratis'],
    ['charged', 'EUR', 'Gasta EUR\u00a025 o suscríbete y el envío es gratis'],
    ['free', 'USD', 'Tu pedido tiene envío gratis.'],
    ['nothing-ships', 'USD', 'Nada que enviar: las tarjetas de regalo electrónicas llegan por correo.'],
  ])('es-US %s in %s', (shipping, currency, note) => {
    expect(shippingNote(shipping, es, priceFormat('es-US', currency))).toBe(note);
  });

  it('writes the spend in euros for a store in euros (en-US)', () => {
    expect(shippingNote('charged', en, priceFormat('en-US', 'EUR'))).toBe(
      'Spend €25 or subscribe for free shipping',
    );
  });
});
