import type { QuestionCode, QuizType } from '@pc/shared/contract';
import { describe, expect, test } from 'vitest';
import {
  type Answers,
  answeredQuiz,
  find,
  question,
  quizQuestions,
  withAnswers,
} from '../test/quizFixture.ts';
import { applyVisibility } from './visibility.ts';

interface OptionRow {
  rule: string;
  quizType: QuizType;
  answers: Answers;
  code: QuestionCode;
  hidden: string[];
  shown: string[];
}

const optionRows: OptionRow[] = [
  {
    rule: 'spec §4: face_type 0 hides the oily face_need option',
    quizType: 'self',
    answers: { face_type: '0' },
    code: 'face_need',
    hidden: ['oily'],
    shown: ['dry', 'sensitive', 'acne'],
  },
  {
    rule: 'spec §4: face_type 1 hides no face_need option',
    quizType: 'self',
    answers: { face_type: '1' },
    code: 'face_need',
    hidden: [],
    shown: ['oily', 'dry', 'sensitive', 'acne'],
  },
  {
    rule: 'spec §4: face_type 2 hides the dry and sensitive face_need options',
    quizType: 'self',
    answers: { face_type: '2' },
    code: 'face_need',
    hidden: ['dry', 'sensitive'],
    shown: ['oily', 'acne'],
  },
  {
    rule: 'spec §4: face_type 3 hides the dry and sensitive face_need options',
    quizType: 'gift',
    answers: { face_type: '3' },
    code: 'face_need',
    hidden: ['dry', 'sensitive'],
    shown: ['oily', 'acne'],
  },
  {
    rule: 'spec §4: face_type unanswered hides no face_need option',
    quizType: 'self',
    answers: {},
    code: 'face_need',
    hidden: [],
    shown: ['oily', 'dry', 'sensitive', 'acne'],
  },
  {
    rule: 'spec §4: straight hair keeps anti_frizz and curly_safe',
    quizType: 'self',
    answers: { hair_type: 'straight' },
    code: 'hair_need',
    hidden: [],
    shown: ['anti_frizz', 'curly_safe', 'volume', 'other'],
  },
  {
    rule: 'spec §4: anti_frizz is hidden unless straight or bald (wavy hides it; curly_safe stays for wavy)',
    quizType: 'self',
    answers: { hair_type: 'wavy' },
    code: 'hair_need',
    hidden: ['anti_frizz'],
    shown: ['curly_safe', 'volume'],
  },
  {
    rule: 'spec §4: curly hair hides anti_frizz and curly_safe',
    quizType: 'self',
    answers: { hair_type: 'curly' },
    code: 'hair_need',
    hidden: ['anti_frizz', 'curly_safe'],
    shown: ['volume', 'other'],
  },
  {
    rule: 'spec §4: coily hair hides anti_frizz and curly_safe',
    quizType: 'self',
    answers: { hair_type: 'coily' },
    code: 'hair_need',
    hidden: ['anti_frizz', 'curly_safe'],
    shown: ['volume'],
  },
  {
    rule: 'spec §4: bald keeps anti_frizz and curly_safe',
    quizType: 'self',
    answers: { hair_type: 'bald', hair_freq: 'weekly' },
    code: 'hair_need',
    hidden: [],
    shown: ['anti_frizz', 'curly_safe'],
  },
  {
    rule: "decision (spec §4 'hidden unless'): no hair type yet hides anti_frizz and curly_safe",
    quizType: 'self',
    answers: {},
    code: 'hair_need',
    hidden: ['anti_frizz', 'curly_safe'],
    shown: ['volume'],
  },
  {
    rule: 'spec §4: options marked unsupported for the gift quiz are hidden in the gift quiz',
    quizType: 'gift',
    answers: {},
    code: 'personality',
    hidden: ['calm'],
    shown: ['bold'],
  },
  {
    rule: 'spec §4: options marked unsupported for the gift quiz show in the self quiz',
    quizType: 'self',
    answers: {},
    code: 'personality',
    hidden: [],
    shown: ['bold', 'calm'],
  },
];

describe('applyVisibility: options (spec §4)', () => {
  test.each(optionRows)('$rule', (row) => {
    const result = find(answeredQuiz(row.answers, { quizType: row.quizType }), row.code);
    const hiddenValues = result.options.filter((o) => o.hidden).map((o) => o.value);
    expect(hiddenValues.sort()).toEqual([...row.hidden].sort());
    for (const value of row.shown) expect(hiddenValues).not.toContain(value);
  });

  test('decision: a quiz without hair_type does not constrain hair_need options', () => {
    const result = answeredQuiz({}, { quizType: 'self' }, [find(quizQuestions('self'), 'hair_need')]);
    expect(find(result, 'hair_need').options.every((o) => !o.hidden)).toBe(true);
  });
});

describe('applyVisibility: derived state', () => {
  const context = { quizType: 'gift' as const, hideHair: false, hideScent: false };
  const answerSets: Answers[] = [
    {},
    { relationship: '0', fragrance_knowledge: '1', cologne: 'Bleu', deo_freq: '4' },
    { hair_type: 'curly', hair_need: 'anti_frizz', face_type: '2', face_need: 'dry' },
    { hair_type: 'bald', hair_freq: 'never' },
  ];

  test.each(answerSets)('is idempotent for %o', (answers) => {
    const once = applyVisibility(withAnswers(quizQuestions('gift'), answers), context);
    expect(applyVisibility(once, context)).toEqual(once);
  });

  test('recomputes from answers: a question hidden earlier comes back when the answer changes', () => {
    const hidden = applyVisibility(withAnswers(quizQuestions('self'), { deo_freq: '4' }), {
      ...context,
      quizType: 'self',
    });
    expect(find(hidden, 'deo_care').visible).toBe(false);
    const back = applyVisibility(withAnswers(hidden, { deo_freq: '1' }), { ...context, quizType: 'self' });
    expect(find(back, 'deo_care').visible).toBe(true);
  });

  test('ignores stale incoming flags on questions and options without a rule', () => {
    const stale = question('work', {
      visible: false,
      options: [{ ...question('work').options[0]!, hidden: true }],
    });
    const [result] = applyVisibility([stale], context);
    expect(result?.visible).toBe(true);
    expect(result?.options[0]?.hidden).toBe(false);
  });

  test('keeps the selection of a hidden option (it counts again if the option returns) and does not mutate input', () => {
    const input = withAnswers(quizQuestions('self'), { hair_type: 'curly', hair_need: 'anti_frizz' });
    const snapshot = structuredClone(input);
    const result = applyVisibility(input, { ...context, quizType: 'self' });
    expect(find(result, 'hair_need').selected).toBe('anti_frizz');
    expect(input).toEqual(snapshot);
    expect(result.map((q) => q.code)).toEqual(input.map((q) => q.code));
  });
});
