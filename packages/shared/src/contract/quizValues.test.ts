import { describe, expect, test } from 'vitest';
import {
  BS_BW,
  CLOSE_RELATIONSHIPS,
  DEO_FREQ,
  FACE_TYPE,
  FRAGRANCE_KNOWLEDGE,
  HAIR_TYPE,
  HAIR_TYPES_WITH_LENGTH_ICONS,
  idealBwTitle,
} from './quizValues.ts';

describe('idealBwTitle (spec §4: the ideal_bw title depends on bs_bw)', () => {
  // The spec's words, as the en-US catalogs hold them (quiz-element's and the server's messages tests
  // hold both catalogs to them); the rule picks the word, whatever the language.
  const words = { idealBwBarSoap: 'Bar Soap', idealBwSoap: 'Soap', idealBwBodyWash: 'Body Wash' };
  const rows: { rule: string; bsBw: string | null; expected: string }[] = [
    { rule: "spec §4: bs_bw soap gives 'Bar Soap'", bsBw: 'soap', expected: 'Bar Soap' },
    { rule: "spec §4: bs_bw 'both' gives 'Soap'", bsBw: 'both', expected: 'Soap' },
    { rule: "spec §4: otherwise 'Body Wash' (body_wash)", bsBw: 'body_wash', expected: 'Body Wash' },
    { rule: "spec §4: otherwise 'Body Wash' (bs_bw unanswered)", bsBw: null, expected: 'Body Wash' },
    { rule: "spec §4: otherwise 'Body Wash' (unknown value)", bsBw: 'gel', expected: 'Body Wash' },
  ];
  test.each(rows)('$rule', ({ bsBw, expected }) => {
    expect(idealBwTitle(bsBw, words)).toBe(expected);
  });
});

describe('the values spec §4 names by number or by word', () => {
  const rows: { rule: string; actual: unknown; expected: unknown }[] = [
    { rule: 'spec §4: relationship value 0 or 2', actual: CLOSE_RELATIONSHIPS, expected: ['0', '2'] },
    { rule: "spec §4: deo_freq 'never' (value 4)", actual: DEO_FREQ.never, expected: '4' },
    { rule: 'spec §4: fragrance_knowledge 0', actual: FRAGRANCE_KNOWLEDGE.none, expected: '0' },
    {
      rule: 'spec §4: face_type values 0..3',
      actual: Object.values(FACE_TYPE),
      expected: ['0', '1', '2', '3'],
    },
    {
      rule: "spec §4: bs_bw 'soap' and 'both'",
      actual: [BS_BW.soap, BS_BW.both],
      expected: ['soap', 'both'],
    },
    {
      rule: 'spec §4: hair_length icons follow every hair type but bald (hidden for bald)',
      actual: HAIR_TYPES_WITH_LENGTH_ICONS,
      expected: Object.values(HAIR_TYPE).filter((type) => type !== HAIR_TYPE.bald),
    },
  ];
  test.each(rows)('$rule', ({ actual, expected }) => {
    expect(actual).toEqual(expected);
  });
});
