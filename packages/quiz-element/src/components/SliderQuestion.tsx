import { useMessages } from '@pc/shared';
import type { Question, QuizType } from '@pc/shared/contract';
import { quizMessages } from '../messages/index.ts';
import { optionText } from '../model/titles.ts';
import type { AnswerCallbacks, QuestionLabelling } from './answerIntent.ts';
import { QuizIcon } from './QuizIcon.tsx';

export interface SliderQuestionProps extends AnswerCallbacks, QuestionLabelling {
  question: Question;
  quizType: QuizType;
}

/**
 * spec §3 slider question: its image, then a native range input over the visible options, labelled
 * by the question and telling the current option's text as aria-valuetext. Unanswered, the thumb
 * rests in the middle and says so. Dragging or arrow keys set the answer without advancing; letting
 * go (or Enter) is the choice: spec §4 advances after it, except for a slider with an image (the
 * element's root applies that rule).
 */
export function SliderQuestion({
  question,
  quizType,
  titleId,
  descriptionId,
  onAnswer,
  onAdvanceFrom,
}: SliderQuestionProps) {
  const m = useMessages(quizMessages);
  const options = question.options.filter((option) => !option.hidden);
  if (options.length === 0) return null;
  const checked = options.findIndex((option) => option.value === question.selected);
  const shown = checked === -1 ? Math.floor((options.length - 1) / 2) : checked;
  const current = options[shown]!;
  const currentText = optionText(current, quizType);
  const first = options[0]!;
  const last = options[options.length - 1]!;

  // Letting go of the thumb is the choice; an unanswered slider takes the value it rests on.
  const commit = () => {
    if (checked === -1) onAnswer(question.code, current.value, 'commit');
    else onAdvanceFrom(question.code);
  };

  return (
    <div className={checked === -1 ? 'slider slider--unanswered' : 'slider'} part="slider">
      {question.image ? (
        <QuizIcon className="slider__image" part="slider-image" src={question.image} />
      ) : null}
      <p className="slider__value" aria-hidden="true">
        {checked === -1 ? m.sliderPrompt : currentText}
      </p>
      <input
        type="range"
        className="slider__input"
        min={0}
        max={options.length - 1}
        step={1}
        value={shown}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        aria-valuetext={checked === -1 ? m.sliderNotChosen({ option: currentText }) : currentText}
        onChange={(event) => {
          const option = options[Number(event.currentTarget.value)];
          if (option && option.value !== question.selected) onAnswer(question.code, option.value, 'set');
        }}
        onPointerUp={commit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit();
        }}
      />
      <div className="slider__ends" aria-hidden="true">
        <span>{optionText(first, quizType)}</span>
        {options.length > 1 ? <span>{optionText(last, quizType)}</span> : null}
      </div>
    </div>
  );
}
