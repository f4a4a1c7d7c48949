import { describe, expect, it } from 'vitest';
import { cartLineFields } from '../cartAnalytics.ts';
import type { StockStatus } from '../contract/products.ts';
import { cartItem, cartListing } from '../test/cartFixture.ts';
import { BACKORDER_NOTE, boughtLineFields, buyButtonState, FREE_SHIPPING_RETURNS_NOTE } from './buyButton.ts';

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

// spec §7 analytics 'Product Added' for a buy button's add: the line the store made for the request.
describe('boughtLineFields', () => {
  const candle = cartItem({ key: 'c', variationId: 7, source: 'landing-page', position: 4, name: 'Big Sur' });
  const sameCandleElsewhere = cartItem({ key: 'd', variationId: 7, source: 'lp-launch', position: 3 });
  const request = { productId: 12, variationId: 7, source: 'landing-page' as const, position: 4 };
  it.each([
    [
      'the line of its variation, source and position, one unit',
      [{ ...candle, quantity: 2 }, sameCandleElsewhere],
      cartLineFields(candle, 1),
    ],
    ['no such line: nothing', [sameCandleElsewhere], undefined],
  ])('%s', (_, lines, expected) => {
    expect(boughtLineFields(request)(cartListing(lines))).toEqual(expected);
  });
});
