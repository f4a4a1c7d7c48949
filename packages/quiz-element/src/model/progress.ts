// Progress saved as the shopper answers (contract saveQuizProgress), so a reload resumes with every
// answer (the server answers getQuiz with `selected` and `otherText` filled).
import { QUIZ_ANSWER_TEXT_MAX_LENGTH } from '@pc/shared/constants';
import type { ProgressAnswer, Question } from '@pc/shared/contract';
import { isFreeText } from './answers.ts';

/**
 * Every question's selection, hidden ones included: a selection kept on a question a later answer
 * hid comes back with it (visibility.ts), so it has to survive a reload too. The typed 'other' text
 * is sent only for option questions that have one (docs/decisions/0004). Both are cut to the
 * contract's limit (ProgressAnswer).
 */
export function progressAnswers(questions: readonly Question[]): ProgressAnswer[] {
  return questions.map((question) => {
    const answer: ProgressAnswer = {
      questionCode: question.code,
      value: question.selected === null ? null : question.selected.slice(0, QUIZ_ANSWER_TEXT_MAX_LENGTH),
    };
    const otherText = question.otherText ?? '';
    if (!isFreeText(question) && otherText !== '')
      answer.otherText = otherText.slice(0, QUIZ_ANSWER_TEXT_MAX_LENGTH);
    return answer;
  });
}
