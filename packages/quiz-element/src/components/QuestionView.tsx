import type { Question, QuizType } from '@pc/shared/contract';
import { memo, useId } from 'react';
import { isFreeText } from '../model/answers.ts';
import { sameQuestion } from '../model/sameQuestion.ts';
import type { AnswerCallbacks } from './answerIntent.ts';
import { CologneQuestion } from './CologneQuestion.tsx';
import { NumberQuestion } from './NumberQuestion.tsx';
import { OptionButtons } from './OptionButtons.tsx';
import { SliderQuestion } from './SliderQuestion.tsx';
import { TextQuestion } from './TextQuestion.tsx';

export interface QuestionViewProps extends AnswerCallbacks {
  question: Question;
  quizType: QuizType;
  /**
   * Its text in this quiz (model/titles.ts questionText). Passed in rather than every question, so
   * an answer elsewhere does not re-render this one; only the ideal_bw title reads another answer
   * (bs_bw, spec §4).
   */
  title: string;
}

/**
 * docs/decisions/0026 (the quiz feels instant): a question view re-renders only when its own props
 * change. The callbacks are stable (QuizRoot.tsx); the question is compared by what it holds, as
 * each answer copies every question (model/sameQuestion.ts).
 */
export const sameQuestionViewProps = (a: QuestionViewProps, b: QuestionViewProps): boolean =>
  a.quizType === b.quizType &&
  a.title === b.title &&
  a.onAnswer === b.onAnswer &&
  a.onOtherText === b.onOtherText &&
  a.onAdvanceFrom === b.onAdvanceFrom &&
  sameQuestion(a.question, b.question);

/**
 * One question: its text (per quiz type, spec §3) as a heading that labels the control, its subtext
 * as the control's description. The heading takes focus when the quiz advances to it (spec §4), so
 * it has tabIndex -1; `data-question` lets the root find it.
 */
export const QuestionView = memo(function QuestionView({
  question,
  quizType,
  title,
  ...callbacks
}: QuestionViewProps) {
  const titleId = useId();
  const subtextId = useId();
  const descriptionId = question.subtext ? subtextId : undefined;
  const labelling = { titleId, descriptionId };

  let control: React.ReactNode;
  if (question.type === 'number') {
    control = <NumberQuestion question={question} onAnswer={callbacks.onAnswer} {...labelling} />;
  } else if (question.type === 'cologne') {
    // Its typeahead comes on the shopper's way (behaviour/cologneChunk.ts).
    control = <CologneQuestion question={question} onAnswer={callbacks.onAnswer} {...labelling} />;
  } else if (question.type === 'slider') {
    control = <SliderQuestion question={question} quizType={quizType} {...callbacks} {...labelling} />;
  } else if (isFreeText(question)) {
    // 'text', or an option question without options (the name question: docs/decisions/0003).
    control = (
      <TextQuestion question={question} quizType={quizType} onAnswer={callbacks.onAnswer} {...labelling} />
    );
  } else {
    control = <OptionButtons question={question} quizType={quizType} {...callbacks} {...labelling} />;
  }

  return (
    <div
      className={question.collapse ? 'question question--unfolds' : 'question'}
      part="question"
      data-question={question.code}
      data-group={question.group}
    >
      <h2 id={titleId} className="question__title" part="question-title" tabIndex={-1}>
        {title}
      </h2>
      {question.subtext ? (
        <p id={subtextId} className="question__subtext" part="question-subtext">
          {question.subtext}
        </p>
      ) : null}
      {control}
    </div>
  );
}, sameQuestionViewProps);
