import type { QuestionCode, QuizAnswer, QuizType } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { questionsFor } from './catalogue.ts';
import { summaryProblems } from './summaryRules.ts';

type Row = [code: QuestionCode, value: string, text?: string];

function summary(type: QuizType, rows: readonly Row[]) {
  const answers: QuizAnswer[] = rows.map(([code, value, text]) => ({
    questionCode: code,
    questionText: `Question ${code}`,
    answerValue: value,
    answerCode: code,
    answerText: text ?? value,
  }));
  return { type, answers };
}

const CASES: readonly { name: string; type: QuizType; rows: Row[]; problems: (string | RegExp)[] }[] = [
  { name: 'no answers', type: 'self', rows: [], problems: [] },
  {
    name: 'a complete self quiz',
    type: 'self',
    rows: [
      ['name', 'Sam'],
      ['age', '34'],
      ['deo_freq', '4'],
      ['face_type', '2'],
      ['face_need', 'oily'],
      ['hair_type', 'wavy'],
      ['fragrance_knowledge', '2'],
      ['cologne', 'Bois Épicé Intense'],
      ['cologne_approval', 'love'],
      ['work', 'other', 'Lighthouse keeper'],
    ],
    problems: [],
  },
  {
    name: 'relationship in a gift quiz',
    type: 'gift',
    rows: [['relationship', '2']],
    problems: [],
  },
  {
    name: 'relationship in a self quiz',
    type: 'self',
    rows: [['relationship', '0']],
    problems: ['relationship: not a question of the self quiz.'],
  },
  {
    name: 'deo_care in a gift quiz',
    type: 'gift',
    rows: [['deo_care', 'none']],
    problems: ['deo_care: not a question of the gift quiz.'],
  },
  {
    name: 'a code answered twice',
    type: 'self',
    rows: [
      ['age', '30'],
      ['age', '31'],
    ],
    problems: ['age: answered more than once.'],
  },
  {
    name: 'a value that is no option',
    type: 'self',
    rows: [['deo_freq', 'never']],
    problems: [/^deo_freq: "never" is not one of its options \(0, 1, 2, 3, 4\)\.$/],
  },
  {
    name: 'an option unsupported in the gift quiz',
    type: 'gift',
    rows: [['hair_need', 'itchy_scalp']],
    problems: ['hair_need: "itchy_scalp" is not offered in the gift quiz.'],
  },
  {
    name: 'a gift-only option in the self quiz',
    type: 'self',
    rows: [['hair_freq', 'not_sure']],
    problems: ['hair_freq: "not_sure" is not offered in the self quiz.'],
  },
  { name: 'age 120', type: 'self', rows: [['age', '120']], problems: [] },
  { name: 'age 0', type: 'self', rows: [['age', '0']], problems: [] },
  {
    name: 'age 121',
    type: 'self',
    rows: [['age', '121']],
    problems: ['age: must be a whole number from 0 to 120 (got "121").'],
  },
  {
    name: 'age not digits',
    type: 'self',
    rows: [['age', '3.5']],
    problems: [/^age: must be a whole number/],
  },
  { name: 'age negative', type: 'gift', rows: [['age', '-4']], problems: [/^age: /] },
  { name: 'age empty', type: 'self', rows: [['age', '']], problems: [/^age: /] },
  { name: 'name of 25 characters', type: 'self', rows: [['name', 'A'.repeat(25)]], problems: [] },
  { name: 'empty name', type: 'gift', rows: [['name', '']], problems: [] },
  {
    name: 'name of 26 characters',
    type: 'self',
    rows: [['name', 'A'.repeat(26)]],
    problems: ['name: must be at most 25 characters (got 26).'],
  },
  { name: 'cologne of 100 characters', type: 'self', rows: [['cologne', 'c'.repeat(100)]], problems: [] },
  {
    name: 'cologne of 101 characters',
    type: 'self',
    rows: [['cologne', 'c'.repeat(101)]],
    problems: ['cologne: must be at most 100 characters (got 101).'],
  },
  {
    name: 'blank cologne',
    type: 'self',
    rows: [['cologne', '  ']],
    problems: ['cologne: the answer is empty.'],
  },
  {
    name: "'other' without its text",
    type: 'self',
    rows: [['hair_need', 'other', ' ']],
    problems: ["hair_need: the 'other' answer needs its text."],
  },
  {
    name: "'other' text of 101 characters",
    type: 'self',
    rows: [['work', 'other', 'w'.repeat(101)]],
    problems: ["work: the 'other' text must be at most 100 characters (got 101)."],
  },
  {
    name: 'several problems, in answer order',
    type: 'self',
    rows: [
      ['relationship', '0'],
      ['bs_bw', 'shower_gel'],
      ['bs_bw', 'soap'],
    ],
    problems: [/^relationship: /, /^bs_bw: "shower_gel"/, 'bs_bw: answered more than once.'],
  },
];

describe('summaryProblems', () => {
  it.each(CASES)('$name', ({ type, rows, problems }) => {
    const found = summaryProblems(summary(type, rows));
    expect(found).toHaveLength(problems.length);
    problems.forEach((expected, index) => {
      if (typeof expected === 'string') expect(found[index]).toBe(expected);
      else expect(found[index]).toMatch(expected);
    });
  });

  it.each(['self', 'gift'] as const)('accepts every option the %s quiz offers', (type) => {
    for (const question of questionsFor(type, 'en-US')) {
      for (const option of question.options) {
        if (option.unsupported.includes(type)) continue;
        const rows: Row[] = [
          [question.code, option.value, option.type === 'other' ? 'Something' : undefined],
        ];
        expect(summaryProblems(summary(type, rows)), option.id).toEqual([]);
      }
    }
  });
});
