import { describe, expect, it } from 'vitest';
import { cartLineFields, productAddedProperties, removedLines } from './cartAnalytics.ts';
import { cartItem, cartListing } from './test/cartFixture.ts';

// spec §7 analytics 'Product Removed': what left the cart between two listings.

const a = cartItem({ key: 'a', quantity: 1 });
const b = cartItem({ key: 'b', quantity: 3, name: 'Hair Set' });

describe('removedLines', () => {
  it.each([
    [
      'a cleared cart: every line, each with its quantity',
      [a, b],
      [],
      [
        ['a', 1],
        ['b', 3],
      ],
    ],
    ['nothing removed', [a, b], [a, b], []],
    ['an add (a new line, one more of a line)', [a], [{ ...a, quantity: 2 }, b], []],
    ['a line gone', [a, b], [b], [['a', 1]]],
    ['a quantity lowered: the units removed', [a, b], [a, { ...b, quantity: 1 }], [['b', 2]]],
    ['an empty cart before', [], [a], []],
  ])('%s', (_, before, after, expected) => {
    expect(
      removedLines(cartListing(before), cartListing(after)).map(({ line, quantity }) => [line.key, quantity]),
    ).toEqual(expected);
  });
});

// spec §7 analytics 'Product Added': what one of this tab's adds reports.
describe('productAddedProperties', () => {
  const candle = cartItem({ key: 'c', variationId: 7, source: 'landing-page', position: 4, name: 'Big Sur' });
  const sameCandleElsewhere = cartItem({ key: 'd', variationId: 7, source: 'lp-launch', position: 3 });
  const shown = { ...cartLineFields(candle, 1), price: 30, bundle_type: 'synthetic' };
  const request = { productId: 12, variationId: 7, source: 'landing-page' as const, position: 4 };

  it.each([
    ['the properties the element gave, as given', { request, properties: shown }, [candle], shown],
    [
      'else the line the store made for the request (its variation, source and position), one unit',
      { request },
      [{ ...candle, quantity: 2 }, sameCandleElsewhere],
      cartLineFields(candle, 1),
    ],
    ['no line for the request: nothing', { request }, [sameCandleElsewhere], undefined],
    [
      'the bathroom module: its products at once, as given',
      { properties: { source: 'bathroom-module' as const, product_ids: [5, 6], survey_log_id: 'log-1' } },
      [],
      { source: 'bathroom-module', product_ids: [5, 6], survey_log_id: 'log-1' },
    ],
    ['a change that is no add of a product (a cross-sell action): nothing', {}, [candle], undefined],
  ])('%s', (_, added, lines, expected) => {
    expect(productAddedProperties(added, cartListing(lines))).toEqual(expected);
  });
});
