import type { ReactNode } from 'react';

export interface CheckoutBarProps {
  /** 'CHECKOUT', or 'SOLD OUT' (spec §4), which comes with the checkout's code (a component) */
  label: ReactNode;
  enabled: boolean;
  busy: boolean;
  error: string | null;
  /** Why the button is disabled, when it is (so the shopper knows what is missing). */
  hint: string | null;
  onCheckout(): void;
}

/**
 * spec §2 "a checkout button", spec §4: enabled only for a complete, in-stock selection; 'SOLD OUT'
 * otherwise 'CHECKOUT'. While the add is in flight it stays focusable but inert (aria-disabled); a
 * refusal shows the store's displayMessage as an alert.
 */
export function CheckoutBar({ label, enabled, busy, error, hint, onCheckout }: CheckoutBarProps) {
  return (
    <div className="checkout" part="checkout">
      <button
        type="button"
        className="button button--primary checkout__button"
        part="checkout-button"
        disabled={!enabled && !busy}
        aria-disabled={busy ? true : undefined}
        aria-describedby={hint ? 'pc-gift-checkout-hint' : undefined}
        onClick={() => {
          if (!busy) onCheckout();
        }}
      >
        {label}
      </button>
      {hint ? (
        <p id="pc-gift-checkout-hint" className="checkout__hint">
          {hint}
        </p>
      ) : null}
      <div role="alert" className="checkout__error">
        {error}
      </div>
    </div>
  );
}
