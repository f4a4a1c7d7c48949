import { type BuyButtonState, LiveRegion, sharedMessages, useMessages } from '@pc/shared';

export interface BuyBarProps {
  readonly state: BuyButtonState;
  readonly busy: boolean;
  /** the last add to cart failed (docs/decisions/0029) */
  readonly failed: boolean;
  onBuy(): void;
}

/**
 * spec §2 "A sticky buy button", in the spec §4 stock states (@pc/shared buyButtonState): 'SOLD OUT'
 * disabled, otherwise 'CHECKOUT - $' and the price; the backorder note or the free shipping/returns note.
 */
export function BuyBar({ state, busy, failed, onBuy }: BuyBarProps) {
  const m = useMessages(sharedMessages);
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
      <LiveRegion className="buy__error">{failed ? m.tryAgain : ''}</LiveRegion>
    </div>
  );
}
