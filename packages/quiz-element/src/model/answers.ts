// spec §4 Quiz: selection, completion, advance and progress. Pure functions over the question
// list; the store pipes every result through applyVisibility() (visibility.ts), and the functions
// that read `visible` and options' `hidden` expect that list.
import type { Question, QuestionCode, QuestionOption } from '@pc/shared/contract';

/**
 * Questions that never block completion. spec §2 calls the name question optional and §5 allows
 * it empty, so it counts neither for isComplete nor for progressPercent (otherwise a complete quiz
 * could never show 100%).
 */
export const OPTIONAL_QUESTION_CODES: readonly QuestionCode[] = ['name'];

const isOptional = (question: Question): boolean => OPTIONAL_QUESTION_CODES.includes(question.code);

/** Number, cologne and option-less questions take a typed value instead of an option. */
export const isFreeText = (question: Question): boolean =>
  question.type === 'number' ||
  question.type === 'cologne' ||
  question.type === 'text' ||
  question.options.length === 0;

/** The visible option the question's selection points at, if any. */
export function selectedOption(question: Question): QuestionOption | null {
  if (question.selected === null || isFreeText(question)) return null;
  return question.options.find((option) => !option.hidden && option.value === question.selected) ?? null;
}

/**
 * The answer a question really holds, or null. spec §4: a selection that points at an option
 * hidden since (face_type, hair_type or the quiz type hid it) counts as unanswered; the selection
 * itself is kept so the answer comes back if the option does. Free text counts once it is
 * non-blank. Decision (spec silent): choosing an 'other' option counts only once its text is
 * non-blank, since the summary's answerText would otherwise be empty.
 */
export function answeredValue(question: Question): string | null {
  if (question.selected === null) return null;
  if (isFreeText(question)) {
    const text = question.selected.trim();
    return text === '' ? null : text;
  }
  const option = selectedOption(question);
  if (option === null) return null;
  if (option.type === 'other' && (question.otherText ?? '').trim() === '') return null;
  return option.value;
}

export const isAnswered = (question: Question): boolean => answeredValue(question) !== null;

/**
 * spec §4: selecting an already-selected value deselects it (back to null). Decision: the toggle
 * applies to option questions (options, slider); a typed value (number, cologne, name) is set as
 * given, and a blank one clears it, so committing the same age twice does not erase it.
 * Returns new questions; an unknown code returns the list unchanged.
 */
export function select(questions: readonly Question[], code: QuestionCode, value: string | null): Question[] {
  return questions.map((question) => {
    if (question.code !== code) return question;
    if (isFreeText(question)) {
      return { ...question, selected: value === null || value.trim() === '' ? null : value };
    }
    return { ...question, selected: value === question.selected ? null : value };
  });
}

/** The text typed for an 'other' option. Returns new questions. */
export function setOtherText(questions: readonly Question[], code: QuestionCode, text: string): Question[] {
  return questions.map((question) => (question.code === code ? { ...question, otherText: text } : question));
}

/**
 * spec §4: the quiz is complete when every visible question (and its parent) is answered.
 * Decisions: the optional name question does not block; a parent the quiz does not contain does
 * not block; a quiz with no required visible question is not complete (nothing to submit).
 */
export function isComplete(questions: readonly Question[]): boolean {
  const byCode = new Map(questions.map((question) => [question.code, question]));
  const required = questions.filter((question) => question.visible && !isOptional(question));
  if (required.length === 0) return false;
  return required.every((question) => {
    if (!isAnswered(question)) return false;
    const parent = question.parentCode === null ? undefined : byCode.get(question.parentCode);
    return parent === undefined || isAnswered(parent);
  });
}

/** spec §4 Advance: the next visible question after `code`, or null (last, or unknown code). */
export function nextVisibleQuestion(questions: readonly Question[], code: QuestionCode): Question | null {
  const index = questions.findIndex((question) => question.code === code);
  if (index === -1) return null;
  return questions.slice(index + 1).find((question) => question.visible) ?? null;
}

/**
 * spec §4 Advance: after a choice the page scrolls to the next visible question, unless 'other'
 * is chosen, or the question is a number, or a slider with an image. Pass the question as it is
 * after select(): a click that deselected the option is not a choice and does not advance.
 * `option` is null for a typed value (cologne typeahead pick).
 */
export function shouldAdvance(question: Question, option: QuestionOption | null): boolean {
  if (question.type === 'number') return false;
  if (question.type === 'slider' && question.image) return false;
  if (option === null) return question.selected !== null;
  if (option.type === 'other') return false;
  return question.selected === option.value;
}

/**
 * Answered required visible questions over required visible questions, 0..100 (spec §5: progress
 * must be 0 to 100). Floored, so 100 means every one is answered; 0 when none is visible.
 */
export function progressPercent(questions: readonly Question[]): number {
  const required = questions.filter((question) => question.visible && !isOptional(question));
  if (required.length === 0) return 0;
  const answered = required.filter(isAnswered).length;
  return Math.floor((answered / required.length) * 100);
}
