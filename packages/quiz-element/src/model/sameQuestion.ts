// docs/decisions/0026 ("the quiz feels instant"): an answer re-renders only the question it changed.
// Every answer runs the whole list through applyVisibility (model/visibility.ts), which returns new
// question and option objects even where nothing changed, so a question view cannot be skipped by
// reference; it is skipped when this says the question shows the same.
import type { Question, QuestionOption } from '@pc/shared/contract';

const sameOption = (a: QuestionOption, b: QuestionOption): boolean => {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof QuestionOption)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * Whether two versions of a question hold the same: every field equal (texts, `unsupported` and the
 * like by reference, as the model's copies keep them), and the options equal one by one.
 */
export function sameQuestion(a: Question, b: Question): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof Question)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    if (key !== 'options') return a[key] === b[key];
    return (
      a.options.length === b.options.length &&
      a.options.every((option, i) => sameOption(option, b.options[i] as QuestionOption))
    );
  });
}
