import { cleanName } from '@pc/shared';
import { NAME_MAX_LENGTH } from '@pc/shared/constants';
import type { Question, QuizType } from '@pc/shared/contract';
import type { AnswerCallbacks, QuestionLabelling } from './answerIntent.ts';
import { useTypedAnswer } from './useTypedAnswer.ts';

export interface TextQuestionProps extends Pick<AnswerCallbacks, 'onAnswer'>, QuestionLabelling {
  question: Question;
  quizType: QuizType;
}

/**
 * The optional name question (spec §2), a typed text: spec §5 "Quiz name: trimmed; empty allowed",
 * spec §9 25 characters. Like the age field, the answer follows the typing and the field shows the
 * cleaned name once the shopper is done.
 */
export function TextQuestion({ question, quizType, titleId, descriptionId, onAnswer }: TextQuestionProps) {
  const typed = useTypedAnswer(question, onAnswer, cleanName);

  return (
    <input
      type="text"
      className="text-input"
      part="input"
      maxLength={NAME_MAX_LENGTH}
      autoComplete={quizType === 'self' ? 'given-name' : 'off'}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      {...typed}
    />
  );
}
