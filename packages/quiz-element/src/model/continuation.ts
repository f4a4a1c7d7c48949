// spec §4 Quiz "Continuation: a quiz with a surveyLogId that is not complete", and what a quiz
// loaded with saved answers means for the lose-progress guard.
import type { Question, Quiz } from '@pc/shared/contract';
import { isAnswered } from './answers.ts';

/** spec §4: a continuation is a quiz with a surveyLogId that is not complete. */
export function isContinuation(quiz: Pick<Quiz, 'surveyLogId' | 'complete'>): boolean {
  return quiz.surveyLogId !== null && quiz.surveyLogId !== '' && !quiz.complete;
}

/**
 * Whether a freshly loaded quiz counts as started (spec §4 Leaving: "if the quiz has started, the
 * lose-progress overlay shows"). Decision (spec silent): a quiz reloaded mid-way, whose visible
 * questions already hold answers from saved progress, is started: leaving it loses that progress.
 * A quiz the server reports complete is not: the shopper finished it and nothing is at stake until
 * they change an answer. `questions` must be visibility-applied.
 */
export function startsStarted(quiz: Pick<Quiz, 'complete'>, questions: readonly Question[]): boolean {
  return !quiz.complete && questions.some((question) => question.visible && isAnswered(question));
}
