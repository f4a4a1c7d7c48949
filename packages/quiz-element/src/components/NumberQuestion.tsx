import { AGE_MAX, AGE_MIN } from '@pc/shared/constants.ts';
import type { Question } from '@pc/shared/contract';
import { clampAge } from '@pc/shared/validation/quizFields.ts';
import { useState } from 'react';
import { type AnswerCallbacks, blurAdvances, type QuestionLabelling } from './answerIntent.ts';

export interface NumberQuestionProps extends Pick<AnswerCallbacks, 'onAnswer'>, QuestionLabelling {
  question: Question;
}

/** spec §5 quiz age placeholder. */
export const AGE_PLACEHOLDER = 'Enter Age';

/**
 * spec §3 number question (age). spec §5: numeric; above 120 becomes 120; zero or below becomes
 * empty; min 0, max 120; placeholder 'Enter Age'. The answer follows the typing (clamped), so
 * COMPLETE enables without another click; the field shows the clamped value once the shopper is
 * done, on blur or Enter, which also advance (spec §4).
 */
export function NumberQuestion({ question, titleId, descriptionId, onAnswer }: NumberQuestionProps) {
  // What the shopper is typing; null when not editing (the field shows the answer).
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? question.selected ?? '';
  const answerOf = (raw: string) => clampAge(raw) || null;

  return (
    <input
      type="number"
      inputMode="numeric"
      className="number-input"
      part="input"
      min={AGE_MIN}
      max={AGE_MAX}
      step={1}
      placeholder={AGE_PLACEHOLDER}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      value={value}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        onAnswer(question.code, answerOf(event.currentTarget.value), 'set');
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        setDraft(null);
        onAnswer(question.code, answerOf(event.currentTarget.value), 'commit');
      }}
      onBlur={(event) => {
        setDraft(null);
        onAnswer(question.code, answerOf(event.currentTarget.value), blurAdvances(event) ? 'commit' : 'set');
      }}
    />
  );
}
