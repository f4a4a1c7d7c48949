import { $cart, ApiError, loadCart, onCartChange, setCartItemQuantity } from '@pc/shared';
import { atom } from 'nanostores';

// <pc-cart>'s own state (docs/decisions/0124): whether the drawer is open, the line being changed,
// the last change the live region tells of and the last refusal. The cart itself is @pc/shared's $cart,
// the same in every element and, through its BroadcastChannel, in every tab. What they say is the
// view's, from the element's catalog (messages/, docs/decisions/0210).

/** The last change the shopper made in the drawer: a line's name and its new quantity (0: removed). */
export interface CartChange {
  name: string;
  quantity: number;
}

/** The last refusal of a change: the store's displayMessage, or null when it gave none (the catalog's `changeFailed`). */
export interface CartRefusal {
  displayMessage: string | null;
}

export function createCartState({ openOnAdd }: { openOnAdd: boolean }) {
  const $open = atom(false);
  /** the key of the line whose change is in flight */
  const $busy = atom<string | null>(null);
  const $status = atom<CartChange | null>(null);
  const $error = atom<CartRefusal | null>(null);

  const setQuantity = async (key: string, quantity: number): Promise<void> => {
    if ($busy.get()) return;
    const line = $cart.get()?.items.find((item) => item.key === key);
    $busy.set(key);
    $error.set(null);
    try {
      await setCartItemQuantity(key, quantity);
      if (line) $status.set({ name: line.name, quantity });
    } catch (error) {
      // spec §8: the store's displayMessage; the line stays as it was.
      $error.set({
        displayMessage: error instanceof ApiError && error.displayMessage ? error.displayMessage : null,
      });
    } finally {
      $busy.set(null);
    }
  };

  return {
    $cart,
    $open,
    $busy,
    $status,
    $error,
    open: () => {
      $error.set(null);
      $open.set(true);
    },
    close: () => $open.set(false),
    setQuantity,
    remove: (key: string) => setQuantity(key, 0),
    /**
     * Reads the cart when this page has not, and listens to its changes (this tab's and other tabs');
     * returns the stop function. A failed read leaves the badge at 0 until the next change (spec §8
     * lists no cart-load failure).
     */
    start: (): (() => void) => {
      if ($cart.get() === null) loadCart().catch(() => {});
      // A page the browser brings back from its back/forward cache kept the count it had when the
      // shopper left; the cart may have changed since (an order placed, another site's add): read it.
      const onPageShow = (event: PageTransitionEvent) => {
        if (event.persisted) loadCart().catch(() => {});
      };
      window.addEventListener('pageshow', onPageShow);
      const stop = onCartChange(({ reason }) => {
        if (reason === 'add' && openOnAdd) $open.set(true);
      });
      return () => {
        window.removeEventListener('pageshow', onPageShow);
        stop();
      };
    },
  };
}

export type CartState = ReturnType<typeof createCartState>;
