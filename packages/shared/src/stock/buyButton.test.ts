import { describe, expect, it } from 'vitest';
import { cartLineFields } from '../cartAnalytics.ts';
import type { StockStatus } from '../contract/products.ts';
import { priceFormat } from '../format/price.ts';
import en from '../shop/messages/en-US.ts';
import es from '../shop/messages/es-US.ts';
import { cartItem, cartListing } from '../test/cartFixture.ts';
import { boughtLineFields, buyButtonState } from './buyButton.ts';

/** spec §4 and §9, as the free shipping/returns note says them (docs/decisions/0029). */
const FREE_SHIPPING_RETURNS_NOTE = 'FREE SHIPPING ON ORDERS OF $25+ · FREE RETURNS WITHIN 30 DAYS';

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
      expect(buyButtonState(status, price, en, priceFormat('en-US', 'USD'))).toEqual({
        label,
        disabled,
        note,
      });
    },
  );

  // docs/decisions/0210: in es-US, the shop catalog's words (0211).
  it.each([
    ['outofstock', 'AGOTADO', 'ENVÍO GRATIS EN PEDIDOS DE $25 O MÁS · DEVOLUCIONES GRATIS EN 30 DÍAS'],
    ['instock', 'PAGAR - $48', 'ENVÍO GRATIS EN PEDIDOS DE $25 O MÁS · DEVOLUCIONES GRATIS EN 30 DÍAS'],
    ['onbackorder', 'PAGAR - $48', 'EL PRÓXIMO LOTE SE ENVÍA EN 4 SEMANAS'],
  ] as const)('%s in es-US: %j, %j', (status, label, note) => {
    expect(buyButtonState(status, 48, es, priceFormat('es-US', 'USD'))).toMatchObject({ label, note });
  });

  // issue 43 item 4: the price and the spend in the store's currency, written by the locale (es-US
  // writes the euro's code, with a no-break space, as CLDR has it).
  it.each([
    ['en-US', en, 'CHECKOUT - €48', 'FREE SHIPPING ON ORDERS OF €25+ · FREE RETURNS WITHIN 30 DAYS'],
    [
      'es-US',
      es,
      'PAGAR - EUR\u00a048',
      'ENVÍO GRATIS EN PEDIDOS DE EUR\u00a025 O MÁS · DEVOLUCIONES GRATIS EN 30 DÍAS',
    ],
  ] as const)('in EUR, %s: %j, %j', (locale, m, label, note) => {
    expect(buyButtonState('instock', 48, m, priceFormat(locale, 'EUR'))).toMatchObject({ label, note });
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
