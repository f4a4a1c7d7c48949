import type { CartItem } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { cartLineDetails, cartLineText, cartSummaryText } from './cart.ts';

const item = (fields: Partial<CartItem>): CartItem => ({
  key: 'line-1',
  productId: 201,
  variationId: 0,
  name: 'Face Set',
  sku: 'face-set',
  category: 'face',
  quantity: 1,
  price: 34,
  cadence: 9,
  surveyLogId: null,
  source: null,
  position: null,
  bundle: [],
  giftCard: null,
  ...fields,
});

describe('cart texts of the QA panel', () => {
  it('names each line with its quantity, and sums the cart', () => {
    const lines = [item({}), item({ name: 'Hand Set', sku: 'hand-set', price: 28, cadence: 0, quantity: 2 })];
    expect(lines.map(cartLineText)).toEqual(['Face Set × 1', 'Hand Set × 2']);
    expect(cartSummaryText({ items: lines, count: 3, subtotal: 90 })).toBe('3 items, subtotal $90.00');
    expect(cartSummaryText({ items: [lines[0]!], count: 1, subtotal: 34 })).toBe('1 item, subtotal $34.00');
  });

  it.each([
    [item({}), 'face-set · $34.00 · every 9 weeks'],
    [item({ cadence: 1 }), 'face-set · $34.00 · every 1 week'],
    [item({ cadence: 0, price: 50, sku: '' }), '$50.00 · once'],
  ])('%o → %s', (line, expected) => {
    expect(cartLineDetails(line)).toBe(expected);
  });

  it('says when the cart is empty', () => {
    expect(cartSummaryText({ items: [], count: 0, subtotal: 0 })).toBe('Cart is empty');
  });
});
