import type { Question, QuestionCode, QuestionOption } from '@pc/shared/contract';
import { describe, expect, test } from 'vitest';
import { type Answers, answeredQuiz, find, option, question } from '../test/quizFixture.ts';
import {
  answeredValue,
  isComplete,
  nextVisibleQuestion,
  progressPercent,
  select,
  setOtherText,
  shouldAdvance,
} from './answers.ts';

const FULL_SELF: Answers = {
  name: 'Sam',
  age: '34',
  deo_freq: '1',
  sweat_level: 'a',
  bo_level: 'a',
  sweat_pref: 'a',
  deo_care: 'a',
  bs_bw: 'soap',
  ideal_bw: 'a',
  fragrance_knowledge: '1',
  cologne: 'Bleu',
  cologne_approval: 'a',
  face_type: '1',
  face_need: 'oily',
  hair_type: 'straight',
  hair_freq: 'daily',
  hair_need: 'anti_frizz',
  hair_length: 'short',
  hair_foaming: 'a',
  personality: 'bold',
  night_out: '2',
};

const without = (answers: Answers, ...codes: QuestionCode[]): Answers =>
  Object.fromEntries(Object.entries(answers).filter(([code]) => !codes.includes(code as QuestionCode)));

describe('select (spec §4: selecting an already-selected value deselects it)', () => {
  const rows: { rule: string; q: Question; value: string | null; expected: string | null }[] = [
    { rule: 'spec §4: a choice sets the value', q: question('work'), value: 'a', expected: 'a' },
    {
      rule: 'spec §4: selecting the already-selected value deselects it (back to null)',
      q: question('work', { selected: 'a' }),
      value: 'a',
      expected: null,
    },
    {
      rule: 'spec §4: selecting another value replaces the selection',
      q: question('work', { selected: 'a' }),
      value: 'b',
      expected: 'b',
    },
    {
      rule: 'spec §4: the toggle applies to slider questions too',
      q: question('night_out', { type: 'slider', selected: '2' }),
      value: '2',
      expected: null,
    },
    {
      rule: 'decision: re-committing the same typed age keeps it (no toggle for number questions)',
      q: question('age', { type: 'number', options: [], selected: '34' }),
      value: '34',
      expected: '34',
    },
    {
      rule: 'decision: re-picking the same cologne keeps it (no toggle for typed values)',
      q: question('cologne', { type: 'cologne', options: [], selected: 'Bleu' }),
      value: 'Bleu',
      expected: 'Bleu',
    },
    {
      rule: 'decision: a blank typed value clears the answer',
      q: question('age', { type: 'number', options: [], selected: '34' }),
      value: '  ',
      expected: null,
    },
  ];

  test.each(rows)('$rule', ({ q, value, expected }) => {
    const other = question('drink');
    const before = q.selected;
    const result = select([q, other], q.code, value);
    expect(result[0]?.selected).toBe(expected);
    expect(result[1]).toBe(other);
    expect(q.selected).toBe(before);
  });

  test('an unknown code leaves every question as it was', () => {
    const input = [question('work')];
    expect(select(input, 'drink', 'a')).toEqual(input);
  });

  test("setOtherText stores the typed text for an 'other' option", () => {
    const [result] = setOtherText([question('hair_need')], 'hair_need', 'shine');
    expect(result?.otherText).toBe('shine');
  });
});

describe('answeredValue (spec §4: a selection pointing at a now-hidden option is unanswered)', () => {
  const hiddenOption = question('face_need', {
    selected: 'oily',
    options: [option('oily', { hidden: true })],
  });
  const rows: { rule: string; q: Question; expected: string | null }[] = [
    { rule: 'unanswered question', q: question('work'), expected: null },
    { rule: 'a visible option', q: question('work', { selected: 'a' }), expected: 'a' },
    { rule: 'spec §4: a now-hidden option counts as unanswered', q: hiddenOption, expected: null },
    {
      rule: 'a value no option has counts as unanswered',
      q: question('work', { selected: 'zz' }),
      expected: null,
    },
    {
      rule: 'number answers are strings (age clamping lives in @pc/shared, spec §5)',
      q: question('age', { type: 'number', options: [], selected: '34' }),
      expected: '34',
    },
    {
      rule: 'typed text is trimmed',
      q: question('cologne', { type: 'cologne', options: [], selected: ' Bleu ' }),
      expected: 'Bleu',
    },
    {
      rule: "decision: an 'other' choice without typed text is unanswered",
      q: question('hair_need', { selected: 'other', options: [option('other', { type: 'other' })] }),
      expected: null,
    },
    {
      rule: "decision: an 'other' choice with typed text is answered",
      q: question('hair_need', {
        selected: 'other',
        otherText: 'shine',
        options: [option('other', { type: 'other' })],
      }),
      expected: 'other',
    },
  ];
  test.each(rows)('$rule', ({ q, expected }) => {
    expect(answeredValue(q)).toBe(expected);
  });
});

