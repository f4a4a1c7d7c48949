import type { Question, QuizType } from '@pc/shared/contract';
import { type KeyboardEvent, useRef } from 'react';
import { optionText } from '../model/titles.ts';
import type { AnswerCallbacks, QuestionLabelling } from './answerIntent.ts';
import { OtherText } from './OtherText.tsx';
import { QuizIcon } from './QuizIcon.tsx';

export interface OptionButtonsProps extends AnswerCallbacks, QuestionLabelling {
  question: Question;
  quizType: QuizType;
}

const NEXT_KEYS = ['ArrowDown', 'ArrowRight'];
const PREVIOUS_KEYS = ['ArrowUp', 'ArrowLeft'];

/** How the options are laid out: icon cards, inline pills, or full-width rows. */
function layoutOf(question: Question): 'icon' | 'inline' | 'standard' {
  if (question.options.some((option) => option.type === 'icon')) return 'icon';
  if (question.options.some((option) => option.type === 'standard_inline')) return 'inline';
  return 'standard';
}

/**
 * spec §3 Option types icon, standard, standard inline and other, as a WAI-ARIA radio group:
 * buttons with role="radio" and aria-checked (a native radio cannot be unchecked, and spec §4 says
 * choosing the selected value deselects it). One radio is in the tab order (the checked one, else
 * the first); arrow keys move focus and check, wrapping, as the APG radio group does; they do not
 * advance the quiz (that would scroll away while the shopper is still looking). Options hidden by
 * the rules (spec §4) are not rendered.
 */
export function OptionButtons({
  question,
  quizType,
  titleId,
  descriptionId,
  onAnswer,
  onOtherText,
  onAdvanceFrom,
}: OptionButtonsProps) {
  const options = question.options.filter((option) => !option.hidden);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const checked = options.findIndex((option) => option.value === question.selected);
  const tabbable = checked === -1 ? 0 : checked;
  const chosenOther =
    checked === -1 ? undefined : options[checked]?.type === 'other' ? options[checked] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = NEXT_KEYS.includes(event.key) ? 1 : PREVIOUS_KEYS.includes(event.key) ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const to = (index + step + options.length) % options.length;
    const target = options[to];
    buttons.current[to]?.focus();
    if (target && target.value !== question.selected) onAnswer(question.code, target.value, 'set');
  };

  return (
    <>
      <div
        role="radiogroup"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={`options options--${layoutOf(question)}`}
        part="options"
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a native radio cannot be unchecked (spec §4 deselect)
          <button
            key={option.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={index === checked}
            tabIndex={index === tabbable ? 0 : -1}
            className={`option option--${option.type}`}
            part={index === checked ? 'option option-checked' : 'option'}
            onClick={() => onAnswer(question.code, option.value, 'choose')}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.icon ? <QuizIcon className="option__icon" part="option-icon" src={option.icon} /> : null}
            <span className="option__text">{optionText(option, quizType)}</span>
          </button>
        ))}
      </div>
      {chosenOther ? (
        <OtherText
          code={question.code}
          label={optionText(chosenOther, quizType)}
          text={question.otherText ?? ''}
          onOtherText={onOtherText}
          onAdvanceFrom={onAdvanceFrom}
        />
      ) : null}
    </>
  );
}
