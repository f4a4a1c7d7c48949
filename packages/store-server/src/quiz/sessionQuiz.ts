// spec §3 Quiz as GET quizzes/{quizType} answers it for one session (spec §7), from the session's
// survey logs: saved progress restores the selections (so a reload resumes), a completed self quiz
// says complete (the welcome-back overlay, spec §2), an open continuation serves only its new
// questions (spec §4 Continuation), in the store's locale (decision 0210). Pure: the route reads the
// logs, this decides.
import type { QuestionCode, Quiz, QuizType } from '@pc/shared/contract';
import type { Locale } from '@pc/shared/locale';
import { QUIZ_VERSION, servedQuestions } from './catalogue.ts';
import { hasAnswers, restoreSelections, savedName } from './savedAnswers.ts';
import type { SessionQuizLogs, SurveyLog } from './surveyLogRepository.ts';

/** spec §3 Quiz.id: one stable id per quiz type. */
export const QUIZ_IDS: Readonly<Record<QuizType, number>> = { self: 1, gift: 2 };

/**
 * Decision (docs/decisions/0008): the self quiz is complete when the session completed a self quiz
 * and has saved no answer since; the gift quiz never is, since each gift is for someone new and the
 * element shows no welcome-back overlay for it (spec §2: self quiz only).
 */
export function completedQuiz(type: QuizType, logs: SessionQuizLogs): SurveyLog | null {
  if (type !== 'self' || !logs.latestComplete) return null;
  const { draft, latestComplete } = logs;
  const completedAt = latestComplete.completedAt?.getTime() ?? 0;
  const progressSince =
    draft !== null && hasAnswers(draft.answers) && draft.updatedAt.getTime() > completedAt;
  return progressSince ? null : latestComplete;
}

/** The questions a continuation asks, in quiz order. */
const continuationQuestions = (type: QuizType, codes: readonly QuestionCode[], locale: Locale) =>
  servedQuestions(type, locale).filter((question) => codes.includes(question.code));

/** The session's quiz of `type`, its questions in `locale`'s words (the selections are values, in any). */
export function sessionQuiz(type: QuizType, logs: SessionQuizLogs, locale: Locale): Quiz {
  const base = { id: QUIZ_IDS[type], type, version: QUIZ_VERSION };
  const continuation = type === 'self' ? logs.continuation : null;
  if (continuation) {
    // spec §4: a quiz with a surveyLogId that is not complete; only it carries a surveyLogId.
    return {
      ...base,
      questions: restoreSelections(
        continuationQuestions(type, continuation.continuationQuestions, locale),
        continuation.answers,
      ),
      complete: false,
      surveyLogId: continuation.id,
      name: savedName(continuation.answers),
      startedAt: continuation.startedAt?.getTime() ?? null,
    };
  }
  const complete = completedQuiz(type, logs);
  const saved = complete?.answers ?? logs.draft?.answers ?? [];
  return {
    ...base,
    questions: restoreSelections(servedQuestions(type, locale), saved),
    complete: complete !== null,
    surveyLogId: null,
    name: savedName(saved),
    // spec §4: the draft's timer (decision 0165); a complete quiz starts afresh on its next selection.
    startedAt: complete ? null : (logs.draft?.startedAt?.getTime() ?? null),
  };
}
