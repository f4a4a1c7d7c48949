import type { Question } from '@pc/shared/contract';
import { type FocusEvent, type KeyboardEvent, useState } from 'react';
import { type AnswerCallbacks, blurAdvances } from './answerIntent.ts';

/**
 * The behaviour of a typed answer (age, name): the answer follows the typing, cleaned, so COMPLETE
 * enables without another click; the field shows the cleaned value once the shopper is done, on blur
 * or Enter, which also advance (spec §4: "The number question advances on blur or Enter").
 * `clean` turns the raw text into the answer ('' = no answer).
 */
export function useTypedAnswer(
  question: Question,
  onAnswer: AnswerCallbacks['onAnswer'],
  clean: (raw: string) => string,
) {
  // What the shopper is typing; null when not editing (the field shows the answer).
  const [draft, setDraft] = useState<string | null>(null);
  const answerOf = (raw: string) => clean(raw) || null;
  return {
    value: draft ?? question.selected ?? '',
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      setDraft(event.currentTarget.value);
      onAnswer(question.code, answerOf(event.currentTarget.value), 'set');
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      setDraft(null);
      onAnswer(question.code, answerOf(event.currentTarget.value), 'commit');
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      setDraft(null);
      onAnswer(question.code, answerOf(event.currentTarget.value), blurAdvances(event) ? 'commit' : 'set');
    },
  };
}
