import { describe, expect, test } from 'vitest';
import { answeredQuiz, find, withAnswers } from '../test/quizFixture.ts';
import { hairLengthIcon } from './hairLengthIcon.ts';
import { applyVisibility } from './visibility.ts';

const iconRows: { rule: string; icon: string; hairType: string | null; expected: string }[] = [
  {
    rule: 'spec §4: hair_length icons follow the hair type (curly)',
    icon: 'hair_length_short.svg',
    hairType: 'curly',
    expected: 'hair_length_short_curly.svg',
  },
  {
    rule: 'spec §4: hair_length icons follow the hair type (wavy)',
    icon: 'hair_length_short.svg',
    hairType: 'wavy',
    expected: 'hair_length_short_wavy.svg',
  },
  {
    rule: 'spec §4: hair_length icons follow the hair type (straight)',
    icon: 'hair_length_short.svg',
    hairType: 'straight',
    expected: 'hair_length_short_straight.svg',
  },
  {
    rule: 'spec §4: hair_length icons follow the hair type (coily, icon with a path)',
    icon: '/assets/hair_length_long.svg',
    hairType: 'coily',
    expected: '/assets/hair_length_long_coily.svg',
  },
  {
    rule: 'spec §4: hair_length icons follow a changed hair type (suffix replaced, not stacked)',
    icon: 'hair_length_short_curly.svg',
    hairType: 'wavy',
    expected: 'hair_length_short_wavy.svg',
  },
  {
    rule: 'spec §4: no hair type chosen gives the plain icon',
    icon: 'hair_length_short_curly.svg',
    hairType: null,
    expected: 'hair_length_short.svg',
  },
  {
    rule: 'spec §4: bald (hair_length hidden) gives the plain icon',
    icon: 'hair_length_short.svg',
    hairType: 'bald',
    expected: 'hair_length_short.svg',
  },
  {
    rule: 'decision: an unknown hair type gives the plain icon',
    icon: 'hair_length_short.svg',
    hairType: 'frizzy',
    expected: 'hair_length_short.svg',
  },
  {
    rule: 'decision: an icon without extension gets the suffix at the end',
    icon: 'hair_length_short',
    hairType: 'curly',
    expected: 'hair_length_short_curly',
  },
];

describe('hairLengthIcon (spec §4: hair_length icons follow the hair type)', () => {
  test.each(iconRows)('$rule', ({ icon, hairType, expected }) => {
    expect(hairLengthIcon(icon, hairType)).toBe(expected);
  });

  test('spec §4: applyVisibility gives hair_length options the icons of the chosen hair type', () => {
    const curly = find(answeredQuiz({ hair_type: 'curly' }, { quizType: 'self' }), 'hair_length');
    expect(curly.options.map((o) => o.icon)).toEqual([
      'hair_length_short_curly.svg',
      '/assets/hair_length_long_curly.svg',
    ]);
    const coily = applyVisibility(
      withAnswers(answeredQuiz({ hair_type: 'curly' }, { quizType: 'self' }), { hair_type: 'coily' }),
      { quizType: 'self', hideHair: false, hideScent: false },
    );
    expect(find(coily, 'hair_length').options.map((o) => o.icon)).toEqual([
      'hair_length_short_coily.svg',
      '/assets/hair_length_long_coily.svg',
    ]);
  });
});
