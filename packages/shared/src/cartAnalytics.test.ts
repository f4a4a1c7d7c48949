import { describe, expect, it } from 'vitest';
import { removedLines } from './cartAnalytics.ts';
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
