// spec §4 Results "Add to cart" and the single-survey overlay, as the view reads them: which adds are
// in flight, the last failure, the success banner, a conflict holding an add back. What a press runs
// (the compatibility check before every tailored add, the requests, the banner's 2 seconds,
// checkoutOnAdd, the overlay's answers) is the actions' chunk's (state/cartActions.ts), loaded on the
// shopper's way (behaviour/actionsChunk.ts): a press before it has arrived shows busy at once and runs
// once it has.
import type { ResultsProduct } from '@pc/shared/contract';
import { atom, type WritableAtom } from 'nanostores';
import { loadActions, loadedActions } from '../behaviour/actionsChunk.ts';
import type { PurchaseChoice } from '../model/purchase.ts';

/**
 * One tailored add (spec §4 "Before adding a tailored order, compatibility is checked"): a card's
 * add or the bathroom module's CHECKOUT. Each says how its button shows it is busy, and commits itself
 * (adds, then reacts: banner, navigation, its own error).
 */
export interface TailoredAdd extends Busy {
  commit(): Promise<void>;
}

/** How an add's button shows it is busy. */
export interface Busy {
  isBusy(): boolean;
  setBusy(on: boolean): void;
}

export interface CartFlowOptions {
  surveyLogId: string;
  navigate(href: string): void;
  /** The element, which dispatches `pc-cart-change` for its writes (the bathroom module's too). */
  host?: Element | undefined;
  /** Runs after every successful add (spec §4: the proceed banner is re-checked). */
  onAdded(): void;
}

/** The flow's state: what the view reads, and what the actions' chunk keeps between presses. */
export interface CartFlowState extends CartFlowOptions {
  /** Ids of the products whose add is in flight: their buttons are disabled. */
  readonly $adding: WritableAtom<readonly number[]>;
  /**
   * The last failed add, shown on its card: the store's message, or null for the view's own words (the
   * shared catalog's `tryAgain`).
   */
  readonly $addError: WritableAtom<{ productId: number; message: string | null } | null>;
  /** spec §2: 'Item added to cart.' for 2 seconds. */
  readonly $added: WritableAtom<boolean>;
  /** spec §4: a cart conflict holds the add back while the single-survey overlay shows. */
  readonly $conflict: WritableAtom<TailoredAdd | null>;
  /** The success banner's 2 seconds. */
  bannerTimer?: ReturnType<typeof setTimeout>;
  /** Aborts the reads (compatibility checks) of this session when the element goes away. */
  lifetime: AbortController;
}

/** The flow: its state, and what the view's presses call. */
export interface CartFlow extends CartFlowState {
  add(product: ResultsProduct, choice: PurchaseChoice): Promise<void>;
  /** spec §2: Go To Checkout, Clear Cart And Proceed, or Escape (nothing is added). */
  resolveConflict(action: 'checkout' | 'clear' | 'cancel'): Promise<void>;
  stop(): void;
}

/**
 * Runs `task` unless the add is already in flight (a double click sends one request): its button is
 * busy at once, while the actions' chunk arrives too.
 */
export async function exclusive(add: Busy, task: () => Promise<void>): Promise<void> {
  if (add.isBusy()) return;
  add.setBusy(true);
  try {
    await task();
  } finally {
    add.setBusy(false);
  }
}

export function createCartFlow(options: CartFlowOptions): CartFlow {
  const $adding = atom<readonly number[]>([]);
  const $addError = atom<{ productId: number; message: string | null } | null>(null);
  const flow: CartFlow = {
    ...options,
    $adding,
    $addError,
    $added: atom(false),
    $conflict: atom(null),
    lifetime: new AbortController(),

    add(product, choice) {
      const busy: Busy = {
        isBusy: () => $adding.get().includes(product.id),
        setBusy: (on) =>
          $adding.set(on ? [...$adding.get(), product.id] : $adding.get().filter((id) => id !== product.id)),
      };
      if (!busy.isBusy()) $addError.set(null);
      return exclusive(busy, () =>
        loadActions().then(
          (actions) => actions.addCard(flow, busy, product, choice),
          // A chunk that could not be fetched: the add failed, in the view's own words.
          () => $addError.set({ productId: product.id, message: null }),
        ),
      );
    },

    // The overlay shows once a compatibility check has answered, which the chunk made: it is here.
    resolveConflict: (action) => loadedActions()?.resolveConflict(flow, action) ?? Promise.resolve(),

    stop() {
      clearTimeout(flow.bannerTimer);
      flow.$added.set(false);
      flow.lifetime.abort();
      flow.lifetime = new AbortController();
    },
  };
  return flow;
}
