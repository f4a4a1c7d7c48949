import { usePrice } from '@pc/shared';
import {
  actionLabel,
  type CrossSellAction,
  type CrossSellMessages,
  type OfferAction,
} from '../model/crossSellOffer.ts';

export interface CrossSellActionsProps {
  actions: readonly OfferAction[];
  /** the action being posted: its button is busy, every button ignores clicks */
  busy: CrossSellAction | null;
  onChoose(action: CrossSellAction): void;
  /** the pop-up's texts, read once by CrossSell */
  m: CrossSellMessages;
}

/** spec §2: SUBSCRIBE and BUY ONCE with their prices (the coupon's saving struck through). */
export function CrossSellActions({ actions, busy, onChoose, m }: CrossSellActionsProps) {
  const money = usePrice();
  return (
    <div className="cross-sell__actions">
      {actions.map(({ action, price, original }) => (
        <button
          key={action}
          type="button"
          className={`button ${action === 'SUBSCRIBE' ? 'button--primary' : 'button--secondary'}`}
          part="action"
          // Busy keeps focus (aria-disabled, not disabled): a click while posting does nothing.
          aria-disabled={busy !== null ? true : undefined}
          aria-busy={busy === action ? true : undefined}
          onClick={() => onChoose(action)}
        >
          <span>{actionLabel(action, m)}</span>
          {original !== null ? (
            <s className="cross-sell__original">
              <span className="pc-visually-hidden">{m.originalPrice} </span>
              {money(original)}
            </s>
          ) : null}
          <span>
            {original !== null ? <span className="pc-visually-hidden">{m.now} </span> : null}
            {money(price)}
          </span>
        </button>
      ))}
    </div>
  );
}
