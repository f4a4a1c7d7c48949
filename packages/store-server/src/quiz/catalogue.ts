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
//
// Texts (issue 43, docs/decisions/0210): every question's and option's words come from the catalog
// questions/messages, one per locale; the catalogue is built once per locale from it, and everything
// else (codes, option values and ids, order, groups, types, icons, visibility rules) is the same in
// every locale. Rules that read answers (summaryRules, savedAnswers, progress) go by code and value,
// never by text, so they read the en-US catalogue whatever the store's locale; only what shows or
// writes a text (the quiz served, a continuation's earlier answers in its summary) takes the locale.
import type { Question, QuestionCode, QuizType } from '@pc/shared/contract';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@pc/shared/locale';
import { HAIR_TYPES_WITH_LENGTH_ICONS } from '@pc/shared/quiz-values';
import { deepFreeze } from '../deepFreeze.ts';
import { bodyQuestions } from './questions/body.ts';
import { faceQuestions } from './questions/face.ts';
import { hairQuestions } from './questions/hair.ts';
import { questionMessages } from './questions/messages/index.ts';
import { scentQuestions } from './questions/scent.ts';
import { youQuestions } from './questions/you.ts';

/** The quiz's version (spec §3 Quiz.version); bump it when questions or option values change. */
export const QUIZ_VERSION = 1;

/** All 30 questions of spec §3 in one locale's words, in quiz order. */
const catalogueIn = (locale: Locale): readonly Question[] => {
  const m = questionMessages[locale];
  return [
    ...youQuestions(m),
    ...bodyQuestions(m),
    ...faceQuestions(m),
    ...hairQuestions(m),
    ...scentQuestions(m),
  ];
};

/** `make` of each of the shop's locales, made once. */
const inEachLocale = <T>(make: (locale: Locale) => T): Readonly<Record<Locale, T>> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;

/** The catalogue in each locale. Never mutate: questionsFor() hands out copies. */
const CATALOGUES = inEachLocale(catalogueIn);

/**
 * All 30 questions of spec §3, in quiz order, in en-US (the spec's words). What it says of codes,
 * values, types and rules holds in every locale. Never mutate: questionsFor() hands out copies.
 */
export const QUESTION_CATALOGUE: readonly Question[] = CATALOGUES[DEFAULT_LOCALE];

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
 * The questions one quiz type serves, in quiz order, in `locale`'s words, as fresh copies. In the
 * gift quiz the 'you' questions (name, age) are about the recipient, so they are served in group
 * 'them' and the tracker reads "them" from the first question on.
 */
export function questionsFor(type: QuizType, locale: Locale): Question[] {
  const codes = QUESTIONS_BY_TYPE[type];
  return CATALOGUES[locale]
    .filter((question) => codes.includes(question.code))
    .map((question) => {
      const copy = structuredClone(question);
      return type === 'gift' && copy.group === 'you' ? { ...copy, group: 'them' } : copy;
    });
}

/**
 * questionsFor(type, locale) made once and frozen, for each quiz type in each locale
 * (docs/decisions/0045: copying the 30 questions was a tenth of a quiz page's time), for readers that
 * copy what they change, as restoreSelections does.
 */
const FROZEN_QUESTIONS = inEachLocale(
  (locale): Readonly<Record<QuizType, readonly Question[]>> => ({
    self: deepFreeze(questionsFor('self', locale)),
    gift: deepFreeze(questionsFor('gift', locale)),
  }),
);

/**
 * The questions one quiz type serves, in quiz order, in `locale`'s words, frozen: the same each call,
 * never to be changed.
 */
export const servedQuestions = (type: QuizType, locale: Locale): readonly Question[] =>
  FROZEN_QUESTIONS[locale][type];

/**
 * One question of the catalogue, in `locale`'s words (en-US unless asked): its options' values, types
 * and ids, which the rules read, are the same in every locale.
 */
export function catalogueQuestion(code: QuestionCode, locale: Locale = DEFAULT_LOCALE): Question {
  const question = CATALOGUES[locale].find((candidate) => candidate.code === code);
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
