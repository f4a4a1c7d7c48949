import { QuizPageData, type QuizType } from '@pc/shared/contract';
import * as v from 'valibot';

/**
 * The quiz the host printed as page data `{quiz, hideHair, hideScent}` (design.md "First paint": the first
 * view needs no request; docs/decisions/0024), checked against the contract. Anything else, or the quiz of
 * another type than the element's, reads as none: the element then loads its quiz itself (a CMS page
 * without page data).
 */
export function readQuizPageData(pageData: unknown, type: QuizType): QuizPageData | null {
  const parsed = v.safeParse(QuizPageData, pageData);
  return parsed.success && parsed.output.quiz.type === type ? parsed.output : null;
}
