import { describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { bodySynthetic, product } from '../test/resultsFixture.ts';
import { bathroomHeading, bathroomPrices } from './bathroomModule.ts';

describe('bathroomHeading (spec §2 "\'{name} Essentials\'")', () => {
  it.each([
    ['Sam', 'Sam Essentials', 'Esenciales de Sam'],
    ['  Alex ', 'Alex Essentials', 'Esenciales de Alex'],
    ['', 'Your Essentials', 'Tus esenciales'],
  ])('%j → %s, %s', (name, english, spanish) => {
    expect(bathroomHeading(name, en)).toBe(english);
    expect(bathroomHeading(name, es)).toBe(spanish);
  });
});

// docs/decisions/0010: the original is the same subscription prices the discount is taken from, so
// original − discounted is exactly the discount.
describe('bathroomPrices (spec §2 "a struck-through original price and the discounted price")', () => {
  const products = [product(), bodySynthetic()];
  const module = (ids: number[], discount: number, subscription = true) => ({
    products: ids.map((productId) => ({ productId, image: `${productId}.svg`, subscription })),
    discount,
  });
  it.each([
    [
      'sets and items are found by productId; subscriptions 34 + 15, 10 % off each',
      [201, 106],
      10,
      { original: 49, discounted: 44.1 },
    ],
    [
      'items of a set by subscription: cleanser 17 + lotion 17 + body lotion 19, 20 % off',
      [101, 102, 107],
      20,
      { original: 53, discounted: 42.4 },
    ],
    ['no discount: no saving, the subscription price', [201], 0, { original: 34, discounted: 34 }],
    ['a discount above 100 is clamped', [201], 150, { original: 34, discounted: 0 }],
    ['a negative discount is clamped', [201], -10, { original: 34, discounted: 34 }],
    [
      'each product rounded to cents, as the store charges it (17 × 0.67)',
      [101],
      33,
      { original: 17, discounted: 11.39 },
    ],
    [
      'three 15 % subscriptions, as the store charges them: 15 + 15 + 17 → 12.75 + 12.75 + 14.45',
      [106, 106, 101],
      15,
      { original: 47, discounted: 39.95 },
    ],
  ])('%s', (_, ids, discount, expected) => {
    expect(bathroomPrices(module(ids, discount), products)).toEqual(expected);
  });
  it.each([
    [[106, 106, 101], 15],
    [[201, 106], 10],
    [[101, 102, 107], 20],
  ])('the saving shown (original − discounted) is the discount given: %j at %i %%', (ids, discount) => {
    const prices = bathroomPrices(module(ids, discount), products)!;
    const given = ids.reduce((total, id) => {
      const price = [...products, ...products.flatMap((p) => p.products)].find((p) => p.id === id)!.price
        .subscription!;
      return total + (price - Math.round(price * (100 - discount)) / 100);
    }, 0);
    expect(Math.round((prices.original - prices.discounted) * 100)).toBe(Math.round(given * 100));
  });
  it('a product not sold by subscription in the module is discounted from its once price', () => {
    expect(bathroomPrices(module([101], 10, false), products)).toEqual({ original: 19, discounted: 17.1 });
  });
  it.each([
    ['a product unknown to the results state', [201, 999]],
    ['no products', []],
  ])('no prices for %s', (_, ids) => {
    expect(bathroomPrices(module(ids, 10), products)).toBeNull();
  });
});
