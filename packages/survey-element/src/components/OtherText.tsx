import { useMessages } from '@pc/shared';
import { SURVEY_OTHER_TEXT_MAX_LENGTH } from '@pc/shared/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { surveyMessages } from '../messages/index.ts';

export interface OtherTextProps {
  /** the answer is on its way: SEND does nothing more */
  sending: boolean;
  onSend(text: string): void;
  /** back to the options (decision 0128) */
  onBack(): void;
}

/**
 * "Other" with a short text of the shopper's (docs/decisions/0159): optional, at most 140 characters
 * (spec §5, trimmed first: the store trims and checks again), sent with SEND or Enter. It replaces the
 * option list as a follow-up does, with the same Back above it; focus moves into the box.
 */
export function OtherText({ sending, onSend, onBack }: OtherTextProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const m = useMessages(surveyMessages);
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      className="survey__follow-up"
      part="other"
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) onSend(text);
      }}
    >
      <button type="button" className="text-button survey__back" part="back" onClick={onBack}>
        {m.back}
      </button>
      <label htmlFor={inputId} className="survey__follow-up-label">
        {m.otherTextLabel}
      </label>
      <input
        ref={input}
        id={inputId}
        type="text"
        className="survey__search"
        part="other-text"
        autoComplete="off"
        maxLength={SURVEY_OTHER_TEXT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <button
        type="submit"
        className="button button--primary survey__send"
        part="send"
        aria-disabled={sending ? true : undefined}
      >
        {m.otherSend}
      </button>
    </form>
  );
}
