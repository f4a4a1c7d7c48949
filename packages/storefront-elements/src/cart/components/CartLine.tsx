import { assetUrl, shopMessages, useMessages } from '@pc/shared';
import { cartMessages } from '../messages/index.ts';
import type { LineView } from '../model/cartView.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

export interface CartLineProps {
  line: LineView;
  busy: boolean;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
}

const IMAGE_PX = 64;

/**
 * One cart line (docs/decisions/0124): its picture, name, cadence, price, the quantity control and
 * Remove; a line that holds one unit says why (spec §4 one tailored order) instead of a control.
 */
export function CartLine({ line, busy, onQuantity, onRemove }: CartLineProps) {
  const m = useMessages(cartMessages);
  const shop = useMessages(shopMessages);
  return (
    <li className="cart-line" part="line" aria-busy={busy || undefined}>
      {/* The name beside it says what it is (WCAG 1.1.1: decorative). */}
      {line.image ? (
        <img
          className="cart-line__image"
          src={assetUrl(line.image)}
          alt=""
          width={IMAGE_PX}
          height={IMAGE_PX}
        />
      ) : (
        <span className="cart-line__image" />
      )}
      <div className="cart-line__text">
        <span className="cart-line__name">{line.name}</span>
        <span className="cart-line__detail">
          {line.recipient === null ? line.detail : m.eGiftFor({ recipient: line.recipient })}
        </span>
        {line.note ? <span className="cart-line__note">{line.note}</span> : null}
      </div>
      <div className="cart-line__price">
        <span>{line.price}</span>
        {line.unitPrice ? (
          <span className="cart-line__unit">{m.unitPrice({ price: line.unitPrice })}</span>
        ) : null}
      </div>
      <div className="cart-line__controls">
        {line.max > 1 ? (
          <QuantityStepper
            name={line.name}
            quantity={line.quantity}
            max={line.max}
            busy={busy}
            onChange={(quantity) => onQuantity(line.key, quantity)}
          />
        ) : null}
        <button
          type="button"
          className="text-button"
          aria-label={shop.lineRemove({ name: line.name })}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onRemove(line.key);
          }}
        >
          {m.remove}
        </button>
      </div>
    </li>
  );
}
