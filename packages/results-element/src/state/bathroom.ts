// spec §2 Results "Bathroom module"; spec §7 bathroom_module GET and POST; spec §8 load failure
// silently ignored (the module is not shown). Its CHECKOUT is a tailored add like a card's (spec §4:
// the compatibility check and the single-survey overlay, through the cart flow), and it adds through
// the shared cart store, so `pc-cart-change` fires and other tabs hear it.
import { addBathroomModule, callApi } from '@pc/shared';
import { type BathroomModule, CHECKOUT_PATH, getBathroomModule } from '@pc/shared/contract';
import { atom, type ReadableAtom } from 'nanostores';
import { saveFailureMessage } from '../model/email.ts';
import type { CartFlow } from './cart.ts';
import { displayMessageOf } from './signals.ts';

export interface BathroomState {
  /** The module, or null while loading, after a failure, or when it holds no products. */
  readonly $module: ReadableAtom<BathroomModule | null>;
  readonly $checkingOut: ReadableAtom<boolean>;
  /**
   * The last CHECKOUT's failure: the store's message, or null for the view's own words (the shared
   * catalog's `tryAgain`); null itself when there is none.
   */
  readonly $error: ReadableAtom<{ message: string | null } | null>;
  /** Loads the module (unless the page data carried it); returns the stop function. */
  start(): () => void;
  /** CHECKOUT: checks compatibility, adds the module to the cart, then goes to /checkout. */
  checkout(): Promise<void>;
}

export function createBathroomState(
  surveyLogId: string,
  navigate: (href: string) => void,
  cart: Pick<CartFlow, 'addTailored' | 'host'>,
  /** The module the page data carries (design.md "First paint"): shown from the first render, not loaded again. */
  served: BathroomModule | null = null,
): BathroomState {
  const $module = atom<BathroomModule | null>(served);
  const $checkingOut = atom(false);
  const $error = atom<{ message: string | null } | null>(null);

  return {
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
      if (!$checkingOut.get()) $error.set(null);
      return cart.addTailored({
        // a double click sends one request
        isBusy: () => $checkingOut.get(),
        setBusy: (on) => $checkingOut.set(on),
        async commit() {
          try {
            // spec §7 analytics 'Product Added', sent by the cart store's listener (decision 0087).
            await addBathroomModule(
              surveyLogId,
              {
                source: 'bathroom-module',
                product_ids: $module.get()?.products.map((product) => product.productId) ?? [],
                survey_log_id: surveyLogId,
              },
              cart.host,
            );
          } catch (error) {
            // Decision (spec §8 is silent on the module's POST): the shopper is told, and may try again.
            $error.set({ message: saveFailureMessage(displayMessageOf(error)) });
            return;
          }
          navigate(CHECKOUT_PATH);
        },
      });
    },
  };
}
