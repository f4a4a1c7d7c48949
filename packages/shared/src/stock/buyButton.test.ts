import { describe, expect, it } from 'vitest';
import type { StockStatus } from '../contract/products.ts';
import { BACKORDER_NOTE, buyButtonState, FREE_SHIPPING_RETURNS_NOTE } from './buyButton.ts';

// spec §4 "Stock and buy button", one row per stock status of spec §3.
const CASES: [StockStatus, number, string, boolean, string][] = [
  // outofstock: disabled button 'SOLD OUT'; not on backorder, so the free shipping/returns note.
  ['outofstock', 48, 'SOLD OUT', true, FREE_SHIPPING_RETURNS_NOTE],
  // otherwise 'CHECKOUT - $' plus the price (whole dollars as the spec writes them).
  ['instock', 48, 'CHECKOUT - $48', false, FREE_SHIPPING_RETURNS_NOTE],
  ['instock', 19.5, 'CHECKOUT - $19.50', false, FREE_SHIPPING_RETURNS_NOTE],
  // onbackorder: footer note 'NEXT BATCH SHIPS IN 4 WEEKS', and still buyable.
  ['onbackorder', 48, 'CHECKOUT - $48', false, 'NEXT BATCH SHIPS IN 4 WEEKS'],
];

describe('buyButtonState (spec §4 Stock and buy button)', () => {
  it.each(CASES)(
    '%s at %d reads %j (disabled %s) with the note %j',
    (status, price, label, disabled, note) => {
      expect(buyButtonState(status, price)).toEqual({ label, disabled, note });
    },
  );

  it('spells the notes as spec §4 and §9 give them', () => {
    expect(BACKORDER_NOTE).toBe('NEXT BATCH SHIPS IN 4 WEEKS');
    expect(FREE_SHIPPING_RETURNS_NOTE).toBe('FREE SHIPPING ON ORDERS OF $25+ · FREE RETURNS WITHIN 30 DAYS');
  });
});
