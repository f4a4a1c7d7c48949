import { formatPrice } from '@pc/shared';
import type { CrossSellAction, OfferAction } from '../model/crossSellOffer.ts';

export interface CrossSellActionsProps {
  actions: readonly OfferAction[];
  /** the action being posted: its button is busy, every button ignores clicks */
  busy: CrossSellAction | null;
  onChoose(action: CrossSellAction): void;
}

/** spec §2: SUBSCRIBE and BUY ONCE with their prices (the coupon's saving struck through). */
export function CrossSellActions({ actions, busy, onChoose }: CrossSellActionsProps) {
  return (
    <div className="cross-sell__actions">
      {actions.map(({ action, label, price, original }) => (
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
          <span>{label}</span>
          {original !== null ? (
            <s className="cross-sell__original">
              <span className="pc-visually-hidden">original price </span>
              {formatPrice(original)}
            </s>
          ) : null}
          <span>
            {original !== null ? <span className="pc-visually-hidden">now </span> : null}
            {formatPrice(price)}
          </span>
        </button>
      ))}
    </div>
  );
}
