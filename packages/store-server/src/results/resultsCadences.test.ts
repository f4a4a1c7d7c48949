import { CADENCE_RULES } from '@pc/shared/cadence';
import type { ResultsProduct, ResultsSubProduct } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { EVERYTHING, resultsLog, seedCatalogue } from '../../test/resultsFixtures.ts';
import { catalogueResultsState, resultsStateFromLog } from './resultsState.ts';

// docs/decisions/0016: spec §9 "Default subscription cadences: 9 weeks (face and shampoo), 10 (conditioner,
// deodorant), 4 (body wash), 12 (body lotion)", per product, in every results state the server
// builds. A recommended cadence that differs is a recorded decision (a CADENCE_RULES row, decision
// 0016); a set's own cadence is the shortest of its items' (decision 0009), and each item keeps its own.

const catalogue = seedCatalogue();
const NOW = new Date('2026-03-10T15:00:00Z');
const OWNER = { firstName: null, ownsLog: true };

/** spec §9, quoted row by row: the item (by its results name) and its weeks. */
const SPEC_9: readonly (readonly [RegExp, number, string])[] = [
  [/Cleanser$/, 9, '9 weeks (face): cleanser'],
  [/(?<!Body )Lotion$/, 9, '9 weeks (face): lotion'],
  [/Shampoo$/, 9, '9 weeks (shampoo)'],
  [/Conditioner$/, 10, '10 (conditioner)'],
  [/Deodorant$/, 10, '10 (deodorant)'],
  [/Body Wash$/, 4, '4 (body wash)'],
  [/Body Lotion$/, 12, '12 (body lotion)'],
];

const items = (products: readonly ResultsProduct[]): ResultsSubProduct[] =>
  products.flatMap((product) => (product.products.length > 0 ? product.products : [product]));

const specWeeks = (item: ResultsSubProduct) => SPEC_9.find(([name]) => name.test(item.name));

describe('spec §9 default cadences in the results states', () => {
  const catalogueItems = items(
    catalogueResultsState({ catalogue, quizType: 'self', now: NOW, name: '', locale: 'en-US' }).allProducts,
  );
  // shower_freq 2 (daily): no CADENCE_RULES row applies, so every item keeps its §9 default.
  const quizItems = items(
    resultsStateFromLog({
      log: resultsLog('self', { ...EVERYTHING, shower_freq: '2' }),
      catalogue,
      viewer: OWNER,
      now: NOW,
      locale: 'en-US',
    }).allProducts,
  );

  it.each(SPEC_9)('%s: %i weeks on a catalogue page and in quiz results (%s)', (name, weeks) => {
    for (const list of [catalogueItems, quizItems]) {
      const found = list.filter((item) => name.test(item.name));
      expect(found.length, String(name)).toBeGreaterThan(0);
      for (const item of found)
        expect([item.name, item.cadence, item.recommendedCadence]).toEqual([item.name, weeks, weeks]);
    }
  });

  it('a subscribable item without a spec §9 row does not exist (every cadence comes from §9)', () => {
    for (const item of [...catalogueItems, ...quizItems].filter((candidate) => candidate.hasSubscription)) {
      expect(specWeeks(item), item.name).toBeDefined();
    }
  });

  it.each([
    ['3', 2],
    ['0', 8],
  ])(
    'shower_freq %s: the body wash every %i weeks is a recorded decision (CADENCE_RULES)',
    (showerFreq, weeks) => {
      const state = resultsStateFromLog({
        log: resultsLog('self', { ...EVERYTHING, shower_freq: showerFreq }),
        catalogue,
        viewer: OWNER,
        now: NOW,
        locale: 'en-US',
      });
      const differing = items(state.allProducts).filter(
        (item) => item.hasSubscription && specWeeks(item)?.[1] !== item.cadence,
      );
      expect(differing.length).toBeGreaterThan(0);
      for (const item of differing) {
        expect(item.name).toMatch(/Body Wash$/);
        expect(item.cadence).toBe(weeks);
        expect(
          CADENCE_RULES.some((rule) => rule.cadence.item === 'body_wash' && rule.cadence.weeks === weeks),
        ).toBe(true);
      }
    },
  );

  it('a bundle set ships when its first item runs out; its items keep their own cadences', () => {
    const body = catalogueResultsState({
      catalogue,
      quizType: 'self',
      now: NOW,
      name: '',
      locale: 'en-US',
    }).allProducts.find((product) => product.name === 'Body Set')!;
    expect(body.cadence).toBe(4);
    expect(body.products.map((item) => item.cadence)).toEqual([10, 4, 12]);
  });

  it("a synthetic set's items keep their own cadences (each is its own cart line)", () => {
    const state = resultsStateFromLog({
      log: resultsLog('self', { deo_freq: '4', shower_freq: '2' }),
      catalogue,
      viewer: OWNER,
      now: NOW,
      locale: 'en-US',
    });
    const body = state.allProducts.find((product) => product.bundleType === 'synthetic')!;
    expect(body.products.map((item) => [item.name.replace(/^.* (Body)/, '$1'), item.cadence])).toEqual([
      ['Body Wash', 4],
      ['Body Lotion', 12],
    ]);
  });
});
