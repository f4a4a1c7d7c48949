import { describe, expect, it } from 'vitest';
import { bodySynthetic, product } from '../test/resultsFixture.ts';
import { bathroomHeading, bathroomPrices } from './bathroomModule.ts';

describe('bathroomHeading (spec §2 "\'{name} Essentials\'")', () => {
  it.each([
    ['Sam', 'Sam Essentials'],
    ['  Alex ', 'Alex Essentials'],
    ['', 'Your Essentials'],
  ])('%j → %s', (name, heading) => {
    expect(bathroomHeading(name)).toBe(heading);
  });
});

describe('bathroomPrices (spec §2 "a struck-through original price and the discounted price")', () => {
  const products = [product(), bodySynthetic()];
  const module = (ids: number[], discount: number) => ({
    products: ids.map((productId) => ({ productId, image: `${productId}.svg`, subscription: true })),
    discount,
  });

  it.each([
    [
      'sets and items are found by productId; once prices summed (38 + 17)',
      [201, 106],
      10,
      { original: 55, discounted: 49.5 },
    ],
    [
      'items of a set: cleanser 19 + lotion 19 + body lotion 21',
      [101, 102, 107],
      20,
      { original: 59, discounted: 47.2 },
    ],
    ['no discount', [201], 0, { original: 38, discounted: 38 }],
    ['a discount above 100 is clamped', [201], 150, { original: 38, discounted: 0 }],
    ['a negative discount is clamped', [201], -10, { original: 38, discounted: 38 }],
    ['rounded to cents', [101], 33, { original: 19, discounted: 12.73 }],
  ])('%s', (_, ids, discount, expected) => {
    expect(bathroomPrices(module(ids, discount), products)).toEqual(expected);
  });

  it.each([
    ['a product unknown to the results state', [201, 999]],
    ['no products', []],
  ])('no prices for %s', (_, ids) => {
    expect(bathroomPrices(module(ids, 10), products)).toBeNull();
  });
});
