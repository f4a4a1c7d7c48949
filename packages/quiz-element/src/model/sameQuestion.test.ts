import type { Question } from '@pc/shared/contract';
import { describe, expect, test } from 'vitest';
import { catalogue, option, question } from '../test/quizFixture.ts';
import { select } from './answers.ts';
import { sameQuestion } from './sameQuestion.ts';
import { applyVisibility } from './visibility.ts';

describe('sameQuestion (a question view re-renders only when its question changed)', () => {
  const base = question('deo_freq', { options: [option('0'), option('4', { icon: 'never.svg' })] });
  const copy = (q: Question): Question => ({ ...q, options: q.options.map((o) => ({ ...o })) });
  const rows: { rule: string; b: Question; expected: boolean }[] = [
    { rule: 'the same object', b: base, expected: true },
    { rule: 'a copy with copied options (what applyVisibility returns)', b: copy(base), expected: true },
    { rule: 'another selection', b: { ...copy(base), selected: '4' }, expected: false },
    { rule: 'hidden now (spec §4 dependencies)', b: { ...copy(base), visible: false }, expected: false },
    { rule: "typed 'other' text", b: { ...copy(base), otherText: 'x' }, expected: false },
    {
      rule: 'an option hidden now (spec §4 option rules)',
      b: {
        ...base,
        options: [option('0', { hidden: true }), base.options[1] as Question['options'][number]],
      },
      expected: false,
    },
    {
      rule: 'an option with another icon (hair_length follows hair_type)',
      b: {
        ...base,
        options: [base.options[0] as Question['options'][number], option('4', { icon: 'x.svg' })],
      },
      expected: false,
    },
    { rule: 'one option fewer', b: { ...base, options: base.options.slice(0, 1) }, expected: false },
    {
      rule: 'another text object',
      b: { ...copy(base), text: { default: 'Question deo_freq' } },
      expected: false,
    },
  ];
  test.each(rows)('$rule → $expected', ({ b, expected }) => {
    expect(sameQuestion(base, b)).toBe(expected);
  });

  test('after an answer, only the answered question and those its answer shows or hides differ', () => {
    const context = { quizType: 'self' as const, hideHair: false, hideScent: false, hideName: false };
    // spec §4: relationship 0 makes bo_level visible; deo_freq 'never' (4) then hides bo_level,
    // sweat_pref and deo_care.
    const before = applyVisibility(select(catalogue(), 'relationship', '0'), context);
    const after = applyVisibility(select(before, 'deo_freq', '4'), context);
    const changed = after.filter((q, i) => !sameQuestion(before[i] as Question, q)).map((q) => q.code);
    expect(changed).toEqual(['deo_freq', 'bo_level', 'sweat_pref', 'deo_care']);
  });
});
