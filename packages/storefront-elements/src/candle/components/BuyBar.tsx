import { type BuyButtonState, LiveRegion } from '@pc/shared';

export interface BuyBarProps {
  readonly state: BuyButtonState;
  readonly busy: boolean;
  readonly error: string | null;
  onBuy(): void;
}

/**
 * spec §2 "A sticky buy button", in the spec §4 stock states (@pc/shared buyButtonState): 'SOLD OUT'
 * disabled, otherwise 'CHECKOUT - $' and the price; the backorder note or the free shipping/returns note.
 */
export function BuyBar({ state, busy, error, onBuy }: BuyBarProps) {
  return (
    <div className="buy" part="buy">
      <button
        type="button"
        className="button button--primary buy__button"
        part="buy-button"
        disabled={state.disabled}
        aria-disabled={busy || undefined}
        aria-describedby="candle-stock-note"
        onClick={busy ? undefined : onBuy}
      >
        {state.label}
      </button>
      <p id="candle-stock-note" className="buy__note">
        {state.note}
      </p>
      <LiveRegion className="buy__error">{error ?? ''}</LiveRegion>
    </div>
  );
}
