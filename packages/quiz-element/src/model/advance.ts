// spec §4 Advance, for answers that are not a single choice: "The number question advances on blur
// or Enter", and a typed or slid answer the shopper is done with. The choice case is answers.ts's
// shouldAdvance().
import type { Question } from '@pc/shared/contract';
import { isAnswered } from './answers.ts';

/**
 * Whether finishing an answer (Enter or blur in a typed field, Enter in an 'other' field, letting
 * go of a slider) moves on: only when the question now holds an answer, and never for a slider
 * with an image (spec §4). Pass the question as it is after the answer.
 */
export function advancesWhenDone(question: Question): boolean {
  if (question.type === 'slider' && question.image) return false;
  return isAnswered(question);
}
