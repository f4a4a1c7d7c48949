import { type Quiz, QuizSummary, type QuizType } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import en from '../messages/en-US.ts';
import { type Answers, answeredQuiz, option, question, quizQuestions } from '../test/quizFixture.ts';
import { setOtherText } from './answers.ts';
import { buildSummary } from './summary.ts';

const quiz = (extra: Partial<Quiz> = {}): Quiz => ({
  id: 7,
  type: 'self',
  version: 3,
  questions: quizQuestions('self'),
  complete: false,
  surveyLogId: null,
  name: null,
  ...extra,
});

const T0 = Date.UTC(2024, 0, 1);

const summarise = (answers: Answers, quizType: QuizType = 'self', extra: Partial<Quiz> = {}) =>
  buildSummary(quiz({ type: quizType, ...extra }), answeredQuiz(answers, { quizType }), {
    startedAt: T0,
    now: T0 + 1000,
    quizType,
    words: en,
  });

describe('buildSummary: header (spec §3 Quiz summary)', () => {
  test('spec §3: quizId, type and version come from the quiz and the quiz type', () => {
    const summary = summarise({}, 'gift', { id: 12, version: 5 });
    expect(summary).toMatchObject({ quizId: 12, type: 'gift', version: 5 });
  });

  const logRows: { rule: string; extra: Partial<Quiz>; expected: string | undefined }[] = [
    {
      rule: 'spec §3/§4: surveyLogId is sent for a continuation (surveyLogId set, quiz not complete)',
      extra: { surveyLogId: 'log-9', complete: false },
      expected: 'log-9',
    },
    {
      rule: 'spec §3: surveyLogId is not sent when the quiz is already complete (retake)',
      extra: { surveyLogId: 'log-9', complete: true },
      expected: undefined,
    },
    {
      rule: 'spec §3: surveyLogId is not sent for a first quiz (no surveyLogId)',
      extra: { surveyLogId: null },
      expected: undefined,
    },
    {
      rule: 'decision: an empty surveyLogId is no continuation',
      extra: { surveyLogId: '' },
      expected: undefined,
    },
  ];
  test.each(logRows)('$rule', ({ extra, expected }) => {
    const summary = summarise({}, 'self', extra);
    expect(summary.surveyLogId).toBe(expected);
    expect('surveyLogId' in summary).toBe(expected !== undefined);
  });

  const durationRows: { rule: string; startedAt: number | null; elapsed: number; expected: number }[] = [
    { rule: 'spec §3: durationInSeconds, whole seconds', startedAt: T0, elapsed: 61_000, expected: 61 },
    {
      rule: 'spec §3: durationInSeconds is rounded (1.499 s → 1)',
      startedAt: T0,
      elapsed: 1499,
      expected: 1,
    },
    { rule: 'spec §3: durationInSeconds is rounded (1.5 s → 2)', startedAt: T0, elapsed: 1500, expected: 2 },
    { rule: 'decision: a clock that went back gives 0', startedAt: T0, elapsed: -5000, expected: 0 },
    { rule: 'decision: a timer never started gives 0', startedAt: null, elapsed: 9000, expected: 0 },
  ];
  test.each(durationRows)('$rule', ({ startedAt, elapsed, expected }) => {
    const summary = buildSummary(quiz(), [], { startedAt, now: T0 + elapsed, quizType: 'self', words: en });
    expect(summary.durationInSeconds).toBe(expected);
  });
});

