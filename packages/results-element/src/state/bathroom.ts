// spec §2 Results "Bathroom module"; spec §7 bathroom_module GET and POST; spec §8 load failure
// silently ignored (the module is not shown). Its CHECKOUT is a tailored add like a card's (spec §4:
// the compatibility check and the single-survey overlay, through the cart flow), and it adds through
// the shared cart store, so `pc-cart-change` fires and other tabs hear it: the actions' chunk's
// (state/cartActions.ts `checkoutModule`), loaded on the shopper's way (behaviour/actionsChunk.ts).
import { callApi } from '@pc/shared';
import { type BathroomModule, getBathroomModule } from '@pc/shared/contract';
import { atom, type WritableAtom } from 'nanostores';
import { loadActions } from '../behaviour/actionsChunk.ts';
import { type CartFlowState, exclusive } from './cart.ts';

/** The module's state: what the view reads, and what CHECKOUT runs on (state/cartActions.ts). */
export interface BathroomFlowState {
  readonly surveyLogId: string;
  /** The module, or null while loading, after a failure, or when it holds no products. */
  readonly $module: WritableAtom<BathroomModule | null>;
  readonly $checkingOut: WritableAtom<boolean>;
  /**
   * The last CHECKOUT's failure: the store's message, or null for the view's own words (the shared
   * catalog's `tryAgain`); null itself when there is none.
   */
  readonly $error: WritableAtom<{ message: string | null } | null>;
}

export interface BathroomState extends BathroomFlowState {
  /** Loads the module (unless the page data carried it); returns the stop function. */
  start(): () => void;
  /** CHECKOUT: checks compatibility, adds the module to the cart, then goes to /checkout. */
  checkout(): Promise<void>;
}

export function createBathroomState(
  surveyLogId: string,
  cart: CartFlowState,
  /** The module the page data carries (design.md "First paint"): shown from the first render, not loaded again. */
  served: BathroomModule | null = null,
): BathroomState {
  const $module = atom<BathroomModule | null>(served);
  const $checkingOut = atom(false);
  const $error = atom<{ message: string | null } | null>(null);
  const module: BathroomState = {
    surveyLogId,
    $module,
    $checkingOut,
    $error,

    start() {
      if (served) return () => {};
      const controller = new AbortController();
      callApi(getBathroomModule, { surveyLogId }, { signal: controller.signal })
        .then((module) => $module.set(module.products.length > 0 ? module : null))
        .catch(() => {});
      return () => controller.abort();
    },

    checkout() {
      // a double click sends one request
      const busy = { isBusy: () => $checkingOut.get(), setBusy: (on: boolean) => $checkingOut.set(on) };
      if (!busy.isBusy()) $error.set(null);
      return exclusive(busy, () =>
        loadActions().then(
          (actions) => actions.checkoutModule(cart, module, busy),
          // A chunk that could not be fetched: the add failed, in the view's own words.
          () => $error.set({ message: null }),
        ),
      );
    },
  };
  return module;
}
