import { sharedMessages, useMessages, usePrice } from '@pc/shared';
import { useId, useState } from 'react';
import { giftCardsMessages } from '../messages/index.ts';
import type { BalanceAnswer } from '../state/balanceCheck.ts';

export interface BalanceCheckProps {
  answer: BalanceAnswer | null;
  checking: boolean;
  onCheck(code: string): void;
  /** the shopper comes to the field or the button: the check's code may start loading */
  onApproach(): void;
}

/**
 * "Check a balance" (docs/decisions/0114): a labelled code field and CHECK BALANCE; the answer is
 * announced (a status for a balance, an alert for a refusal), and what was typed stays (spec §8).
 */
export function BalanceCheck({ answer, checking, onCheck, onApproach }: BalanceCheckProps) {
  const id = useId();
  const m = useMessages(giftCardsMessages);
  const money = usePrice();
  const shared = useMessages(sharedMessages);
  const [code, setCode] = useState('');
  const refusal =
    answer?.kind === 'refused'
      ? (answer.message ?? shared.tryAgain)
      : answer?.kind === 'noCode'
        ? m.balanceNoCode
        : null;
  return (
    <section className="balance-check" part="balance-check" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.balanceTitle}</h2>
      <form
        noValidate
        onFocus={onApproach}
        onPointerEnter={onApproach}
        onTouchStart={onApproach}
        onSubmit={(event) => {
          event.preventDefault();
          onCheck(code);
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-code`}>
            {m.balanceCode}
          </label>
          <input
            id={`${id}-code`}
            className="field__input"
            part="input"
            type="text"
            value={code}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={`${id}-answer`}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
        </div>
        <button type="submit" className="button button--secondary" aria-disabled={checking || undefined}>
          {m.balanceButton}
        </button>
      </form>
      <div id={`${id}-answer`}>
        <p className="balance-check__answer" role="status">
          {answer?.kind === 'balance' ? answer.say(m, money) : null}
        </p>
        <p className="balance-check__answer balance-check__answer--refused" role="alert">
          {refusal}
        </p>
      </div>
    </section>
  );
}
