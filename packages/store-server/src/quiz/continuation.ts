// spec §4 Continuation ("a quiz with a surveyLogId that is not complete"; spec §2: "We've launched
// new products – let's tailor them for you."): what the QA panel's 'Start a continuation quiz'
// creates. An earlier self quiz answered everything but the hair questions and the cologne, as if
// those had been added to the quiz since; the continuation asks just those.
import type { ProgressAnswer, QuestionCode } from '@pc/shared/contract';
import { QUIZ_VERSION, SELF_QUESTIONS } from './catalogue.ts';
import type { ContinuationInput } from './surveyLogRepository.ts';

/** The questions "added since" the earlier quiz: the hair group, and the cologne with its approval. */
export const CONTINUATION_QUESTIONS: readonly QuestionCode[] = [
  'hair_type',
  'hair_freq',
  'hair_length',
  'hair_need',
  'hair_foaming',
  'cologne',
  'cologne_approval',
];

/**
 * The earlier answers: every other self question, answered consistently with spec §4 (deo_freq not
 * never, so bo_level, sweat_pref and deo_care were asked; fragrance_knowledge not 0, so the
 * cologne question applies).
 */
const EARLIER_ANSWERS: Readonly<Partial<Record<QuestionCode, string>>> = {
  name: 'Jordan',
  age: '34',
  shower_freq: '2',
  bs_bw: 'body_wash',
  ideal_bw: 'hydrating',
  skin_type: 'normal',
  deo_freq: '1',
  deo_kind: 'aluminum_free',
  sweat_level: '1',
  bo_level: '1',
  sweat_pref: 'odor',
  deo_care: 'none',
  face_type: '1',
  face_need: 'simple',
  eye_need: 'none',
  shave_freq: 'few_times_week',
  smoking: 'no',
  fragrance_knowledge: '2',
  work: 'office',
  night_out: 'dinner',
  personality: 'classic',
  drink: 'coffee',
};

/** spec §3 Quiz.version of the earlier quiz: the one before the current, if there is one. */
export const EARLIER_VERSION = QUIZ_VERSION - 1 > 0 ? QUIZ_VERSION - 1 : QUIZ_VERSION;

export function qaContinuation(): ContinuationInput {
  const answers: ProgressAnswer[] = SELF_QUESTIONS.filter(
    (code) => !CONTINUATION_QUESTIONS.includes(code),
  ).map((code) => ({ questionCode: code, value: EARLIER_ANSWERS[code] ?? null }));
  return { quizType: 'self', version: EARLIER_VERSION, answers, questions: CONTINUATION_QUESTIONS };
}