describe('isComplete (spec §4: complete when every visible question, and its parent, is answered)', () => {
  const rows: { rule: string; answers: Answers; otherText?: string; expected: boolean }[] = [
    { rule: 'spec §4: every visible question answered: complete', answers: FULL_SELF, expected: true },
    {
      rule: 'spec §4: one visible question unanswered (age): not complete',
      answers: without(FULL_SELF, 'age'),
      expected: false,
    },
    {
      rule: "spec §4: questions hidden by deo_freq 'never' need no answer",
      answers: { ...without(FULL_SELF, 'bo_level', 'sweat_pref', 'deo_care'), deo_freq: '4' },
      expected: true,
    },
    {
      rule: 'spec §4: cologne and cologne_approval hidden by fragrance_knowledge 0 need no answer',
      answers: { ...without(FULL_SELF, 'cologne', 'cologne_approval'), fragrance_knowledge: '0' },
      expected: true,
    },
    {
      rule: 'spec §4: cologne_approval appears with a cologne value, and must then be answered',
      answers: without(FULL_SELF, 'cologne_approval'),
      expected: false,
    },
    {
      rule: 'decision (spec §2 optional name): the name question does not block completion',
      answers: without(FULL_SELF, 'name'),
      expected: true,
    },
    {
      rule: 'spec §4: face_need answered oily, then face_type 0 hides oily: unanswered, not complete',
      answers: { ...FULL_SELF, face_type: '0' },
      expected: false,
    },
    {
      rule: 'spec §4: hair_need answered anti_frizz, then curly hair hides it: unanswered, not complete',
      answers: { ...without(FULL_SELF, 'hair_foaming'), hair_type: 'curly' },
      expected: false,
    },
    {
      rule: "decision: an 'other' hair_need with typed text completes",
      answers: { ...without(FULL_SELF, 'hair_foaming'), hair_need: 'other' },
      otherText: 'shine',
      expected: true,
    },
    {
      rule: "decision: an 'other' hair_need without typed text does not complete",
      answers: { ...without(FULL_SELF, 'hair_foaming'), hair_need: 'other' },
      expected: false,
    },
  ];

  test.each(rows)('$rule', ({ answers, otherText, expected }) => {
    let questions = answeredQuiz(answers, { quizType: 'self' });
    if (otherText !== undefined) questions = setOtherText(questions, 'hair_need', otherText);
    expect(isComplete(questions)).toBe(expected);
  });

  test('spec §4 (gift): the gift quiz also needs relationship, and relationship 1 hides sweat_level and bo_level', () => {
    const gift = { ...without(FULL_SELF, 'sweat_level', 'bo_level', 'cologne', 'cologne_approval') };
    expect(isComplete(answeredQuiz(gift, { quizType: 'gift' }))).toBe(false);
    expect(isComplete(answeredQuiz({ ...gift, relationship: '1' }, { quizType: 'gift' }))).toBe(true);
    expect(isComplete(answeredQuiz({ ...gift, relationship: '0' }, { quizType: 'gift' }))).toBe(false);
  });

  test('spec §4: the parent of a visible question must be answered too', () => {
    const parent = question('name', { options: [] });
    const child = question('drink', { parentCode: 'name', selected: 'a' });
    expect(isComplete([parent, child])).toBe(false);
    expect(isComplete([{ ...parent, selected: 'Sam' }, child])).toBe(true);
  });

  test('decision: a quiz with no required visible question is not complete', () => {
    expect(isComplete([])).toBe(false);
    expect(isComplete([question('name', { options: [], selected: 'Sam' })])).toBe(false);
  });
});

describe('nextVisibleQuestion (spec §4 Advance: scroll to the next visible question)', () => {
  const rows: { rule: string; answers: Answers; from: QuestionCode; expected: QuestionCode | null }[] = [
    { rule: 'spec §4: the next question when it is visible', answers: {}, from: 'age', expected: 'deo_freq' },
    {
      rule: "spec §4: skips questions deo_freq 'never' hid",
      answers: { deo_freq: '4' },
      from: 'sweat_level',
      expected: 'bs_bw',
    },
    {
      rule: 'spec §4: skips cologne and cologne_approval when fragrance_knowledge is 0',
      answers: { fragrance_knowledge: '0' },
      from: 'fragrance_knowledge',
      expected: 'face_type',
    },
    {
      rule: 'spec §4: lands on cologne when fragrance_knowledge is not 0',
      answers: { fragrance_knowledge: '2' },
      from: 'fragrance_knowledge',
      expected: 'cologne',
    },
    { rule: 'the last question has no next', answers: {}, from: 'night_out', expected: null },
    { rule: 'a code not in the quiz has no next', answers: {}, from: 'relationship', expected: null },
  ];
  test.each(rows)('$rule', ({ answers, from, expected }) => {
    expect(nextVisibleQuestion(answeredQuiz(answers, { quizType: 'self' }), from)?.code ?? null).toBe(
      expected,
    );
  });
});

