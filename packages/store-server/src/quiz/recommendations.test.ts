import { CADENCE_RULES } from '@pc/shared/cadence';
import type { QuizSummary, QuizType } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { type Answers, summaryAnswers } from '../../test/resultsFixtures.ts';
import { RECOMMENDATION_RULES, type RecommendedProduct, recommend } from './recommendations.ts';

function summary(type: QuizType, answers: Answers): Pick<QuizSummary, 'type' | 'answers'> {
  return { type, answers: summaryAnswers(answers) };
}

const byRule = (type: QuizType, answers: Answers) =>
  recommend(summary(type, answers)).products.map((product) => product.ruleId);
const find = (type: QuizType, answers: Answers, key: string): RecommendedProduct | undefined =>
  recommend(summary(type, answers)).products.find((product) => product.key === key);

/** Every row of RECOMMENDATION_RULES, with answers that trigger it and answers that do not. */
const RULE_CASES: readonly { rule: string; triggers: [QuizType, Answers]; misses: [QuizType, Answers] }[] = [
  { rule: 'face', triggers: ['self', { face_type: '1' }], misses: ['self', { hair_type: 'wavy' }] },
  { rule: 'hair', triggers: ['gift', { hair_type: 'curly' }], misses: ['self', { hair_type: 'bald' }] },
  {
    rule: 'hair_bald_shampoo',
    triggers: ['self', { hair_type: 'bald', hair_freq: 'daily', hair_need: 'volume' }],
    // spec §4: bald and hair_freq never hides hair_need, so it is not answered.
    misses: ['self', { hair_type: 'bald', hair_freq: 'never' }],
  },
  { rule: 'body', triggers: ['self', { deo_freq: '1' }], misses: ['self', { deo_freq: '4' }] },
  {
    rule: 'body',
    triggers: ['gift', { relationship: '2', deo_freq: '0' }],
    misses: ['gift', { relationship: '1', deo_freq: '0' }],
  },
  {
    rule: 'body_without_deodorant',
    triggers: ['self', { deo_freq: '4' }],
    misses: ['self', { deo_freq: '3' }],
  },
  {
    rule: 'body_without_deodorant',
    triggers: ['gift', { relationship: '3', deo_freq: '1' }],
    misses: ['gift', { relationship: '0', deo_freq: '1' }],
  },
  { rule: 'hand_gift', triggers: ['gift', {}], misses: ['self', {}] },
  {
    rule: 'hand_dry_skin',
    triggers: ['self', { skin_type: 'dry' }],
    misses: ['self', { skin_type: 'oily' }],
  },
  {
    rule: 'hand_dry_skin',
    triggers: ['self', { skin_type: 'tight' }],
    misses: ['gift', { skin_type: 'dry' }],
  },
  {
    rule: 'cologne',
    triggers: ['self', { fragrance_knowledge: '0' }],
    misses: ['self', { face_type: '0', deo_freq: '1' }],
  },
];

