import type { QuestionCode } from '@pc/shared/contract';

/**
 * How an answer was given, which decides whether the quiz advances (spec §4 Advance):
 * - 'choose': a deliberate choice (click, Space or Enter on an option, a picked suggestion). Option
 *   questions toggle (choosing the selected value deselects it); the quiz advances per the model's
 *   shouldAdvance().
 * - 'set': a value change that does not advance (arrow keys in a radio group, dragging a slider,
 *   typing, leaving a field for another control).
 * - 'commit': a typed value is done (Enter, or a field left to nowhere); spec §4: "The number
 *   question advances on blur or Enter".
 */
export type AnswerIntent = 'choose' | 'set' | 'commit';

/** The callbacks every question control uses; the element's root turns them into state changes. */
export interface AnswerCallbacks {
  onAnswer(code: QuestionCode, value: string | null, intent: AnswerIntent): void;
  /** The text typed for an 'other' option (docs/decisions/0004). */
  onOtherText(code: QuestionCode, text: string): void;
  /** Done with an already-answered question (Enter in an 'other' field, releasing a slider). */
  onAdvanceFrom(code: QuestionCode): void;
}

/** The ids that label and describe a question's control. */
export interface QuestionLabelling {
  titleId: string;
  descriptionId: string | undefined;
}

/**
 * Leaving a typed field "to nowhere" (a tap on the page, the mobile keyboard's Done) commits and
 * advances (spec §4: the number question advances on blur). Leaving it for another control, or the
 * window losing focus, only commits: the shopper already chose where to go.
 */
export const blurAdvances = (event: { relatedTarget: EventTarget | null }): boolean =>
  event.relatedTarget === null && document.hasFocus();