describe("shouldAdvance (spec §4: not after 'other', not for a number, not for a slider with an image)", () => {
  const standard = option('a');
  const other = option('other', { type: 'other' });
  const rows: { rule: string; q: Question; option: QuestionOption | null; expected: boolean }[] = [
    {
      rule: 'spec §4: after a choice the page scrolls to the next question',
      q: question('work', { selected: 'a' }),
      option: standard,
      expected: true,
    },
    {
      rule: 'spec §4: an icon choice advances too',
      q: question('hair_length', { selected: 'short' }),
      option: option('short', { type: 'icon' }),
      expected: true,
    },
    {
      rule: "spec §4: no advance when 'other' is chosen",
      q: question('hair_need', { selected: 'other', options: [other] }),
      option: other,
      expected: false,
    },
    {
      rule: 'spec §4: no advance for a number question',
      q: question('age', { type: 'number', options: [], selected: '34' }),
      option: null,
      expected: false,
    },
    {
      rule: 'spec §4: no advance for a slider with an image',
      q: question('night_out', { type: 'slider', image: 'night.png', selected: 'a' }),
      option: standard,
      expected: false,
    },
    {
      rule: 'spec §4: a slider without an image advances',
      q: question('night_out', { type: 'slider', selected: 'a' }),
      option: standard,
      expected: true,
    },
    {
      rule: 'decision: a click that deselected the option is not a choice and does not advance',
      q: question('work', { selected: null }),
      option: standard,
      expected: false,
    },
    {
      rule: 'decision: a picked cologne (typed value, no option) advances',
      q: question('cologne', { type: 'cologne', options: [], selected: 'Bleu' }),
      option: null,
      expected: true,
    },
  ];
  test.each(rows)('$rule', ({ q, option: chosen, expected }) => {
    expect(shouldAdvance(q, chosen)).toBe(expected);
  });
});

describe('progressPercent (answered visible / visible, spec §5: 0 to 100)', () => {
  const q = (code: QuestionCode, selected: string | null, visible = true) =>
    question(code, { selected, visible });
  const rows: { rule: string; questions: Question[]; expected: number }[] = [
    { rule: 'nothing answered: 0', questions: [q('work', null), q('drink', null)], expected: 0 },
    { rule: 'all answered: 100', questions: [q('work', 'a'), q('drink', 'b')], expected: 100 },
    { rule: 'half answered: 50', questions: [q('work', 'a'), q('drink', null)], expected: 50 },
    {
      rule: 'one of three: 33 (floored)',
      questions: [q('work', 'a'), q('drink', null), q('smoking', null)],
      expected: 33,
    },
    {
      rule: 'two of three: 66 (floored, 100 only when all are answered)',
      questions: [q('work', 'a'), q('drink', 'a'), q('smoking', null)],
      expected: 66,
    },
    {
      rule: 'hidden questions are not counted',
      questions: [q('work', 'a'), q('drink', null, false)],
      expected: 100,
    },
    {
      rule: 'decision: the optional name question is not counted',
      questions: [q('work', 'a'), question('name', { options: [] })],
      expected: 100,
    },
    {
      rule: 'spec §4: an answer pointing at a hidden option is not counted',
      questions: [
        q('work', 'a'),
        question('drink', { selected: 'a', options: [option('a', { hidden: true })] }),
      ],
      expected: 50,
    },
    { rule: 'no visible question: 0', questions: [q('work', 'a', false)], expected: 0 },
  ];
  test.each(rows)('$rule', ({ questions, expected }) => {
    expect(progressPercent(questions)).toBe(expected);
  });

  test('the fixture quiz reaches 100 exactly when complete', () => {
    const full = answeredQuiz(FULL_SELF, { quizType: 'self' });
    expect(progressPercent(full)).toBe(100);
    expect(find(full, 'hair_foaming').visible).toBe(true);
    expect(progressPercent(answeredQuiz(without(FULL_SELF, 'age'), { quizType: 'self' }))).toBeLessThan(100);
  });
});
