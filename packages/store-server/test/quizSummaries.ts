import type { ProgressAnswer, QuestionCode, QuizSummary, QuizType } from '@pc/shared/contract';
import { QUIZ_VERSION } from '../src/quiz/catalogue.ts';
import { summaryAnswersFromSaved } from '../src/quiz/savedAnswers.ts';
import { QUIZ_IDS } from '../src/quiz/sessionQuiz.ts';

// Complete, valid quizzes for server tests: what the quiz element would save and post.

type Answers = Partial<Record<QuestionCode, string>>;

/** Every visible self question answered (spec §4 rules respected: straight hair, a named cologne). */
export const SELF_ANSWERS: Answers = {
  name: 'Riley',
  age: '29',
  shower_freq: '2',
  bs_bw: 'soap',
  ideal_bw: 'gentle',
  skin_type: 'dry',
  deo_freq: '1',
  deo_kind: 'aluminum_free',
  sweat_level: '2',
  bo_level: '1',
  sweat_pref: 'both',
  deo_care: 'none',
  face_type: '2',
  face_need: 'breakouts',
  eye_need: 'none',
  shave_freq: 'daily',
  smoking: 'no',
  hair_type: 'straight',
  hair_freq: 'daily',
  hair_length: 'short',
  hair_need: 'volume',
  fragrance_knowledge: '2',
  cologne: 'Cèdre Blanc by Jardin Céleste',
  cologne_approval: 'love',
  work: 'office',
  night_out: 'dinner',
  personality: 'bold',
  drink: 'tea',
};

/** Every visible gift question answered, for a friend (relationship 3 hides sweat, odor and cologne). */
export const GIFT_ANSWERS: Answers = {
  name: 'Sam',
  relationship: '3',
  age: '41',
  shower_freq: '1',
  bs_bw: 'body_wash',
  ideal_bw: 'hydrating',
  skin_type: 'normal',
  deo_freq: '2',
  deo_kind: 'not_sure',
  sweat_pref: 'odor',
  face_type: '1',
  face_need: 'simple',
  eye_need: 'none',
  shave_freq: 'beard',
  smoking: 'no',
  hair_type: 'wavy',
  hair_freq: 'not_sure',
  hair_length: 'medium',
  hair_need: 'hydration',
  fragrance_knowledge: '0',
  work: 'home',
  night_out: 'live_music',
  personality: 'laid_back',
  drink: 'coffee',
};

export const progressOf = (answers: Answers): ProgressAnswer[] =>
  Object.entries(answers).map(([code, value]) => ({
    questionCode: code as QuestionCode,
    value: value ?? null,
  }));

export const summaryOf = (
  type: QuizType,
  answers: Answers,
  extra: Partial<QuizSummary> = {},
): QuizSummary => ({
  quizId: QUIZ_IDS[type],
  type,
  version: QUIZ_VERSION,
  durationInSeconds: 95,
  answers: summaryAnswersFromSaved(type, progressOf(answers)),
  ...extra,
});
