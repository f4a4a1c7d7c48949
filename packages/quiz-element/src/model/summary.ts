// spec §3 Quiz summary, posted as JSON to /crafting on COMPLETE (spec §4 Completion).
import { QUIZ_ANSWER_CODE_MAX_LENGTH, QUIZ_ANSWER_TEXT_MAX_LENGTH } from '@pc/shared/constants';
import type { Question, Quiz, QuizAnswer, QuizSummary, QuizType } from '@pc/shared/contract';
import { type IdealBwWords, OTHER_ANSWER_CODE } from '@pc/shared/quiz-values';
import { answeredValue, selectedOption } from './answers.ts';
import { optionText, questionText } from './titles.ts';

export interface SummaryContext {
  /** Epoch milliseconds of the first selection (spec §4: it starts the timer); null if none. */
  startedAt: number | null;
  /** Epoch milliseconds at COMPLETE. */
  now: number;
  quizType: QuizType;
  /** the ideal_bw title's words in the shopper's language (the catalog's: the text they read) */
  words: IdealBwWords;
}

// Longer free text is cut to the contract's limits (QuizAnswer) rather than rejected.
function answerFor(
  question: Question,
  questions: readonly Question[],
  quizType: QuizType,
  words: IdealBwWords,
): QuizAnswer | null {
  const value = answeredValue(question);
  if (value === null) return null;
  const option = selectedOption(question);
  const base = {
    questionCode: question.code,
    questionText: questionText(question, quizType, questions, words).slice(0, QUIZ_ANSWER_TEXT_MAX_LENGTH),
    answerValue: value.slice(0, QUIZ_ANSWER_TEXT_MAX_LENGTH),
  };
  if (option === null) {
    // Typed answer (number, cologne, name): the question code stands in for an option id.
    return { ...base, answerCode: question.code, answerText: value.slice(0, QUIZ_ANSWER_TEXT_MAX_LENGTH) };
  }
  if (option.type === 'other') {
    const typed = (question.otherText ?? '').trim();
    return {
      ...base,
      answerCode: OTHER_ANSWER_CODE,
      answerText: typed.slice(0, QUIZ_ANSWER_TEXT_MAX_LENGTH),
    };
  }
  return {
    ...base,
    answerCode: option.id.slice(0, QUIZ_ANSWER_CODE_MAX_LENGTH),
    answerText: optionText(option, quizType).slice(0, QUIZ_ANSWER_TEXT_MAX_LENGTH),
  };
}

/**
 * Builds the summary of spec §3 from the store's visibility-applied questions. Only visible,
 * answered questions are sent: an answer to a question that a later answer hid is dropped, and so
 * is a selection pointing at a hidden option. surveyLogId is sent only for a continuation (spec §4:
 * a quiz with a surveyLogId that is not complete). The duration is rounded to whole seconds and
 * never negative (a clock that went back gives 0).
 */
export function buildSummary(
  quiz: Quiz,
  questions: readonly Question[],
  context: SummaryContext,
): QuizSummary {
  const elapsedMs = context.startedAt === null ? 0 : context.now - context.startedAt;
  const answers = questions
    .filter((question) => question.visible)
    .map((question) => answerFor(question, questions, context.quizType, context.words))
    .filter((answer): answer is QuizAnswer => answer !== null);
  const isContinuation = quiz.surveyLogId !== null && quiz.surveyLogId !== '' && !quiz.complete;
  return {
    quizId: quiz.id,
    type: context.quizType,
    version: quiz.version,
    ...(isContinuation && quiz.surveyLogId !== null ? { surveyLogId: quiz.surveyLogId } : {}),
    durationInSeconds: Math.max(0, Math.round(elapsedMs / 1000)),
    answers,
  };
}
