import type { CartState } from './cartState.ts';

// Issue 46 item 2: `<pc-cart>`'s `show()` and `close()`, for a host whose own button opens the drawer
// (and `window.pc.cart.open()`, /elements/api.js). A call before the element's first view is kept
// and applied as its root mounts, so a host may call them as soon as the tag is defined.

const mounted = new WeakMap<Element, CartState>();
const pending = new WeakMap<Element, boolean>();

const toggle = (host: Element, open: boolean): void => {
  const state = mounted.get(host);
  if (!state) pending.set(host, open);
  else if (open) state.open();
  else state.close();
};

/** The element's methods, on its class's prototype (element.ts). */
export const drawerMethods = {
  /** Opens the drawer (a modal dialog; focus moves into it). */
  show(this: Element): void {
    toggle(this, true);
  },
  /** Closes the drawer; focus returns where it was. */
  close(this: Element): void {
    toggle(this, false);
  },
};

/** CartRoot's side: the state the methods drive while the root is mounted, any kept call applied. */
export function attachDrawer(host: Element, state: CartState): () => void {
  mounted.set(host, state);
  if (pending.get(host)) state.open();
  pending.delete(host);
  return () => {
    mounted.delete(host);
  };
}
