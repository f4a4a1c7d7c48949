import { useMessages, usePrice } from '@pc/shared';
import type { Variation } from '@pc/shared/contract';
import { giftCardsMessages } from '../messages/index.ts';
import { stockText } from '../model/stockText.ts';

export interface AmountCardsProps {
  name: string;
  variations: readonly Variation[];
  /** The variation checked, or null (none, or an amount picked elsewhere: spec §4). */
  checked: number | null;
  onPick(variationId: number): void;
  className?: string;
}

/**
 * Amounts as cards (spec §2: e-gift's first 4 in two rows of two; the physical view's every amount),
 * each with its stock state: native radio buttons, so arrow keys move between them.
 */
export function AmountCards({ name, variations, checked, onPick, className }: AmountCardsProps) {
  const m = useMessages(giftCardsMessages);
  const money = usePrice();
  return (
    <div className={className ? `cards ${className}` : 'cards'}>
      {variations.map((variation) => (
        <label key={variation.id} className="card" part="card">
          <input
            className="card__radio"
            type="radio"
            name={name}
            value={variation.id}
            checked={checked === variation.id}
            onChange={() => onPick(variation.id)}
          />
          <span className="card__amount">{money(variation.price)}</span>
          <span className={`card__stock card__stock--${variation.stock_status}`}>
            {stockText(variation.stock_status, m)}
          </span>
        </label>
      ))}
    </div>
  );
}
