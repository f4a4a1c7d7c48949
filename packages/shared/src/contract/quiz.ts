import * as v from 'valibot';
import { QUIZ_ANSWER_CODE_MAX_LENGTH, QUIZ_ANSWER_TEXT_MAX_LENGTH } from '../constants.ts';
import { defineCall } from './call.ts';
import { QuizType } from './quizType.ts';

// spec §3 Quiz, Question, Option, Quiz summary; spec §5 "Quiz type must be self or gift" (quizType.ts).
export { QuizType };

export const QUESTION_CODES = [
  'age',
  'bo_level',
  'bs_bw',
  'deo_care',
  'cologne',
  'cologne_approval',
  'deo_freq',
  'deo_kind',
  'drink',
  'eye_need',
  'face_need',
  'face_type',
  'fragrance_knowledge',
  'hair_foaming',
  'hair_freq',
  'hair_length',
  'hair_need',
  'hair_type',
  'ideal_bw',
  'name',
  'night_out',
  'personality',
  'relationship',
  'shave_freq',
  'shower_freq',
  'skin_type',
  'smoking',
  'sweat_level',
  'sweat_pref',
  'work',
] as const;
export const QuestionCode = v.picklist(QUESTION_CODES);
export type QuestionCode = v.InferOutput<typeof QuestionCode>;

export const QuestionGroup = v.picklist(['body', 'scent', 'face', 'hair', 'you', 'them']);
export type QuestionGroup = v.InferOutput<typeof QuestionGroup>;

const Text = v.object({ default: v.string(), gift: v.optional(v.string()) });

export const OptionSchema = v.object({
  id: v.string(),
  text: Text,
  value: v.string(),
  type: v.picklist(['icon', 'standard', 'standard_inline', 'other']),
  icon: v.optional(v.string()),
  hidden: v.boolean(),
  unsupported: v.array(QuizType),
});
export type QuestionOption = v.InferOutput<typeof OptionSchema>;

export const Question = v.object({
  code: QuestionCode,
  text: Text,
  subtext: v.optional(v.string()),
  group: QuestionGroup,
  selected: v.nullable(v.string()),
  visible: v.boolean(),
  type: v.picklist(['number', 'slider', 'cologne', 'options', 'text']),
  image: v.optional(v.string()),
  options: v.array(OptionSchema),
  collapse: v.boolean(),
  otherText: v.optional(v.string()),
  parentCode: v.nullable(QuestionCode),
});
export type Question = v.InferOutput<typeof Question>;

export const Quiz = v.object({
  id: v.number(),
  type: QuizType,
  version: v.number(),
  questions: v.array(Question),
  complete: v.boolean(),
  surveyLogId: v.nullable(v.string()),
  name: v.nullable(v.string()),
  /**
   * spec §4 "The first selection starts the … timer": when it did (ms since the epoch, the browser's
   * clock), kept with the saved progress so a reload keeps counting from it; null or absent: not
   * started (docs/decisions/0165).
   */
  startedAt: v.optional(v.nullable(v.number())),
});
export type Quiz = v.InferOutput<typeof Quiz>;

export const getQuiz = defineCall({
  name: 'getQuiz',
  method: 'GET',
  path: '/wp-json/{ns}/v1/quizzes/{quizType}',
  encoding: 'query',
  request: v.object({ quizType: QuizType }),
  response: Quiz,
});

export const QuizAnswer = v.object({
  questionCode: QuestionCode,
  questionText: v.pipe(v.string(), v.maxLength(QUIZ_ANSWER_TEXT_MAX_LENGTH)),
  answerValue: v.pipe(v.string(), v.maxLength(QUIZ_ANSWER_TEXT_MAX_LENGTH)),
  answerCode: v.pipe(v.string(), v.maxLength(QUIZ_ANSWER_CODE_MAX_LENGTH)),
  answerText: v.pipe(v.string(), v.maxLength(QUIZ_ANSWER_TEXT_MAX_LENGTH)),
});
export type QuizAnswer = v.InferOutput<typeof QuizAnswer>;

/** spec §3 Quiz summary, posted as JSON in the hidden form field of POST /crafting. */
export const QuizSummary = v.object({
  quizId: v.number(),
  type: QuizType,
  version: v.number(),
  surveyLogId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  durationInSeconds: v.pipe(v.number(), v.minValue(0)),
  answers: v.pipe(v.array(QuizAnswer), v.maxLength(60)),
});
export type QuizSummary = v.InferOutput<typeof QuizSummary>;

/** The hidden form field's name in POST /crafting. */
export const CRAFTING_FIELD = 'quiz_summary';

/**
 * Optional hidden field of POST /crafting from a page of another origin: the results page its
 * configuration names on that origin (docs/decisions/0098); the store's results page otherwise.
 */
export const RESULTS_FIELD = 'pc_results';

/**
 * Hidden field of POST /crafting: the locale of the quiz that rendered the form (issue 43). A native
 * form post carries no Accept-Language of the page's (decision 0216), so the page the store may answer
 * it with (its error page) learns its language here; a form without it gets the store's.
 */
export const LOCALE_FIELD = 'pc_locale';

/** One saved answer: the selected value (null = cleared) and, for 'other', the typed text. */
export const ProgressAnswer = v.object({
  questionCode: QuestionCode,
  value: v.nullable(v.pipe(v.string(), v.maxLength(QUIZ_ANSWER_TEXT_MAX_LENGTH))),
  otherText: v.optional(v.pipe(v.string(), v.maxLength(QUIZ_ANSWER_TEXT_MAX_LENGTH))),
});
export type ProgressAnswer = v.InferOutput<typeof ProgressAnswer>;

/**
 * Progress saved as the shopper answers (docs/decisions/0008), keyed on the server by the session's
 * survey log for this quiz type, so a reload resumes: the next getQuiz answers with `selected` filled.
 * spec §5: the progress value must be 0 to 100.
 */
export const saveQuizProgress = defineCall({
  name: 'saveQuizProgress',
  method: 'POST',
  path: '/wp-json/{ns}/v1/quizzes/{quizType}/progress',
  encoding: 'json',
  request: v.object({
    quizType: QuizType,
    surveyLogId: v.nullable(v.pipe(v.string(), v.maxLength(64))),
    progress: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
    answers: v.pipe(v.array(ProgressAnswer), v.maxLength(60)),
    /** Quiz.startedAt as the element holds it (docs/decisions/0165); null: not started. */
    startedAt: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8.64e15)))),
  }),
  response: v.object({ success: v.boolean() }),
});

/**
 * spec §2 quiz routes: the quiz as GET quizzes/{quizType} answers it for the session (saved progress,
 * completion, continuation), so the element's first view needs no request (design.md "First paint"), and the page's
 * spec §4 query switches `hide_hair=y` / `hide_scent=y` as the server read them from the page's URL,
 * so the server render and the browser's first render agree (docs/decisions/0024).
 */
export const QuizPageData = v.object({ quiz: Quiz, hideHair: v.boolean(), hideScent: v.boolean() });
export type QuizPageData = v.InferOutput<typeof QuizPageData>;
