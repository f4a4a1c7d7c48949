import { describe, expect, it } from 'vitest';
import { cartLineDetails, cartLineText, cartSummaryText, parseCartAnswer } from './cart.ts';

const item = (fields: Record<string, unknown>) => ({
  name: 'Face Set',
  sku: 'face-set',
  quantity: 1,
  price: 34,
  cadence: 9,
  ...fields,
});

describe('parseCartAnswer', () => {
  it.each([
    ['not JSON', null],
    ['a failure', { success: false, data: { items: [] } }],
    ['no items', { success: true, data: {} }],
    ['items not a list', { success: true, data: { items: {} } }],
  ])('%s → null', (_, body) => {
    expect(parseCartAnswer(body)).toBeNull();
  });

  it('reads lines, count and subtotal', () => {
    const cart = parseCartAnswer({
      success: true,
      data: {
        items: [item({}), item({ name: 'Hand Set', sku: 'hand-set', price: 28, cadence: 0, quantity: 2 })],
        count: 3,
        subtotal: 90,
      },
    });
    expect(cart?.lines.map(cartLineText)).toEqual(['Face Set × 1', 'Hand Set × 2']);
    expect(cart?.count).toBe(3);
    expect(cart && cartSummaryText(cart)).toBe('3 items, subtotal $90.00');
  });

  it('derives count and subtotal when the answer leaves them out', () => {
    const cart = parseCartAnswer({ success: true, data: { items: [item({ quantity: 2 })] } });
    expect(cart?.count).toBe(2);
    expect(cart?.subtotal).toBe(68);
  });
});

describe('cart line texts', () => {
  it.each([
    [item({}), 'face-set · $34.00 · every 9 weeks'],
    [item({ cadence: 1 }), 'face-set · $34.00 · every 1 week'],
    [item({ cadence: 0, price: 50, sku: '' }), '$50.00 · once'],
  ])('%o → %s', (raw, expected) => {
    const line = parseCartAnswer({ success: true, data: { items: [raw] } })?.lines[0];
    expect(line && cartLineDetails(line)).toBe(expected);
  });

  it('says when the cart is empty', () => {
    expect(cartSummaryText({ lines: [], count: 0, subtotal: 0 })).toBe('Cart is empty');
  });
});
