import type { Question, QuestionCode, QuizType } from '@pc/shared/contract';
import { describe, expect, test } from 'vitest';
import { type Answers, answeredQuiz, question, quizQuestions } from '../test/quizFixture.ts';

const visibleCodes = (questions: readonly Question[]) =>
  questions.filter((q) => q.visible).map((q) => q.code);

interface VisibilityRow {
  rule: string;
  quizType: QuizType;
  answers: Answers;
  hideHair?: boolean;
  hideScent?: boolean;
  hideName?: boolean;
  questions?: Question[];
  visible: QuestionCode[];
  hidden: QuestionCode[];
}

const HAIR: QuestionCode[] = ['hair_type', 'hair_freq', 'hair_need', 'hair_length', 'hair_foaming'];
const SCENT: QuestionCode[] = ['fragrance_knowledge', 'cologne', 'cologne_approval'];

const questionRows: VisibilityRow[] = [
  // cologne / fragrance_knowledge
  {
    rule: "spec §4: cologne is visible only when fragrance_knowledge is not 0 (value '0' hides it)",
    quizType: 'self',
    answers: { fragrance_knowledge: '0' },
    visible: ['fragrance_knowledge'],
    hidden: ['cologne', 'cologne_approval'],
  },
  {
    rule: "spec §4: cologne is visible when fragrance_knowledge is not 0 (value '1')",
    quizType: 'self',
    answers: { fragrance_knowledge: '1' },
    visible: ['cologne'],
    hidden: [],
  },
  {
    rule: "spec §4: cologne is visible when fragrance_knowledge is not 0 (value '2')",
    quizType: 'self',
    answers: { fragrance_knowledge: '2' },
    visible: ['cologne'],
    hidden: [],
  },
  {
    rule: 'decision (spec §4 cologne): fragrance_knowledge unanswered keeps cologne hidden',
    quizType: 'self',
    answers: {},
    visible: ['fragrance_knowledge'],
    hidden: ['cologne'],
  },
  {
    rule: 'decision (spec §4 cologne): a quiz without fragrance_knowledge does not constrain cologne',
    quizType: 'self',
    answers: {},
    questions: [question('cologne', { type: 'cologne', options: [] })],
    visible: ['cologne'],
    hidden: [],
  },
  {
    rule: 'spec §4: cologne_approval is visible only when a cologne value is non-empty',
    quizType: 'self',
    answers: { fragrance_knowledge: '1', cologne: 'Bleu' },
    visible: ['cologne', 'cologne_approval'],
    hidden: [],
  },
  {
    rule: 'spec §4: cologne_approval is hidden while cologne is unanswered',
    quizType: 'self',
    answers: { fragrance_knowledge: '1' },
    visible: ['cologne'],
    hidden: ['cologne_approval'],
  },
  {
    rule: 'spec §4: cologne_approval is hidden when the cologne value is empty (blank text)',
    quizType: 'self',
    answers: { fragrance_knowledge: '1', cologne: '   ' },
    visible: ['cologne'],
    hidden: ['cologne_approval'],
  },
  {
    rule: 'spec §4: a cologne typed before fragrance_knowledge became 0 no longer shows cologne_approval',
    quizType: 'self',
    answers: { fragrance_knowledge: '0', cologne: 'Bleu' },
    visible: [],
    hidden: ['cologne', 'cologne_approval'],
  },
  // relationship
  {
    rule: 'spec §4: relationship value 0 makes sweat_level, bo_level and cologne visible',
    quizType: 'gift',
    answers: { relationship: '0', fragrance_knowledge: '1' },
    visible: ['sweat_level', 'bo_level', 'cologne'],
    hidden: [],
  },
  {
    rule: 'spec §4: relationship value 2 makes sweat_level, bo_level and cologne visible',
    quizType: 'gift',
    answers: { relationship: '2', fragrance_knowledge: '1' },
    visible: ['sweat_level', 'bo_level', 'cologne'],
    hidden: [],
  },
  ...['1', '3', '4'].map(
    (value): VisibilityRow => ({
      rule: `spec §4: relationship other values hide sweat_level, bo_level and cologne (value ${value})`,
      quizType: 'gift',
      answers: { relationship: value, fragrance_knowledge: '1' },
      visible: ['relationship', 'sweat_pref', 'deo_care'],
      hidden: ['sweat_level', 'bo_level', 'cologne', 'cologne_approval'],
    }),
  ),
  {
    rule: 'decision (spec §4 relationship): unanswered relationship keeps sweat_level, bo_level, cologne hidden',
    quizType: 'gift',
    answers: { fragrance_knowledge: '1' },
    visible: ['relationship'],
    hidden: ['sweat_level', 'bo_level', 'cologne'],
  },
  {
    rule: 'decision (spec §4 relationship): the self quiz has no relationship, which does not constrain',
    quizType: 'self',
    answers: { fragrance_knowledge: '1' },
    visible: ['sweat_level', 'bo_level', 'cologne'],
    hidden: [],
  },
  {
    rule: 'spec §4: relationship 0 and fragrance_knowledge 0: cologne needs both rules',
    quizType: 'gift',
    answers: { relationship: '0', fragrance_knowledge: '0' },
    visible: ['sweat_level', 'bo_level'],
    hidden: ['cologne'],
  },
  // deo_freq
  {
    rule: "spec §4: deo_freq 'never' (value 4) hides bo_level, sweat_pref and deo_care",
    quizType: 'self',
    answers: { deo_freq: '4' },
    visible: ['deo_freq', 'sweat_level'],
    hidden: ['bo_level', 'sweat_pref', 'deo_care'],
  },
  ...['0', '1', '2', '3'].map(
    (value): VisibilityRow => ({
      rule: `spec §4: deo_freq other than 'never' keeps bo_level, sweat_pref and deo_care (value ${value})`,
      quizType: 'self',
      answers: { deo_freq: value },
      visible: ['bo_level', 'sweat_pref', 'deo_care'],
      hidden: [],
    }),
  ),
  {
    rule: 'spec §4: deo_freq unanswered hides nothing',
    quizType: 'self',
    answers: {},
    visible: ['bo_level', 'sweat_pref', 'deo_care'],
    hidden: [],
  },
  {
    rule: "spec §4: deo_freq 'never' hides bo_level even when relationship 0 would show it (gift)",
    quizType: 'gift',
    answers: { relationship: '0', deo_freq: '4' },
    visible: ['sweat_level'],
    hidden: ['bo_level', 'sweat_pref', 'deo_care'],
  },
  // hair
  {
    rule: 'spec §4: hair_type answered makes hair_freq visible',
    quizType: 'self',
    answers: { hair_type: 'wavy' },
    visible: ['hair_freq'],
    hidden: [],
  },
  {
    rule: 'spec §4: hair_freq stays hidden while hair_type is unanswered',
    quizType: 'self',
    answers: {},
    visible: ['hair_type'],
    hidden: ['hair_freq'],
  },
  {
    rule: 'spec §4: hair_need is hidden when bald and hair_freq is never (self)',
    quizType: 'self',
    answers: { hair_type: 'bald', hair_freq: 'never' },
    visible: ['hair_freq'],
    hidden: ['hair_need'],
  },
  {
    rule: 'spec §4: hair_need stays visible when bald and hair_freq is not never (self)',
    quizType: 'self',
    answers: { hair_type: 'bald', hair_freq: 'weekly' },
    visible: ['hair_need'],
    hidden: [],
  },
  {
    rule: 'spec §4: hair_need stays visible for a bald self-quiz taker before hair_freq is answered',
    quizType: 'self',
    answers: { hair_type: 'bald' },
    visible: ['hair_need'],
    hidden: [],
  },
  {
    rule: 'spec §4: hair_need is hidden when bald and the quiz is a gift',
    quizType: 'gift',
    answers: { hair_type: 'bald' },
    visible: ['hair_type'],
    hidden: ['hair_need'],
  },
  {
    rule: 'spec §4: hair_need is hidden when bald and the quiz is a gift, whatever hair_freq says',
    quizType: 'gift',
    answers: { hair_type: 'bald', hair_freq: 'daily' },
    visible: ['hair_freq'],
    hidden: ['hair_need'],
  },
  {
    rule: "spec §4: hair_need is not hidden by hair_freq 'never' when not bald",
    quizType: 'self',
    answers: { hair_type: 'straight', hair_freq: 'never' },
    visible: ['hair_need'],
    hidden: [],
  },
  {
    rule: 'spec §4: hair_need is not hidden in the gift quiz when not bald',
    quizType: 'gift',
    answers: { hair_type: 'curly' },
    visible: ['hair_need'],
    hidden: [],
  },
  {
    rule: 'spec §4: hair_length is visible when not bald and a hair type is chosen',
    quizType: 'self',
    answers: { hair_type: 'straight' },
    visible: ['hair_length'],
    hidden: [],
  },
  {
    rule: 'spec §4: hair_length is hidden when bald',
    quizType: 'self',
    answers: { hair_type: 'bald' },
    visible: ['hair_freq'],
    hidden: ['hair_length'],
  },
  {
    rule: 'spec §4: hair_length is hidden while no hair type is chosen',
    quizType: 'self',
    answers: {},
    visible: [],
    hidden: ['hair_length'],
  },
  {
    rule: 'spec §4: hair_foaming is visible when hair_need is anti_frizz',
    quizType: 'self',
    answers: { hair_type: 'straight', hair_need: 'anti_frizz' },
    visible: ['hair_foaming'],
    hidden: [],
  },
  {
    rule: 'spec §4: hair_foaming is visible when hair_need is curly_safe',
    quizType: 'self',
    answers: { hair_type: 'wavy', hair_need: 'curly_safe' },
    visible: ['hair_foaming'],
    hidden: [],
  },
  {
    rule: 'spec §4: hair_foaming is visible when the hair type is coily',
    quizType: 'self',
    answers: { hair_type: 'coily' },
    visible: ['hair_foaming'],
    hidden: [],
  },
  {
    rule: 'spec §4: hair_foaming is hidden for another hair_need and a hair type other than coily',
    quizType: 'self',
    answers: { hair_type: 'straight', hair_need: 'volume' },
    visible: ['hair_need'],
    hidden: ['hair_foaming'],
  },
  {
    rule: 'spec §4: hair_foaming is hidden when hair_need is unanswered and the hair type is not coily',
    quizType: 'self',
    answers: { hair_type: 'curly' },
    visible: [],
    hidden: ['hair_foaming'],
  },
  {
    rule: 'spec §4: hair_need anti_frizz stops counting for hair_foaming once curly hair hides that option',
    quizType: 'self',
    answers: { hair_type: 'curly', hair_need: 'anti_frizz' },
    visible: ['hair_need'],
    hidden: ['hair_foaming'],
  },
  {
    rule: 'spec §4: hair_need curly_safe stops counting for hair_foaming once bald + never hides hair_need',
    quizType: 'self',
    answers: { hair_type: 'bald', hair_freq: 'never', hair_need: 'curly_safe' },
    visible: [],
    hidden: ['hair_need', 'hair_foaming'],
  },
  // query switches
  {
    rule: 'spec §4: hide_hair=y removes hair questions in the self quiz',
    quizType: 'self',
    answers: { hair_type: 'coily' },
    hideHair: true,
    visible: ['age', 'fragrance_knowledge'],
    hidden: HAIR,
  },
  {
    rule: 'spec §4: hide_hair=y applies to the self quiz only (gift keeps hair questions)',
    quizType: 'gift',
    answers: { hair_type: 'coily' },
    hideHair: true,
    visible: ['hair_type', 'hair_freq', 'hair_need', 'hair_length', 'hair_foaming'],
    hidden: [],
  },
  {
    rule: 'spec §4: hide_scent=y removes scent questions and age in the self quiz',
    quizType: 'self',
    answers: { fragrance_knowledge: '1', cologne: 'Bleu' },
    hideScent: true,
    visible: ['hair_type', 'deo_freq'],
    hidden: [...SCENT, 'age'],
  },
  {
    rule: 'spec §4: hide_scent=y applies to the self quiz only (gift keeps scent questions and age)',
    quizType: 'gift',
    answers: { relationship: '0', fragrance_knowledge: '1', cologne: 'Bleu' },
    hideScent: true,
    visible: [...SCENT, 'age'],
    hidden: [],
  },
  {
    rule: 'spec §2: the name question is hidden on quizq1 paths and for continuations',
    quizType: 'self',
    answers: {},
    hideName: true,
    visible: ['age'],
    hidden: ['name'],
  },
  {
    rule: 'spec §2: the name question shows otherwise (gift quiz too)',
    quizType: 'gift',
    answers: {},
    visible: ['name'],
    hidden: [],
  },
  // parentCode
  {
    rule: 'spec §3 parentCode: a question whose parent question is not visible is not visible',
    quizType: 'self',
    answers: {},
    questions: [
      ...quizQuestions('self'),
      question('drink', { parentCode: 'hair_freq' }),
      question('smoking', { parentCode: 'drink' }),
    ],
    visible: [],
    hidden: ['hair_freq', 'drink', 'smoking'],
  },
  {
    rule: 'spec §3 parentCode: a question whose parent question is visible follows its own rules',
    quizType: 'self',
    answers: { hair_type: 'wavy' },
    questions: [
      ...quizQuestions('self'),
      question('drink', { parentCode: 'hair_freq' }),
      question('smoking', { parentCode: 'drink' }),
    ],
    visible: ['hair_freq', 'drink', 'smoking'],
    hidden: [],
  },
  {
    rule: 'decision (spec §3 parentCode): a parent the quiz does not contain does not constrain',
    quizType: 'self',
    answers: {},
    questions: [question('drink', { parentCode: 'work' })],
    visible: ['drink'],
    hidden: [],
  },
  {
    rule: 'decision (spec §3 parentCode): questions that are each other’s parent are hidden, not looped on',
    quizType: 'self',
    answers: {},
    questions: [question('drink', { parentCode: 'work' }), question('work', { parentCode: 'drink' })],
    visible: [],
    hidden: ['drink', 'work'],
  },
];

describe('applyVisibility: questions (spec §4 Dependencies between questions)', () => {
  test.each(questionRows)('$rule', (row) => {
    const result = answeredQuiz(
      row.answers,
      {
        quizType: row.quizType,
        hideHair: row.hideHair ?? false,
        hideScent: row.hideScent ?? false,
        hideName: row.hideName,
      },
      row.questions,
    );
    const visible = visibleCodes(result);
    const present = result.map((q) => q.code);
    for (const code of row.visible) expect(visible, `${code} should be visible`).toContain(code);
    for (const code of row.hidden) {
      expect(present, `${code} should be in the quiz`).toContain(code);
      expect(visible, `${code} should be hidden`).not.toContain(code);
    }
  });
});
