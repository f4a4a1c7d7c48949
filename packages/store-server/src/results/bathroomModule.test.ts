import { BathroomModule } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Answers, quizSummary, seedCatalogue } from '../../test/resultsFixtures.ts';
import { answersOf } from '../quiz/recommendations.ts';
import { bathroomModule, bathroomModuleLines, discounted, essentialItems } from './bathroomModule.ts';

// spec §2 Results bathroom module and spec §3 Bathroom module (products, discount): decision 0009.

const catalogue = seedCatalogue();
const NOW = new Date('2026-03-10T15:00:00Z');
const itemsFor = (answers: Answers | null) =>
  essentialItems(answers && answersOf(quizSummary('self', answers)), catalogue, NOW);

describe('essentialItems', () => {
  it.each([
    ['anyone', {}, ['body_wash', 'deodorant', 'shampoo']],
    ['no answers at all', null, ['body_wash', 'deodorant', 'shampoo']],
    ['someone who never wears deodorant', { deo_freq: '4' }, ['body_wash', 'body_lotion', 'shampoo']],
    [
      'a bald head not washed',
      { hair_type: 'bald', hair_freq: 'never' },
      ['body_wash', 'deodorant', 'cleanser'],
    ],
    [
      'a bald head that is washed',
      { hair_type: 'bald', hair_freq: 'daily', hair_need: 'dandruff' },
      ['body_wash', 'deodorant', 'shampoo'],
    ],
  ] as const)('for %s: %j', (_case, answers, keys) => {
    expect(itemsFor(answers).map((item) => item.key)).toEqual(keys);
  });

  it('tailors the variations and cadences like the results', () => {
    const items = itemsFor({
      deo_care: 'irritation',
      skin_type: 'dry',
      shower_freq: '3',
      hair_type: 'coily',
    });
    expect(items.map((item) => [item.variation.code, item.cadence])).toEqual([
      ['bw-hydrating-woodlime', 2],
      ['unscented', 10],
      ['curly-safe', 9],
    ]);
  });
});

describe('bathroomModule', () => {
  it('answers the product ids, images, subscription and the discount in percent', () => {
    const module = v.parse(BathroomModule, bathroomModule(itemsFor({})));
    expect(module).toEqual({
      products: [
        { productId: 106, image: '/assets/products/body-wash.svg', subscription: true },
        { productId: 105, image: '/assets/products/deodorant.svg', subscription: true },
        { productId: 103, image: '/assets/products/shampoo.svg', subscription: true },
      ],
      discount: 15,
    });
  });

  it.each([
    [15, 12.75],
    [17, 14.45],
    [19, 16.15],
  ])('takes 15%% off %d: %d', (price, expected) => {
    expect(discounted(price)).toBe(expected);
  });

  it('adds subscription lines at the discounted price, from the bathroom module source', () => {
    const lines = bathroomModuleLines(itemsFor({}), 'log0000001');
    expect(
      lines.map((line) => [
        line.productId,
        line.variationId,
        line.price,
        line.cadence,
        line.source,
        line.surveyLogId,
      ]),
    ).toEqual([
      [106, 10601, 12.75, 4, 'bathroom-module', 'log0000001'],
      [105, 10501, 12.75, 10, 'bathroom-module', 'log0000001'],
      [103, 10301, 14.45, 9, 'bathroom-module', 'log0000001'],
    ]);
  });
});
