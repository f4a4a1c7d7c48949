import { describe, expect, test } from 'vitest';
import { option, question } from '../test/quizFixture.ts';
import { advancesWhenDone } from './advance.ts';

describe('advancesWhenDone (spec §4 Advance: number on blur or Enter; slider with an image never)', () => {
  const rows = [
    {
      rule: 'spec §4: a number question advances on blur or Enter once answered',
      q: question('age', { type: 'number', options: [], selected: '34' }),
      expected: true,
    },
    {
      rule: 'an empty number does not advance',
      q: question('age', { type: 'number', options: [], selected: null }),
      expected: false,
    },
    {
      rule: 'a typed cologne advances',
      q: question('cologne', { type: 'cologne', options: [], selected: 'Oud' }),
      expected: true,
    },
    {
      rule: 'spec §4: a slider with an image never advances',
      q: question('night_out', { type: 'slider', image: 'n.png', selected: 'a' }),
      expected: false,
    },
    {
      rule: 'a slider without an image advances once answered',
      q: question('night_out', { type: 'slider', selected: 'a' }),
      expected: true,
    },
    {
      rule: "an 'other' answer advances once its text is not blank",
      q: question('work', {
        options: [option('other', { type: 'other' })],
        selected: 'other',
        otherText: 'Pilot',
      }),
      expected: true,
    },
    {
      rule: "a blank 'other' answer does not",
      q: question('work', {
        options: [option('other', { type: 'other' })],
        selected: 'other',
        otherText: ' ',
      }),
      expected: false,
    },
  ];
  test.each(rows)('$rule', ({ q, expected }) => {
    expect(advancesWhenDone(q)).toBe(expected);
  });
});
