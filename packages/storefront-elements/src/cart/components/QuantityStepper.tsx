import { shopMessages, useMessages } from '@pc/shared';

export interface QuantityStepperProps {
  name: string;
  quantity: number;
  max: number;
  busy: boolean;
  onChange: (quantity: number) => void;
}

/**
 * A line's quantity (docs/decisions/0124): − and + around the count, each named for the line. At
 * one unit − is disabled (Remove takes the line away); at the line's limit + is. While the line's
 * change is in flight both say so (aria-disabled) and keep focus.
 */
export function QuantityStepper({ name, quantity, max, busy, onChange }: QuantityStepperProps) {
  const m = useMessages(shopMessages);
  const step = (to: number) => () => {
    if (!busy) onChange(to);
  };
  return (
    <fieldset className="cart-stepper">
      <legend className="pc-visually-hidden">{m.lineQuantity({ name })}</legend>
      <button
        type="button"
        className="icon-button"
        aria-label={m.lineDecrease({ name })}
        disabled={quantity <= 1}
        aria-disabled={busy || undefined}
        onClick={step(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span className="cart-stepper__count">{quantity}</span>
      <button
        type="button"
        className="icon-button"
        aria-label={m.lineIncrease({ name })}
        disabled={quantity >= max}
        aria-disabled={busy || undefined}
        onClick={step(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}
