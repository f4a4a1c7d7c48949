import type { BuyButtonState } from '@pc/shared';

export interface CheckoutButtonProps {
  readonly state: BuyButtonState;
  /** this button's add is in flight: it keeps focus (aria-disabled) and ignores further presses */
  readonly busy: boolean;
  /** the failure of this button's last add, shown beside it */
  readonly error: string | null;
  readonly onBuy: () => void;
}

/**
 * spec §4 "Stock and buy button": 'SOLD OUT' (disabled) or 'CHECKOUT - $' and the price. Every section
 * of the launch page has one (spec §2).
 */
export function CheckoutButton({ state, busy, error, onBuy }: CheckoutButtonProps) {
  return (
    <div className="checkout">
      <button
        type="button"
        className="button button--primary checkout__button"
        part="checkout-button"
        disabled={state.disabled}
        aria-disabled={busy || undefined}
        onClick={busy ? undefined : onBuy}
      >
        {state.label}
      </button>
      {error ? (
        <p className="checkout__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
