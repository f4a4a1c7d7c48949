import { clampAge, useMessages } from '@pc/shared';
import { AGE_MAX, AGE_MIN } from '@pc/shared/constants';
import type { Question } from '@pc/shared/contract';
import { quizMessages } from '../messages/index.ts';
import type { AnswerCallbacks, QuestionLabelling } from './answerIntent.ts';
import { useTypedAnswer } from './useTypedAnswer.ts';

export interface NumberQuestionProps extends Pick<AnswerCallbacks, 'onAnswer'>, QuestionLabelling {
  question: Question;
}

/**
 * spec §3 number question (age). spec §5: numeric; above 120 becomes 120; zero or below becomes
 * empty; min 0, max 120; placeholder 'Enter Age'. The answer follows the typing (clamped), so
 * COMPLETE enables without another click; the field shows the clamped value once the shopper is
 * done, on blur or Enter, which also advance (spec §4).
 */
export function NumberQuestion({ question, titleId, descriptionId, onAnswer }: NumberQuestionProps) {
  const typed = useTypedAnswer(question, onAnswer, clampAge);
  const m = useMessages(quizMessages);

  return (
    <input
      type="number"
      inputMode="numeric"
      className="number-input"
      part="input"
      min={AGE_MIN}
      max={AGE_MAX}
      step={1}
      placeholder={m.agePlaceholder}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      {...typed}
    />
  );
}
