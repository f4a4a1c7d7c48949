import { assetUrl, Dialog } from '@pc/shared';
import { CrossSellActions } from './components/CrossSellActions.tsx';
import {
  type CrossSellAction,
  NO_THANKS_TEXT,
  type OfferAction,
  RISK_FREE_TEXT,
} from './model/crossSellOffer.ts';

export interface CrossSellProps {
  open: boolean;
  heading: string;
  products: readonly { name: string; image: string }[];
  actions: readonly OfferAction[];
  busy: CrossSellAction | null;
  onChoose(action: CrossSellAction): void;
  /** NO THANKS and Escape */
  onDismiss(): void;
}

/** spec §2 Cross-sell pop-up: a modal dialog (the shared Dialog: focus kept inside, Escape = NO THANKS). */
export function CrossSell({ open, heading, products, actions, busy, onChoose, onDismiss }: CrossSellProps) {
  return (
    <Dialog open={open} title={heading} onCancel={onDismiss} className="cross-sell">
      <p className="cross-sell__promise" part="promise">
        {RISK_FREE_TEXT}
      </p>
      <ul className="cross-sell__products" part="products">
        {products.map((product) => (
          <li key={product.name}>
            <img
              className="cross-sell__image"
              part="image"
              src={assetUrl(product.image)}
              // Named by the text beside it (decision 0127): read once.
              alt=""
              width={160}
              height={160}
            />
            {product.name}
          </li>
        ))}
      </ul>
      <CrossSellActions actions={actions} busy={busy} onChoose={onChoose} />
      <button
        type="button"
        className="text-button cross-sell__dismiss"
        part="dismiss"
        aria-disabled={busy !== null ? true : undefined}
        onClick={onDismiss}
      >
        {NO_THANKS_TEXT}
      </button>
    </Dialog>
  );
}
