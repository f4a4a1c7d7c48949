import { describe, expect, it } from 'vitest';
import { type Answers, quizSummary, seedCatalogue } from '../../test/resultsFixtures.ts';
import type { ItemKey } from '../catalogue/productSets.ts';
import { answersOf } from '../quiz/recommendations.ts';
import { chooseVariation, TAILORING_RULES, tailoredCode } from './tailoring.ts';

// Which formula or scent the answers pick inside a recommended set (decision 0009).

const code = (item: ItemKey, answers: Answers, type: 'self' | 'gift' = 'self') =>
  tailoredCode(item, answersOf(quizSummary(type, answers)));

describe('TAILORING_RULES', () => {
  it.each([
    ['cleanser', { face_need: 'oily', face_type: '0' }, 'oil-control', 'face_need oily'],
    ['lotion', { face_need: 'sensitive', face_type: '2' }, 'hydrating', 'face_need dry or sensitive'],
    ['cleanser', { face_type: '2' }, 'oil-control', 'face_type oily'],
    ['lotion', { face_type: '0' }, 'hydrating', 'face_type dry'],
    ['cleanser', { face_type: '3' }, 'balanced', 'any other face'],
    ['shampoo', { hair_type: 'straight', hair_need: 'anti_frizz' }, 'anti-frizz', 'hair_need anti_frizz'],
    ['conditioner', { hair_type: 'wavy', hair_need: 'curly_safe' }, 'curly-safe', 'hair_need curly_safe'],
    ['shampoo', { hair_type: 'coily' }, 'curly-safe', 'curly or coily hair'],
    ['conditioner', { hair_type: 'straight', hair_need: 'volume' }, 'strengthening', 'any other hair'],
    [
      'deodorant',
      { deo_freq: '1', deo_care: 'irritation' },
      'unscented',
      'deo_care irritation, or sensitive skin',
    ],
    ['deodorant', { deo_freq: '1' }, 'cedar', 'anyone else'],
    [
      'body_wash',
      { skin_type: 'tight' },
      'bw-hydrating-woodlime',
      'ideal_bw hydrating, or dry or tight skin',
    ],
    ['body_wash', { ideal_bw: 'gentle' }, 'bw-sensitive-riseup', 'ideal_bw gentle, or sensitive skin'],
    ['body_wash', { ideal_bw: 'deep_clean' }, 'bw-classic', 'anyone else'],
    ['play', { night_out: 'dancing' }, 'oud', 'a bold personality, or nights out dancing or at a bar'],
    ['play', { work: 'outdoors' }, 'gran-cenote', 'an adventurous personality, or working outdoors'],
    ['play', { personality: 'classic' }, 'green', 'anyone else'],
  ] as const)('%s with %j → %s (%s)', (item, answers, expected, description) => {
    expect(code(item, answers)).toBe(expected);
    expect(TAILORING_RULES.some((rule) => rule.description === description && rule.code === expected)).toBe(
      true,
    );
  });

  it('has no choice to make for single-variation items, nor without answers', () => {
    expect(code('hand_cream', { skin_type: 'dry' })).toBeNull();
    expect(tailoredCode('cleanser', null)).toBeNull();
  });
});

describe('chooseVariation', () => {
  const catalogue = seedCatalogue();
  const play = catalogue.get('cologne_play')!;
  const bodyWash = catalogue.get('body_wash')!;
  const datedPlay = {
    ...play,
    variations: play.variations.map((variation) =>
      variation.code === 'oud'
        ? { ...variation, metadata: { ...variation.metadata, soldOutAt: '2021-07-08T00:00:00-04:00' } }
        : variation,
    ),
  };

  it.each([
    ['the tailored variation', play, 'oud', '2026-03-10T00:00:00Z', 'oud'],
    [
      'the set default when the tailored one is sold out',
      bodyWash,
      'bw-sensitive-riseup',
      '2026-03-10T00:00:00Z',
      'bw-classic',
    ],
    // A variation dated sold out (stockRules.ts `soldOutAt`) is passed over from its date on.
    ['not a dated variation once its date passed', datedPlay, 'oud', '2021-07-08T04:00:00Z', 'green'],
    ['a dated variation before its date', datedPlay, 'oud', '2021-07-08T03:59:00Z', 'oud'],
  ] as const)('gives %s', (_case, product, wanted, now, expected) => {
    expect(chooseVariation(product, wanted, new Date(now))?.code).toBe(expected);
  });
});
