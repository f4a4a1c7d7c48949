import { LiveRegion, useMessages } from '@pc/shared';
import { GIFT_MESSAGE_MAX_LENGTH } from '@pc/shared/constants';
import { useId } from 'react';
import { useDebounced } from '../behaviour/useDebounced.ts';
import { giftCardsMessages } from '../messages/index.ts';
import { charactersLeftText } from '../model/messageCount.ts';

/** How long the count waits for typing to pause before it is announced. */
const ANNOUNCE_AFTER_MS = 750;

export interface GiftMessageProps {
  message: string;
  onChange(message: string): void;
}

/**
 * spec §5 "Gift message: optional, maximum 140 characters, placeholder 'Enter here (140 character
 * limit)'": a labelled text area, the characters left shown beside it and announced politely once
 * typing pauses.
 */
export function GiftMessage({ message, onChange }: GiftMessageProps) {
  const id = useId();
  const m = useMessages(giftCardsMessages);
  const count = charactersLeftText(message, m);
  const announced = useDebounced(count, ANNOUNCE_AFTER_MS);
  return (
    <div className="field message">
      <label className="field__label" htmlFor={id}>
        {m.messageLabel}
      </label>
      <textarea
        id={id}
        className="field__input message__input"
        part="message"
        rows={3}
        value={message}
        maxLength={GIFT_MESSAGE_MAX_LENGTH}
        placeholder={m.messagePlaceholder({ max: GIFT_MESSAGE_MAX_LENGTH })}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id={`${id}-count`} className="message__count">
        {count}
      </p>
      {/* The visible count changes on every key; the announcement waits for a pause. */}
      <LiveRegion visuallyHidden>{announced === count && message !== '' ? announced : ''}</LiveRegion>
    </div>
  );
}
