import { describe, expect, it } from 'vitest';
import en from './en-US.ts';
import es from './es-US.ts';

// The cart's catalogs (docs/decisions/0210): en-US is the cart's words verbatim (spec §2 route table, the
// header cart; §9 shipping; decision 0124 where the spec is silent); es-US says the same.
describe('en-US (verbatim)', () => {
  it.each([
    [en.title, 'Your cart'],
    [en.close, 'Close cart'],
    [en.loading, 'Loading your cart…'],
    [en.empty, 'Your cart is empty.'],
    [en.linesLabel, 'Items in your cart'],
    [en.remove, 'Remove'],
    [en.subtotal, 'Subtotal'],
    [en.checkout, 'Checkout'],
    [en.changeFailed, 'Your cart could not be changed. Please try again.'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('the badge’s accessible name (its visible text is the count alone)', () => {
  it.each([
    [0, 'Cart, 0 items', 'Carrito, 0 artículos'],
    [1, 'Cart, 1 item', 'Carrito, 1 artículo'],
    [3, 'Cart, 3 items', 'Carrito, 3 artículos'],
    [1200, 'Cart, 1,200 items', 'Carrito, 1,200 artículos'],
  ])('%i: %j, %j', (count, english, spanish) => {
    expect(en.badgeLabel({ count })).toBe(english);
    expect(es.badgeLabel({ count })).toBe(spanish);
  });
});

describe('a line', () => {
  it.each([
    [en.eGiftFor({ recipient: 'Ana' }), 'E-gift card for Ana'],
    [es.eGiftFor({ recipient: 'Ana' }), 'Tarjeta de regalo electrónica para Ana'],
    [en.unitPrice({ price: '$9.99' }), '$9.99 each'],
    [es.unitPrice({ price: '$9.99' }), '$9.99 cada uno'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('what the live region says after a change in the drawer', () => {
  it.each([
    [en.removed({ name: 'Hand Cream' }), 'Hand Cream removed from your cart.'],
    [es.removed({ name: 'Hand Cream' }), 'Hand Cream se eliminó de tu carrito.'],
    [en.quantityChanged({ name: 'Hand Cream', quantity: 2 }), 'Hand Cream: quantity 2.'],
    [es.quantityChanged({ name: 'Hand Cream', quantity: 2 }), 'Hand Cream: cantidad 2.'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});
