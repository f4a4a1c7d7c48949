import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type ResultsProduct, ResultsState } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EVERYTHING, resultsLog, seedCatalogue } from '../../test/resultsFixtures.ts';
import { ASSETS_DIR } from '../paths.ts';
import { candleResultsState } from './candleProducts.ts';
import { catalogueResultsState, resultsStateFromLog } from './resultsState.ts';

// spec §3 Results state and Results product from a stored survey log and the seeded catalogue;
// prices and cadences of spec §9.

const catalogue = seedCatalogue();
const NOW = new Date('2026-03-10T15:00:00Z');
const OWNER = { firstName: null, ownsLog: true };

const stateOf = (...args: Parameters<typeof resultsLog>) =>
  v.parse(
    ResultsState,
    resultsStateFromLog({ log: resultsLog(...args), catalogue, viewer: OWNER, now: NOW, locale: 'en-US' }),
  );
const visible = (products: readonly ResultsProduct[]) => products.filter((product) => !product.isHidden);
const byNav = (products: readonly ResultsProduct[], name: string) =>
  products.find((product) => product.navigationName === name)!;

describe('a self quiz that recommends every set', () => {
  const state = stateOf('self', EVERYTHING);
  const shown = visible(state.allProducts);

  it('shows the five sets in results order, with the seeded set ids', () => {
    expect(shown.map((p) => [p.navigationName, p.id, p.name, p.bundleType])).toEqual([
      ['Face', 201, 'Face Set', 'bundle'],
      ['Hair', 202, 'Hair Set', 'bundle'],
      ['Body', 203, 'Body Set', 'bundle'],
      ['Hands', 204, 'Hand Set', 'bundle'],
      ['Cologne', 205, 'Cologne Set', 'bundle'],
    ]);
    expect(state).toMatchObject({
      surveyLogId: 'log0000001',
      includeProductPrefix: true,
      showEmailCapture: true,
    });
  });

  // spec §3 sample product sets and spec §9 prices; self results start on subscription where offered.
  it.each([
    ['Face', { once: 38, subscription: 34 }, true, 9],
    ['Hair', { once: 38, subscription: 34 }, true, 9],
    ['Body', { once: 55, subscription: 49 }, true, 4],
    ['Hands', { once: 28, subscription: null }, false, 0],
    ['Cologne', { once: 100, subscription: null }, false, 0],
  ])('%s costs %j, subscription %s, every %i weeks', (nav, price, subscribed, cadence) => {
    const product = byNav(shown, nav);
    expect(product.price).toEqual(price);
    expect(product).toMatchObject({
      hasSubscription: price.subscription !== null,
      isSubscription: subscribed,
      cadence,
      recommendedCadence: cadence,
      selected: 0,
      selectIndividualProducts: true,
      checkoutOnAdd: false,
      isPromo: false,
      variationId: 0,
    });
  });

  // spec §9 default cadences and prices per item; the bundle form's item ids and attribute values.
  it.each([
    [
      'Face',
      [
        [101, 10102, 'Oil-Control Cleanser', 9011, 'formula', 'oil-control', 19, 17, 9],
        [102, 10202, 'Oil-Control Lotion', 9012, 'formula', 'oil-control', 19, 17, 9],
      ],
    ],
    [
      'Hair',
      [
        [103, 10303, 'Curly-Safe Shampoo', 9021, 'formula', 'curly_safe', 19, 17, 9],
        [104, 10403, 'Curly-Safe Conditioner', 9022, 'formula', 'curly_safe', 19, 17, 10],
      ],
    ],
    [
      'Body',
      [
        [105, 10501, 'Cedar Deodorant', 9031, 'formula', 'cedar', 17, 15, 10],
        [106, 10602, 'Hydrating Woodlime Body Wash', 9032, 'scent', 'bw-hydrating-woodlime', 17, 15, 4],
        [107, 10701, 'Body Lotion', 9033, 'formula', 'classic', 21, 19, 12],
      ],
    ],
    [
      'Hands',
      [
        [108, 10801, 'Hand Cream', 9041, 'formula', 'classic', 13, null, 0],
        [109, 10901, 'Hand Wash', 9042, 'formula', 'classic', 15, null, 0],
      ],
    ],
    [
      'Cologne',
      [
        [110, 11001, 'Work Cologne', 9051, 'scent', 'work', 50, null, 0],
        [111, 11101, 'Green & Airy Cologne', 9052, 'scent', 'green', 50, null, 0],
        [112, 11201, 'Free $25 Gift Card', 9053, 'value', '25', 0, null, 0],
      ],
    ],
  ] as const)('%s: sub-products with their own ids, prices and cadences', (nav, rows) => {
    const products = byNav(shown, nav).products;
    expect(
      products.map((p) => [
        p.id,
        p.variationId,
        p.name,
        p.bundleItemId,
        p.attributeName,
        p.bundleAttribute,
        p.price.once,
        p.price.subscription,
        p.cadence,
      ]),
    ).toEqual(rows);
  });

  it("marks the Cologne Set's free gift card as a promo without more info", () => {
    const [work, play, card] = byNav(shown, 'Cologne').products;
    expect([work!.isPromo, play!.isPromo, card!.isPromo]).toEqual([false, false, true]);
    expect(card!.hideMoreInfo).toBe(true);
    // spec §2: for cologne, made-with, made-without and formulated-in are hidden.
    expect(play).toMatchObject({ madeWith: '', madeWo: '', formulatedIn: '' });
    expect(play!.smellsLike).toContain('Fig leaf');
    expect(play!.createdBy).toBe('Clara Moreau, Perfumer, Grasse');
  });

  it('fills the more-info content of every item', () => {
    for (const product of shown) {
      for (const item of product.products.filter((p) => !p.isPromo)) {
        for (const field of [
          'short_desc',
          'description',
          'formula',
          'smellsLike',
          'createdBy',
          'fullIngredients',
        ] as const) {
          expect(item[field], `${item.name} ${field}`).not.toBe('');
        }
        if (item.category !== 'cologne') expect(item.madeWith, item.name).not.toBe('');
      }
    }
  });

  it('refers only to image files that exist under /assets', () => {
    const images = state.allProducts.flatMap((p) => [
      ...p.images,
      ...p.products.flatMap((item) => item.images),
    ]);
    expect(images.length).toBeGreaterThan(10);
    for (const image of images) {
      expect(image).toMatch(/^\/assets\//);
      expect(existsSync(join(ASSETS_DIR, image.slice('/assets/'.length))), image).toBe(true);
    }
  });

  it('ends with the bathroom module items, hidden, so the module can be priced', () => {
    const hidden = state.allProducts.filter((p) => p.isHidden);
    expect(hidden.map((p) => [p.id, p.bundleType, p.isSubscription, p.price, p.cadence])).toEqual([
      [106, 'none', true, { once: 17, subscription: 15 }, 4],
      [105, 'none', true, { once: 17, subscription: 15 }, 10],
      [103, 'none', true, { once: 19, subscription: 17 }, 9],
    ]);
  });
});

describe('other recommendation shapes', () => {
  it('a Body Set without deodorant is synthetic: id 0, the items priced on their own', () => {
    const body = byNav(visible(stateOf('self', { deo_freq: '4' }).allProducts), 'Body');
    expect(body).toMatchObject({
      id: 0,
      bundleType: 'synthetic',
      sku: 'BODY_SET-CUSTOM',
      price: { once: 38, subscription: 34 },
      cadence: 4,
    });
    expect(body.products.map((p) => [p.id, p.bundleItemId, p.attributeName, p.bundleAttribute])).toEqual([
      [106, null, null, null],
      [107, null, null, null],
    ]);
  });

  it('a bald self quiz with a hair need gets shampoo alone (bundleType none)', () => {
    const hair = byNav(
      visible(stateOf('self', { hair_type: 'bald', hair_freq: 'daily', hair_need: 'volume' }).allProducts),
      'Hair',
    );
    expect(hair).toMatchObject({
      id: 103,
      variationId: 10301,
      bundleType: 'none',
      products: [],
      price: { once: 19, subscription: 17 },
      cadence: 9,
      isSubscription: true,
    });
  });

  it('a gift quiz starts on buy once and drops the Your prefix', () => {
    const state = stateOf('gift', { relationship: '3', face_type: '0', name: ' Alex ' });
    expect(state).toMatchObject({ name: 'Alex', includeProductPrefix: false });
    expect(
      visible(state.allProducts).map((p) => [p.navigationName, p.isSubscription, p.hasSubscription]),
    ).toEqual([
      ['Face', false, true],
      ['Hands', false, false],
    ]);
  });

  it.each([
    ['showers twice a day', { deo_freq: '1', shower_freq: '3' }, 2],
    ['showers every few days', { deo_freq: '1', shower_freq: '0' }, 8],
  ])('body wash cadence follows the shower (%s)', (_case, answers, weeks) => {
    const body = byNav(visible(stateOf('self', answers).allProducts), 'Body');
    expect(body.products.find((p) => p.id === 106)!.cadence).toBe(weeks);
  });

  it('offers the classic wash when the tailored one is sold out (Sensitive Rise Up)', () => {
    const body = byNav(visible(stateOf('self', { deo_freq: '1', ideal_bw: 'gentle' }).allProducts), 'Body');
    expect(body.products.find((p) => p.id === 106)!.variationId).toBe(10601);
  });

  it('recommends again from the summary when the stored recommendation cannot be read', () => {
    const state = stateOf('self', { face_type: '1' }, { recommendation: { nonsense: true } });
    expect(visible(state.allProducts).map((p) => p.navigationName)).toEqual(['Face']);
  });

  // decision 0219: the navigation row in the page's language; a recommendation recorded before it named
  // its buttons in the store's English, and is shown in the page's language all the same.
  it.each([
    ['as recorded now', (log: ReturnType<typeof resultsLog>) => log.recommendation],
    [
      'as recorded before decision 0219',
      (log: ReturnType<typeof resultsLog>) => {
        const { products } = log.recommendation as { products: { navigation: string }[] };
        return {
          products: products.map(({ navigation, ...product }) => ({
            ...product,
            navigationName: { face: 'Face', hair: 'Hair', body: 'Body', hand: 'Hands', cologne: 'Cologne' }[
              navigation
            ],
          })),
        };
      },
    ],
  ])('names the navigation row in the page’s language, %s', (_name, recorded) => {
    const log = resultsLog('self', EVERYTHING);
    const named = (locale: 'en-US' | 'es-US') =>
      visible(
        resultsStateFromLog({
          log: { ...log, recommendation: recorded(log) },
          catalogue,
          viewer: OWNER,
          now: NOW,
          locale,
        }).allProducts,
      ).map((p) => p.navigationName);
    expect(named('en-US')).toEqual(['Face', 'Hair', 'Body', 'Hands', 'Cologne']);
    expect(named('es-US')).toEqual(['Rostro', 'Cabello', 'Cuerpo', 'Manos', 'Colonia']);
  });

  it('names the catalogue pages’ navigation row in the page’s language', () => {
    const state = catalogueResultsState({ catalogue, quizType: 'gift', now: NOW, name: '', locale: 'es-US' });
    expect(state.allProducts.map((p) => p.navigationName)).toEqual([
      'Rostro',
      'Cabello',
      'Cuerpo',
      'Manos',
      'Colonia',
    ]);
  });

  it('shows the sets when the quiz recommends nothing', () => {
    const state = stateOf('self', { name: 'Sam' });
    expect(visible(state.allProducts).map((p) => p.id)).toEqual([201, 202, 203, 204, 205]);
  });
});

describe('name and email capture', () => {
  const state = (
    type: 'self' | 'gift',
    answers: Record<string, string>,
    viewer: typeof OWNER | { firstName: string; ownsLog: boolean },
    email: string | null = null,
  ) =>
    resultsStateFromLog({
      log: resultsLog(type, answers, { email }),
      catalogue,
      viewer,
      now: NOW,
      locale: 'en-US',
    });

  it.each([
    ['the name answer', 'self', { name: 'Jordan' }, { firstName: 'Sam', ownsLog: true }, 'Jordan'],
    [
      "the customer's first name when the name was skipped",
      'self',
      { name: ' ' },
      { firstName: 'Sam', ownsLog: true },
      'Sam',
    ],
    ['nothing for an anonymous visitor who skipped it', 'self', {}, { firstName: null, ownsLog: true }, ''],
    ["never the viewer's name on a shared link", 'self', {}, { firstName: 'Sam', ownsLog: false }, ''],
    ["never the giver's name on gift results", 'gift', {}, { firstName: 'Sam', ownsLog: true }, ''],
  ] as const)('name is %s', (_case, type, answers, viewer, name) => {
    expect(state(type, answers, viewer).name).toBe(name);
  });

  it.each([
    ['no email stored yet, own results', true, null, true],
    ['an email stored', true, 'sam@example.com', false],
    ['a shared link', false, null, false],
  ] as const)('showEmailCapture with %s: %s', (_case, ownsLog, email, shown) => {
    expect(state('self', EVERYTHING, { firstName: null, ownsLog }, email).showEmailCapture).toBe(shown);
  });
});

describe('catalogue-based states (no survey)', () => {
  it.each([
    ['self', true, true],
    ['gift', false, false],
  ] as const)('%s: the five sets, surveyLogId empty, prefix %s', (quizType, prefix, subscribed) => {
    const state = v.parse(
      ResultsState,
      catalogueResultsState({ catalogue, quizType, now: NOW, name: '', locale: 'en-US' }),
    );
    expect(state).toMatchObject({ surveyLogId: '', showEmailCapture: false, includeProductPrefix: prefix });
    expect(state.allProducts.map((p) => [p.id, p.isSubscription])).toEqual([
      [201, subscribed],
      [202, subscribed],
      [203, subscribed],
      [204, false],
      [205, false],
    ]);
    // Seeded defaults: each set item's own default variation.
    expect(state.allProducts[0]!.products.map((p) => p.variationId)).toEqual([10101, 10201]);
  });

  it('leads with the Cologne Set on the cologne results page', () => {
    const state = catalogueResultsState({
      catalogue,
      quizType: 'self',
      now: NOW,
      name: '',
      lead: 'cologne',
      locale: 'en-US',
    });
    expect(state.allProducts.map((p) => p.id)).toEqual([205, 201, 202, 203, 204]);
  });

  it('lists the candles that are not disabled, hiding the sold-out one', () => {
    const state = v.parse(
      ResultsState,
      candleResultsState({ catalogue, now: NOW, name: '', checkoutOnAdd: true }),
    );
    expect(state.allProducts.map((p) => [p.variationId, p.navigationName, p.isHidden])).toEqual([
      [30101, 'Gran Cenote', false],
      [30102, 'Arashiyama', false],
      [30103, 'Majorelle', false],
      [30104, 'Big Sur', false],
      [30105, 'Blue Lagoon', false],
      [30106, 'Positano', true],
    ]);
    expect(state.allProducts[0]).toMatchObject({
      id: 30101,
      parentId: 301,
      price: { once: 48, subscription: null },
      checkoutOnAdd: true,
      bundleType: 'none',
    });
  });

  // decision 0015: one candle product, one card per variation; each card its own id.
  it('gives each candle card its own id (its variation) and names the candle product the cart adds', () => {
    const { allProducts } = candleResultsState({ catalogue, now: NOW, name: '', checkoutOnAdd: false });
    expect(allProducts.length).toBeGreaterThan(1);
    expect(new Set(allProducts.map((p) => p.id)).size).toBe(allProducts.length);
    for (const product of allProducts) {
      expect(product.id).toBe(product.variationId);
      expect(product.parentId).toBe(catalogue.get('candle')!.id);
    }
  });
});

// spec §7 {product}_show_proceed_to_checkout: the product of the route (decision 0015).
describe('the product a results page asks the proceed-to-checkout question about', () => {
  it.each([
    [
      'quiz results',
      () =>
        resultsStateFromLog({
          log: resultsLog('self', EVERYTHING),
          catalogue,
          viewer: OWNER,
          now: NOW,
          locale: 'en-US',
        }),
      'quiz',
    ],
    [
      'gift results',
      () =>
        resultsStateFromLog({
          log: resultsLog('gift', EVERYTHING),
          catalogue,
          viewer: OWNER,
          now: NOW,
          locale: 'en-US',
        }),
      'quiz',
    ],
    [
      'reorder results',
      () => catalogueResultsState({ catalogue, quizType: 'self', now: NOW, name: '', locale: 'en-US' }),
      'quiz',
    ],
    [
      'candle routes',
      () => candleResultsState({ catalogue, now: NOW, name: '', checkoutOnAdd: true }),
      'candle',
    ],
  ])('%s ask about %s', (_page, state, product) => {
    expect(v.parse(ResultsState, state()).proceedProduct).toBe(product);
  });
});

// decision 0015: cards are keyed by product id, so no two visible products of a page share one.
describe('every card of a results page has its own id', () => {
  it.each([
    ['self', EVERYTHING],
    ['gift', EVERYTHING],
  ] as const)('%s results', (quizType, answers) => {
    const cards = visible(stateOf(quizType, answers).allProducts);
    expect(new Set(cards.map((p) => p.id)).size).toBe(cards.length);
  });
});
