import { type ElementProps, pageUrl, useHost, useNavigation, useStore } from '@pc/shared';
import { CHECKOUT_PATH } from '@pc/shared/contract';
import { useEffect, useState } from 'react';
import { Cart } from './Cart.tsx';
import type { meta } from './meta.ts';
import { createCartState } from './state/cartState.ts';
import { attachDrawer } from './state/drawerMethods.ts';

/** The element's props, derived from its public surface (meta.ts). */
export type CartElementProps = ElementProps<typeof meta>;

/** `<pc-cart>`'s root: the page's cart store and the drawer's state, wired to the view. */
export function CartRoot({ openOnAdd, checkoutHref }: CartElementProps) {
  const { onLinkClick } = useNavigation();
  const [state] = useState(() => createCartState({ openOnAdd: openOnAdd === true }));
  useEffect(() => state.start(), [state]);
  // show() and close() (state/drawerMethods.ts)
  const host = useHost();
  useEffect(() => attachDrawer(host, state), [host, state]);
  const cart = useStore(state.$cart);
  const open = useStore(state.$open);
  const busyKey = useStore(state.$busy);
  const status = useStore(state.$status);
  const error = useStore(state.$error);
  const href = checkoutHref || CHECKOUT_PATH;

  return (
    <Cart
      cart={cart}
      open={open}
      busyKey={busyKey}
      status={status}
      error={error}
      // The store's checkout on a page of another origin too (docs/decisions/0098), for a new tab.
      checkoutHref={pageUrl(href)}
      onOpen={state.open}
      onClose={state.close}
      onQuantity={state.setQuantity}
      onRemove={state.remove}
      onCheckout={(event) => {
        state.close();
        onLinkClick(href, event);
      }}
    />
  );
}