describe('RECOMMENDATION_RULES', () => {
  it('has a case for every row', () => {
    const covered = new Set(RULE_CASES.map((entry) => entry.rule));
    expect(RECOMMENDATION_RULES.map((rule) => rule.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it.each(RULE_CASES)('$rule: $triggers.1 triggers it, $misses.1 does not', ({ rule, triggers, misses }) => {
    expect(byRule(...triggers)).toContain(rule);
    expect(byRule(...misses)).not.toContain(rule);
  });

  it('recommends nothing for a self quiz with no answers', () => {
    expect(recommend(summary('self', {})).products).toEqual([]);
  });

  it('lists products in results order, one per set', () => {
    const all = {
      face_type: '2',
      hair_type: 'wavy',
      deo_freq: '1',
      skin_type: 'dry',
      fragrance_knowledge: '2',
    };
    expect(byRule('self', all)).toEqual(['face', 'hair', 'body', 'hand_dry_skin', 'cologne']);
    expect(byRule('gift', { ...all, relationship: '4' })).toEqual([
      'face',
      'hair',
      'body_without_deodorant',
      'hand_gift',
      'cologne',
    ]);
  });
});

describe('recommended products (spec §3 sets, §9 prices and cadences)', () => {
  it('sells the Face Set as a bundle at 38/34, cleanser and lotion every 9 weeks', () => {
    const face = find('self', { face_type: '0' }, 'face');
    expect(face).toMatchObject({
      name: 'Face Set',
      bundleType: 'bundle',
      price: { once: 38, subscription: 34 },
      hasSubscription: true,
      isSubscription: true,
      defaultCadence: 9,
      recommendedCadence: 9,
      navigation: 'face',
    });
    expect(face?.items.map((item) => [item.key, item.price, item.defaultCadence])).toEqual([
      ['cleanser', { once: 19, subscription: 17 }, 9],
      ['lotion', { once: 19, subscription: 17 }, 9],
    ]);
  });

  it('gives the Hair Set shampoo every 9 weeks and conditioner every 10', () => {
    const hair = find('self', { hair_type: 'coily' }, 'hair');
    expect(hair?.price).toEqual({ once: 38, subscription: 34 });
    expect(hair?.items.map((item) => [item.key, item.recommendedCadence])).toEqual([
      ['shampoo', 9],
      ['conditioner', 10],
    ]);
  });

  it('sells shampoo alone to a bald scalp washer (bundleType none)', () => {
    const shampoo = find(
      'self',
      { hair_type: 'bald', hair_freq: 'weekly', hair_need: 'dandruff' },
      'shampoo',
    );
    expect(shampoo).toMatchObject({
      bundleType: 'none',
      name: 'Shampoo',
      price: { once: 19, subscription: 17 },
      recommendedCadence: 9,
      items: [],
      navigation: 'hair',
    });
  });

  it('sells the Body Set as a bundle at 55/49 with deodorant, body wash and body lotion', () => {
    const body = find('self', { deo_freq: '0' }, 'body');
    expect(body).toMatchObject({ bundleType: 'bundle', price: { once: 55, subscription: 49 } });
    expect(body?.items.map((item) => [item.key, item.defaultCadence])).toEqual([
      ['deodorant', 10],
      ['body_wash', 4],
      ['body_lotion', 12],
    ]);
    expect(body?.recommendedCadence).toBe(4);
  });

  it('composes a Body Set without deodorant for deo_freq never (synthetic, items summed: 38/34)', () => {
    const body = find('self', { deo_freq: '4' }, 'body');
    expect(body).toMatchObject({
      bundleType: 'synthetic',
      name: 'Body Set',
      price: { once: 38, subscription: 34 },
    });
    expect(body?.items.map((item) => item.key)).toEqual(['body_wash', 'body_lotion']);
  });

  it('sells the Hand Set once only at 28', () => {
    const hand = find('gift', {}, 'hand');
    expect(hand).toMatchObject({
      bundleType: 'bundle',
      price: { once: 28, subscription: null },
      hasSubscription: false,
      isSubscription: false,
      recommendedCadence: 0,
    });
    expect(hand?.items.map((item) => [item.key, item.price.once, item.hasSubscription])).toEqual([
      ['hand_cream', 13, false],
      ['hand_wash', 15, false],
    ]);
  });

  it('sells the Cologne Set once at 100: Work and Play at 50 each and a free gift card', () => {
    const cologne = find('self', { fragrance_knowledge: '3' }, 'cologne');
    expect(cologne).toMatchObject({ bundleType: 'bundle', price: { once: 100, subscription: null } });
    expect(cologne?.items.map((item) => [item.key, item.price.once, item.isPromo])).toEqual([
      ['work', 50, false],
      ['play', 50, false],
      ['gift_card', 0, true],
    ]);
  });

  it('keeps subscriptions on offer in the gift quiz but starts on buy once', () => {
    const face = find('gift', { face_type: '3' }, 'face');
    expect(face).toMatchObject({ hasSubscription: true, isSubscription: false });
  });
});

describe('CADENCE_RULES', () => {
  it.each([
    ['body_wash_twice_daily', '3', 2],
    ['body_wash_every_few_days', '0', 8],
  ])('%s: shower_freq %s gives body wash every %i weeks', (id, showerFreq, weeks) => {
    expect(CADENCE_RULES.map((rule) => rule.id)).toContain(id);
    const body = find('self', { deo_freq: '1', shower_freq: showerFreq }, 'body');
    const bodyWash = body?.items.find((item) => item.key === 'body_wash');
    expect(bodyWash).toMatchObject({ defaultCadence: 4, recommendedCadence: weeks });
    expect(body?.recommendedCadence).toBe(Math.min(weeks, 10, 12));
    expect(body?.defaultCadence).toBe(4);
  });

  it.each(['1', '2'])('keeps the spec §9 default for shower_freq %s', (showerFreq) => {
    const body = find('self', { deo_freq: '1', shower_freq: showerFreq }, 'body');
    expect(body?.items.find((item) => item.key === 'body_wash')?.recommendedCadence).toBe(4);
  });
});
