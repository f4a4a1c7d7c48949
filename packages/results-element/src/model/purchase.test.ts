import { describe, expect, it } from 'vitest';
import { bodySynthetic, cologneSet, product, subProduct } from '../test/resultsFixture.ts';
import {
  initialChoice,
  priceFor,
  purchaseTarget,
  selectItem,
  selectionOptions,
  subscribes,
} from './purchase.ts';

describe('priceFor (spec §9 prices once/subscription; spec §3 sample sets)', () => {
  it.each([
    ['cleanser once 19', subProduct({ price: { once: 19, subscription: 17 } }), false, 19],
    ['cleanser subscription 17', subProduct({ price: { once: 19, subscription: 17 } }), true, 17],
    ['deodorant 17/15, subscribing', subProduct({ price: { once: 17, subscription: 15 } }), true, 15],
    ['Face Set 38 once', product(), false, 38],
    ['Face Set 34 subscription', product(), true, 34],
    ['Body Set 55 / 49', product({ price: { once: 55, subscription: 49 } }), true, 49],
    [
      'Hand Set 28 once only: subscribing still 28',
      product({ hasSubscription: false, price: { once: 28, subscription: null } }),
      true,
      28,
    ],
    ['Cologne Set once 100', cologneSet(), false, 100],
    [
      'hand cream 13 (no subscription price)',
      subProduct({ price: { once: 13, subscription: null } }),
      true,
      13,
    ],
    [
      'a subscription price without hasSubscription is not offered',
      subProduct({ hasSubscription: false }),
      true,
      19,
    ],
  ])('%s', (_, candidate, isSubscription, price) => {
    expect(priceFor(candidate, isSubscription)).toBe(price);
  });
});

describe('the set / individual selector (spec §3 selected: 0 = whole set, n = nth sub-product)', () => {
  const set = product({ selectIndividualProducts: true });

  it.each([
    [0, 'Face Set'],
    [1, 'Face Cleanser'],
    [2, 'Face Lotion'],
    [3, 'Face Set'],
  ])('selected %d targets %s', (selected, name) => {
    expect(purchaseTarget(set, selected).name).toBe(name);
  });

  it('offers the whole set and each non-promo item', () => {
    expect(selectionOptions(cologneSet())).toEqual([
      { value: 0, name: 'Cologne Set' },
      { value: 1, name: 'Work Cologne' },
      { value: 2, name: 'Play Cologne' },
    ]);
  });

  it.each([
    [
      "the server's selection when individual selection is allowed",
      { selectIndividualProducts: true, selected: 2 },
      2,
    ],
    [
      'the whole set when individual selection is not allowed',
      { selectIndividualProducts: false, selected: 2 },
      0,
    ],
    ['the whole set for an out-of-range selection', { selectIndividualProducts: true, selected: 9 }, 0],
  ])('initialChoice: %s', (_, fields, selected) => {
    expect(initialChoice(product(fields)).selected).toBe(selected);
  });

  it("initialChoice takes the server's isSubscription and the target's default cadence (spec §4, §9)", () => {
    expect(initialChoice(bodySynthetic({ isSubscription: true }))).toEqual({
      isSubscription: true,
      cadence: 4,
      selected: 0,
    });
    expect(initialChoice(cologneSet()).isSubscription).toBe(false);
  });

  it("selecting an item takes that item's default cadence (spec §4 'each product has a default')", () => {
    const body = bodySynthetic({ selectIndividualProducts: true });
    const chosen = selectItem(body, { isSubscription: true, cadence: 7, selected: 0 }, 2);
    expect(chosen).toEqual({ isSubscription: true, cadence: 12, selected: 2 });
  });

  it('subscribes only when the target offers a subscription', () => {
    const hand = product({ hasSubscription: false, price: { once: 28, subscription: null } });
    expect(subscribes(hand, { isSubscription: true, cadence: 9, selected: 0 })).toBe(false);
    expect(subscribes(product(), { isSubscription: true, cadence: 9, selected: 0 })).toBe(true);
  });
});