describe('buildSummary: answers (spec §3: questionCode, questionText, answerValue, answerCode, answerText)', () => {
  const codes = (answers: Answers, quizType: QuizType = 'self') =>
    summarise(answers, quizType).answers.map((a) => a.questionCode);

  const rows: { rule: string; answers: Answers; quizType?: QuizType; present: string[]; absent: string[] }[] =
    [
      {
        rule: 'spec §3: answers only for answered questions (unanswered ones are not sent)',
        answers: { age: '34' },
        present: ['age'],
        absent: ['deo_freq', 'name'],
      },
      {
        rule: 'spec §4: a cologne answered before fragrance_knowledge became 0 is dropped (and cologne_approval)',
        answers: { fragrance_knowledge: '0', cologne: 'Bleu', cologne_approval: 'a' },
        present: ['fragrance_knowledge'],
        absent: ['cologne', 'cologne_approval'],
      },
      {
        rule: "spec §4: answers to questions deo_freq 'never' hid are dropped",
        answers: { deo_freq: '4', bo_level: 'a', sweat_pref: 'a', deo_care: 'a', sweat_level: 'a' },
        present: ['deo_freq', 'sweat_level'],
        absent: ['bo_level', 'sweat_pref', 'deo_care'],
      },
      {
        rule: 'spec §4: a face_need answer on an option face_type hid is dropped',
        answers: { face_type: '0', face_need: 'oily' },
        present: ['face_type'],
        absent: ['face_need'],
      },
      {
        rule: 'spec §4 (gift): relationship 1 drops sweat_level and bo_level answers',
        answers: { relationship: '1', sweat_level: 'a', bo_level: 'a' },
        quizType: 'gift',
        present: ['relationship'],
        absent: ['sweat_level', 'bo_level'],
      },
      {
        rule: 'spec §4: hair_type coily shows hair_foaming, and its answer is sent',
        answers: { hair_type: 'coily', hair_foaming: 'a' },
        present: ['hair_type', 'hair_foaming'],
        absent: [],
      },
    ];
  test.each(rows)('$rule', ({ answers, quizType, present, absent }) => {
    const sent = codes(answers, quizType);
    for (const code of present) expect(sent).toContain(code);
    for (const code of absent) expect(sent).not.toContain(code);
  });

  test('spec §4 hide_hair: answers of removed hair questions are dropped', () => {
    const questions = answeredQuiz({ hair_type: 'coily', age: '30' }, { quizType: 'self', hideHair: true });
    const summary = buildSummary(quiz(), questions, { startedAt: T0, now: T0, quizType: 'self', words: en });
    expect(summary.answers.map((a) => a.questionCode)).toEqual(['age']);
  });

  test('spec §3: an option answer carries the option value, id and text for the quiz type, in quiz order', () => {
    const questions = [
      question('work', {
        text: { default: 'Your work?', gift: 'Their work?' },
        options: [option('1', { id: 'w1', text: { default: 'Desk', gift: 'At a desk' } })],
        selected: '1',
      }),
      question('age', { type: 'number', options: [], selected: '34' }),
    ];
    const self = buildSummary(quiz(), questions, { startedAt: T0, now: T0, quizType: 'self', words: en });
    const gift = buildSummary(quiz(), questions, { startedAt: T0, now: T0, quizType: 'gift', words: en });
    expect(self.answers[0]).toEqual({
      questionCode: 'work',
      questionText: 'Your work?',
      answerValue: '1',
      answerCode: 'w1',
      answerText: 'Desk',
    });
    expect(gift.answers[0]).toEqual({
      questionCode: 'work',
      questionText: 'Their work?',
      answerValue: '1',
      answerCode: 'w1',
      answerText: 'At a desk',
    });
    expect(self.answers.map((a) => a.questionCode)).toEqual(['work', 'age']);
  });

  const freeRows: { rule: string; answers: Answers; code: string; value: string }[] = [
    {
      rule: 'a number answer is sent as a string with the question code',
      answers: { age: '34' },
      code: 'age',
      value: '34',
    },
    {
      rule: 'a typed cologne is sent as typed (trimmed) with the question code',
      answers: { fragrance_knowledge: '1', cologne: ' Bleu de Chanel ' },
      code: 'cologne',
      value: 'Bleu de Chanel',
    },
    { rule: 'the name is sent when given', answers: { name: 'Sam' }, code: 'name', value: 'Sam' },
  ];
  test.each(freeRows)('spec §3: $rule', ({ answers, code, value }) => {
    const answer = summarise(answers).answers.find((a) => a.questionCode === code);
    expect(answer).toMatchObject({ answerValue: value, answerCode: code, answerText: value });
  });

  test("spec §3: an 'other' answer carries answerCode 'other' and the typed text", () => {
    const questions = setOtherText(
      answeredQuiz({ hair_type: 'straight', hair_need: 'other' }, { quizType: 'self' }),
      'hair_need',
      ' more shine ',
    );
    const summary = buildSummary(quiz(), questions, { startedAt: T0, now: T0, quizType: 'self', words: en });
    expect(summary.answers.find((a) => a.questionCode === 'hair_need')).toMatchObject({
      answerValue: 'other',
      answerCode: 'other',
      answerText: 'more shine',
    });
  });

  test('spec §4: questionText is the displayed text (ideal_bw filled from bs_bw, gift text in the gift quiz)', () => {
    const self = summarise({ bs_bw: 'soap', ideal_bw: 'a' });
    expect(self.answers.find((a) => a.questionCode === 'ideal_bw')?.questionText).toBe(
      'Your ideal Bar Soap?',
    );
    const gift = summarise({ relationship: '0', bs_bw: 'both', ideal_bw: 'a' }, 'gift');
    expect(gift.answers.find((a) => a.questionCode === 'ideal_bw')?.questionText).toBe('Their ideal Soap?');
  });

  test('the summary satisfies the contract schema, long typed text cut to its limits', () => {
    const summary = summarise(
      {
        name: 'Sam',
        age: '34',
        deo_freq: '1',
        fragrance_knowledge: '1',
        cologne: 'x'.repeat(800),
        hair_type: 'wavy',
        night_out: '2',
      },
      'self',
      { surveyLogId: 'log-1' },
    );
    expect(() => v.parse(QuizSummary, summary)).not.toThrow();
    expect(summary.answers.find((a) => a.questionCode === 'cologne')?.answerText).toHaveLength(500);
  });
});
