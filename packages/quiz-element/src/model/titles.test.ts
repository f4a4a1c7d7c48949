import type { QuizType } from '@pc/shared/contract';
import { describe, expect, test } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { option, question } from '../test/quizFixture.ts';
import { optionText, questionText } from './titles.ts';

describe('questionText (spec §3: text per quiz type, with a default)', () => {
  const texted = question('work', { text: { default: 'What do you do?', gift: 'What do they do?' } });
  const defaultOnly = question('work', { text: { default: 'What do you do?' } });
  const emptyGift = question('work', { text: { default: 'What do you do?', gift: '' } });
  const rows: { rule: string; q: typeof texted; quizType: QuizType; expected: string }[] = [
    {
      rule: 'spec §3: the self quiz shows the default text',
      q: texted,
      quizType: 'self',
      expected: 'What do you do?',
    },
    {
      rule: 'spec §3: the gift quiz shows the gift text',
      q: texted,
      quizType: 'gift',
      expected: 'What do they do?',
    },
    {
      rule: 'spec §3: the gift quiz falls back to the default without a gift text',
      q: defaultOnly,
      quizType: 'gift',
      expected: 'What do you do?',
    },
    {
      rule: 'decision: an empty gift text counts as none',
      q: emptyGift,
      quizType: 'gift',
      expected: 'What do you do?',
    },
  ];
  test.each(rows)('$rule', ({ q, quizType, expected }) => {
    expect(questionText(q, quizType, [], en)).toBe(expected);
  });

  const idealBw = question('ideal_bw', {
    text: { default: 'Your ideal {product}? More {product}!', gift: 'Their ideal {product}?' },
  });
  const bsBw = (selected: string | null) => question('bs_bw', { selected });
  const idealRows: { rule: string; bs: string | null; quizType: QuizType; expected: string }[] = [
    {
      rule: "spec §4: bs_bw soap fills the ideal_bw title with 'Bar Soap' (every placeholder)",
      bs: 'soap',
      quizType: 'self',
      expected: 'Your ideal Bar Soap? More Bar Soap!',
    },
    {
      rule: "spec §4: bs_bw 'both' fills 'Soap'",
      bs: 'both',
      quizType: 'gift',
      expected: 'Their ideal Soap?',
    },
    {
      rule: "spec §4: bs_bw body_wash fills 'Body Wash'",
      bs: 'body_wash',
      quizType: 'gift',
      expected: 'Their ideal Body Wash?',
    },
    {
      rule: "spec §4: bs_bw unanswered fills 'Body Wash'",
      bs: null,
      quizType: 'self',
      expected: 'Your ideal Body Wash? More Body Wash!',
    },
  ];
  test.each(idealRows)('$rule', ({ bs, quizType, expected }) => {
    expect(questionText(idealBw, quizType, [bsBw(bs), idealBw], en)).toBe(expected);
  });

  test("decision: only ideal_bw fills '{product}'", () => {
    const other = question('work', { text: { default: 'Any {product}?' } });
    expect(questionText(other, 'self', [bsBw('soap')], en)).toBe('Any {product}?');
  });

  // issue 43: es-US fills the title in the shop's Spanish, lower case inside the sentence.
  test.each([
    ['soap', '¿Tu jabón en barra ideal?'],
    ['both', '¿Tu jabón ideal?'],
    ['body_wash', '¿Tu gel de baño ideal?'],
    [null, '¿Tu gel de baño ideal?'],
  ])('es-US: bs_bw %s fills %j', (bs, expected) => {
    const spanish = question('ideal_bw', { text: { default: '¿Tu {product} ideal?' } });
    expect(questionText(spanish, 'self', [bsBw(bs), spanish], es)).toBe(expected);
  });
});

describe('optionText (spec §3: option text default/gift)', () => {
  const rows: { rule: string; quizType: QuizType; gift?: string; expected: string }[] = [
    {
      rule: 'spec §3: the self quiz shows the default option text',
      quizType: 'self',
      gift: 'They',
      expected: 'You',
    },
    {
      rule: 'spec §3: the gift quiz shows the gift option text',
      quizType: 'gift',
      gift: 'They',
      expected: 'They',
    },
    { rule: 'spec §3: the gift quiz falls back to the default', quizType: 'gift', expected: 'You' },
  ];
  test.each(rows)('$rule', ({ quizType, gift, expected }) => {
    const text = gift === undefined ? { default: 'You' } : { default: 'You', gift };
    expect(optionText(option('a', { text }), quizType)).toBe(expected);
  });
});
