// spec §3 Question, Option and question codes; spec §4 Quiz. The authored question catalogue: the
// order of QUESTION_CATALOGUE is the quiz order, and the tracker's groups follow it
// (you → body → face → hair → scent).
//
// Conventions the element relies on (option values: the contract's quizValues.ts, shared by both):
// - Every question is served unanswered: selected null, visible true, options hidden false; the
//   element derives visibility from the answers (spec §4).
// - collapse is true for the follow-ups that appear with a parent's answer (cologne,
//   cologne_approval, hair_freq, hair_length, hair_foaming): they fold away while hidden.
// - otherText is the shopper's typed text for an 'other' option, restored from saved progress; the
//   catalogue never authors it (docs/decisions/0004).
import type { Question, QuestionCode, QuizType } from '@pc/shared/contract';
import { HAIR_TYPES_WITH_LENGTH_ICONS } from '@pc/shared/quiz-values';
import { deepFreeze } from '../deepFreeze.ts';
import { bodyQuestions } from './questions/body.ts';
import { faceQuestions } from './questions/face.ts';
import { hairQuestions } from './questions/hair.ts';
import { scentQuestions } from './questions/scent.ts';
import { youQuestions } from './questions/you.ts';

/** The quiz's version (spec §3 Quiz.version); bump it when questions or option values change. */
export const QUIZ_VERSION = 1;

/** All 30 questions of spec §3, in quiz order. Never mutate: questionsFor() hands out copies. */
export const QUESTION_CATALOGUE: readonly Question[] = [
  ...youQuestions,
  ...bodyQuestions,
  ...faceQuestions,
  ...hairQuestions,
  ...scentQuestions,
];

const codesExcept = (...left: QuestionCode[]): readonly QuestionCode[] =>
  QUESTION_CATALOGUE.map((question) => question.code).filter((code) => !left.includes(code));

/** The self quiz asks everything but relationship (a gift-only question, group 'them'). */
export const SELF_QUESTIONS: readonly QuestionCode[] = codesExcept('relationship');

/**
 * The gift quiz asks everything but deo_care: underarm irritation and stains are a private concern
 * a giver rarely knows, and no spec §4 rule gates it by relationship as it does bo_level.
 */
export const GIFT_QUESTIONS: readonly QuestionCode[] = codesExcept('deo_care');

export const QUESTIONS_BY_TYPE: Readonly<Record<QuizType, readonly QuestionCode[]>> = {
  self: SELF_QUESTIONS,
  gift: GIFT_QUESTIONS,
};

/**
 * The questions one quiz type serves, in quiz order, as fresh copies. In the gift quiz the 'you'
 * questions (name, age) are about the recipient, so they are served in group 'them' and the
 * tracker reads "them" from the first question on.
 */
export function questionsFor(type: QuizType): Question[] {
  const codes = QUESTIONS_BY_TYPE[type];
  return QUESTION_CATALOGUE.filter((question) => codes.includes(question.code)).map((question) => {
    const copy = structuredClone(question);
    return type === 'gift' && copy.group === 'you' ? { ...copy, group: 'them' } : copy;
  });
}

/**
 * questionsFor(type) made once and frozen (docs/decisions/0045: copying the 30 questions was a tenth of
 * a quiz page's time), for readers that copy what they change, as restoreSelections does.
 */
const FROZEN_QUESTIONS: Readonly<Record<QuizType, readonly Question[]>> = {
  self: deepFreeze(questionsFor('self')),
  gift: deepFreeze(questionsFor('gift')),
};

/** The questions one quiz type serves, in quiz order, frozen: the same each call, never to be changed. */
export const servedQuestions = (type: QuizType): readonly Question[] => FROZEN_QUESTIONS[type];

export function catalogueQuestion(code: QuestionCode): Question {
  const question = QUESTION_CATALOGUE.find((candidate) => candidate.code === code);
  if (!question) throw new Error(`No question ${code} in the catalogue`);
  return question;
}

/**
 * Every asset path the catalogue references: option icons, slider images, and the hair-type
 * variants of hair_length's icons (spec §4: `hair_length_short.svg` → `hair_length_short_curly.svg`).
 */
export function catalogueAssetPaths(): string[] {
  const paths = new Set<string>();
  for (const question of QUESTION_CATALOGUE) {
    if (question.image !== undefined) paths.add(question.image);
    for (const option of question.options) {
      if (option.icon === undefined) continue;
      paths.add(option.icon);
      if (question.code !== 'hair_length') continue;
      for (const hairType of HAIR_TYPES_WITH_LENGTH_ICONS)
        paths.add(option.icon.replace(/\.svg$/, `_${hairType}.svg`));
    }
  }
  return [...paths].sort();
}
