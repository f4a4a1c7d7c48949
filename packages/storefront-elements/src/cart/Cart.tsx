import { DismissibleDialog, LiveRegion, shopMessages, useMessages, usePrice } from '@pc/shared';
import type { CartListing } from '@pc/shared/contract';
import type { MouseEvent } from 'react';
import { CartLine } from './components/CartLine.tsx';
import { cartMessages } from './messages/index.ts';
import { changeAnnouncement, lineView, shippingNote } from './model/cartView.ts';
import type { CartChange, CartRefusal } from './state/cartState.ts';

export interface CartProps {
  /** null until the cart is first loaded */
  cart: CartListing | null;
  open: boolean;
  busyKey: string | null;
  /** the last change, which the live region tells of */
  status: CartChange | null;
  /** the last refusal, shown above the totals */
  error: CartRefusal | null;
  checkoutHref: string;
  onOpen: () => void;
  onClose: () => void;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  onCheckout: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** <pc-cart>'s view (docs/decisions/0124): the badge, and the drawer it opens. */
export function Cart({
  cart,
  open,
  busyKey,
  status,
  error,
  checkoutHref,
  onOpen,
  onClose,
  onQuantity,
  onRemove,
  onCheckout,
}: CartProps) {
  const m = useMessages(cartMessages);
  const shop = useMessages(shopMessages);
  const money = usePrice();
  const count = cart?.count ?? 0;
  return (
    <>
      <button
        type="button"
        className="cart-badge"
        part="badge"
        aria-haspopup="dialog"
        aria-label={m.badgeLabel({ count })}
        onClick={onOpen}
      >
        <svg className="cart-badge__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M6 6h15l-1.5 9h-12zM6 6 5 2H2M9 20a1 1 0 1 0 0 .01M18 20a1 1 0 1 0 0 .01"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className="cart-badge__count" part="count">
          {count}
        </span>
      </button>
      <LiveRegion visuallyHidden>{status ? changeAnnouncement(status, m) : ''}</LiveRegion>
      <DismissibleDialog
        open={open}
        title={m.title}
        onCancel={onClose}
        closeLabel={m.close}
        dismissOnBackdrop
        className="cart-drawer"
      >
        {cart === null || cart.items.length === 0 ? (
          <p className="cart-empty">{cart === null ? m.loading : m.empty}</p>
        ) : (
          <>
            <ul className="cart-lines" aria-label={m.linesLabel}>
              {cart.items.map((item) => (
                <CartLine
                  key={item.key}
                  line={lineView(item, shop, money)}
                  busy={busyKey === item.key}
                  onQuantity={onQuantity}
                  onRemove={onRemove}
                />
              ))}
            </ul>
            <p className="cart-error" role="alert">
              {error ? (error.displayMessage ?? m.changeFailed) : ''}
            </p>
            <dl className="cart-totals">
              <dt>{m.subtotal}</dt>
              <dd>{money(cart.subtotal)}</dd>
            </dl>
            <p className="cart-note">{shippingNote(cart, shop, money)}</p>
            <a
              className="button button--primary cart-checkout"
              part="checkout"
              href={checkoutHref}
              onClick={onCheckout}
            >
              {m.checkout}
            </a>
          </>
        )}
      </DismissibleDialog>
    </>
  );
}
