// spec §3 Question/Option text "per quiz type, with a default", and spec §4 "The ideal_bw title
// depends on bs_bw".
import type { Question, QuestionOption, QuizType } from '@pc/shared/contract';
import { type IdealBwWords, idealBwTitle, PRODUCT_PLACEHOLDER } from '@pc/shared/quiz-values';

type Texted = Pick<Question, 'text'> | Pick<QuestionOption, 'text'>;

/** Gift text in the gift quiz when one is authored (non-empty), else the default text. */
function textFor(item: Texted, quizType: QuizType): string {
  const gift = item.text.gift;
  return quizType === 'gift' && gift !== undefined && gift !== '' ? gift : item.text.default;
}

/**
 * The text a question shows in this quiz type (spec §3). For ideal_bw the `{product}` placeholder
 * is filled from the bs_bw answer found in `questions` (spec §4), in the catalog's words (`m`).
 */
export function questionText(
  question: Question,
  quizType: QuizType,
  questions: readonly Question[],
  m: IdealBwWords,
): string {
  const text = textFor(question, quizType);
  if (question.code !== 'ideal_bw') return text;
  const bsBw = questions.find((candidate) => candidate.code === 'bs_bw')?.selected ?? null;
  return text.replaceAll(PRODUCT_PLACEHOLDER, idealBwTitle(bsBw, m));
}

/** The text an option shows in this quiz type (spec §3 Option text default/gift). */
export function optionText(option: QuestionOption, quizType: QuizType): string {
  return textFor(option, quizType);
}
