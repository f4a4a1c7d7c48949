import { assetUrl, Dialog, useMessages } from '@pc/shared';
import type { CrossSell as Offer } from '@pc/shared/contract';
import { CrossSellActions } from './components/CrossSellActions.tsx';
import { crossSellMessages } from './messages/index.ts';
import { type CrossSellAction, crossSellHeading, type OfferAction } from './model/crossSellOffer.ts';

export interface CrossSellProps {
  open: boolean;
  /** the quiz the offer follows: its heading says 'Their' after a gift quiz */
  quizType: Offer['quizType'];
  products: readonly { name: string; image: string }[];
  actions: readonly OfferAction[];
  busy: CrossSellAction | null;
  onChoose(action: CrossSellAction): void;
  /** NO THANKS and Escape */
  onDismiss(): void;
}

/** spec §2 Cross-sell pop-up: a modal dialog (the shared Dialog: focus kept inside, Escape = NO THANKS). */
export function CrossSell({ open, quizType, products, actions, busy, onChoose, onDismiss }: CrossSellProps) {
  // The texts in the element's locale: another than en-US is fetched as the offer first shows.
  const m = useMessages(crossSellMessages);
  return (
    <Dialog open={open} title={crossSellHeading(quizType, m)} onCancel={onDismiss} className="cross-sell">
      <p className="cross-sell__promise" part="promise">
        {m.promise}
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
      <CrossSellActions actions={actions} busy={busy} onChoose={onChoose} m={m} />
      <button
        type="button"
        className="text-button cross-sell__dismiss"
        part="dismiss"
        aria-disabled={busy !== null ? true : undefined}
        onClick={onDismiss}
      >
        {m.noThanks}
      </button>
    </Dialog>
  );
}
