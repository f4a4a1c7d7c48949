import type { ResultsSubProduct } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { bodySynthetic, cologneSet, product, subProduct } from '../test/resultsFixture.ts';
import { cartProductId, lineChoice } from './addToCartForms.ts';
import {
  chooseItemCadence,
  initialChoice,
  itemDeliveries,
  type PurchaseChoice,
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
    // A synthetic set also keeps each item's own default (decision 0016): body wash 4, body lotion 12.
    expect(initialChoice(bodySynthetic({ isSubscription: true }))).toEqual({
      isSubscription: true,
      cadence: 4,
      selected: 0,
      itemCadences: [4, 12],
    });
    expect(initialChoice(product())).not.toHaveProperty('itemCadences');
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

// spec §9 "Default subscription cadences: 9 weeks (face and shampoo), 10 (conditioner, deodorant),
// 4 (body wash), 12 (body lotion)". A set's cadence choice never silently ships an item at another
// item's cadence (decision 0016).
describe('each item of a set ships at a cadence the card shows (decision 0016)', () => {
  const named = (name: string, category: string) =>
    subProduct({ name, category, sku: '', cadence: 0, recommendedCadence: 0 });
  const bodyBundle = product({
    name: 'Body Set',
    category: 'body',
    bundleType: 'bundle',
    products: [named('Deodorant', 'body'), named('Body Wash', 'body'), named('Body Lotion', 'body')],
  });
  const synthetic = bodySynthetic();
  const [wash, lotion] = synthetic.products as [ResultsSubProduct, ResultsSubProduct];
  const subscribed = (cadence: number, extra: Partial<PurchaseChoice> = {}): PurchaseChoice => ({
    isSubscription: true,
    cadence,
    selected: 0,
    ...extra,
  });

  it.each([
    ['synthetic: body wash at its own 4', synthetic, subscribed(4), wash, 4],
    ['synthetic: body lotion at its own 12, not the body wash 4', synthetic, subscribed(4), lotion, 12],
    ['synthetic: a chosen item cadence', synthetic, subscribed(4, { itemCadences: [4, 8] }), lotion, 8],
    ['synthetic, one item chosen: the card cadence', synthetic, subscribed(6, { selected: 2 }), lotion, 6],
    ['bundle: one line, the card cadence', bodyBundle, subscribed(4), bodyBundle, 4],
  ])('lineChoice, %s', (_, set, choice, item, weeks) => {
    expect(lineChoice(set, choice, item).cadence).toBe(weeks);
  });

  it.each([
    [
      'a bundle is one box at the card cadence; each item shows its own §9 default beside it',
      bodyBundle,
      subscribed(4),
      [
        ['Deodorant', 4, 10],
        ['Body Wash', 4, 4],
        ['Body Lotion', 4, 12],
      ],
    ],
    [
      'a synthetic set: each item at its own cadence',
      synthetic,
      subscribed(4),
      [
        ['Body Wash', 4, 4],
        ['Body Lotion', 12, 12],
      ],
    ],
    [
      'bought once: nothing ships by subscription',
      synthetic,
      { ...subscribed(4), isSubscription: false },
      [],
    ],
    ['one item chosen: the card cadence select says it', synthetic, subscribed(4, { selected: 1 }), []],
    [
      'promo and once-only items are not delivered',
      cologneSet({ hasSubscription: true, price: { once: 100, subscription: 90 } }),
      subscribed(8),
      [],
    ],
  ])('itemDeliveries: %s', (_, set, choice, rows) => {
    expect(itemDeliveries(set, choice).map((row) => [row.name, row.weeks, row.ownWeeks])).toEqual(rows);
  });

  it("chooseItemCadence changes one synthetic item's cadence and keeps the others' defaults", () => {
    expect(chooseItemCadence(synthetic, subscribed(4), 1, 6).itemCadences).toEqual([4, 6]);
  });
});

describe('cartProductId (spec §7 add-to-cart; decision 0015)', () => {
  it.each([
    ['a product: its own id', product({ id: 201 }), 201],
    ['a card that is one variation (a candle): its parent', product({ id: 30102, parentId: 301 }), 301],
  ])('%s', (_, candidate, id) => {
    expect(cartProductId(candidate)).toBe(id);
  });
});
