// spec §4 Results "Add to cart" and the single-survey overlay: the compatibility check before every
// tailored add (sets, items, the bathroom module), the success banner and checkoutOnAdd. The requests
// come from model/addToCartForms.ts.
import { addToCart, callApi, clearCart, type ProductAnalyticsFields } from '@pc/shared';
import { SUCCESS_BANNER_MS } from '@pc/shared/constants';
import { CHECKOUT_PATH, checkCompatibility, type ResultsProduct } from '@pc/shared/contract';
import { atom, type ReadableAtom } from 'nanostores';
import { addToCartForms, type CartLine } from '../model/addToCartForms.ts';
import { saveFailureMessage } from '../model/email.ts';
import { cartProductId, type PurchaseChoice, priceFor } from '../model/purchase.ts';
import { displayMessageOf } from './signals.ts';

/**
 * One tailored add (spec §4 "Before adding a tailored order, compatibility is checked"): a card's
 * add or the bathroom module's CHECKOUT. Each says how its button shows it is busy, and commits itself
 * (adds, then reacts: banner, navigation, its own error).
 */
export interface TailoredAdd {
  isBusy(): boolean;
  setBusy(on: boolean): void;
  commit(): Promise<void>;
}

export interface CartFlowOptions {
  surveyLogId: string;
  navigate(href: string): void;
  /** The element, which dispatches `pc-cart-change` for its writes. */
  host?: Element | undefined;
  /** Runs after every successful add (spec §4: the proceed banner is re-checked). */
  onAdded(): void;
}

export interface CartFlow {
  /** The element, which dispatches `pc-cart-change` for its writes (the bathroom module's too). */
  readonly host?: Element | undefined;
  /** Ids of the products whose add is in flight: their buttons are disabled. */
  readonly $adding: ReadableAtom<readonly number[]>;
  /**
   * The last failed add, shown on its card: the store's message, or null for the view's own words (the
   * shared catalog's `tryAgain`).
   */
  readonly $addError: ReadableAtom<{ productId: number; message: string | null } | null>;
  /** spec §2: 'Item added to cart.' for 2 seconds. */
  readonly $added: ReadableAtom<boolean>;
  /** spec §4: a cart conflict holds the add back while the single-survey overlay shows. */
  readonly $conflict: ReadableAtom<TailoredAdd | null>;
  add(product: ResultsProduct, choice: PurchaseChoice): Promise<void>;
  /** Checks compatibility, then commits the add, or holds it while the overlay shows. */
  addTailored(add: TailoredAdd): Promise<void>;
  /** spec §2: Go To Checkout, Clear Cart And Proceed, or Escape (nothing is added). */
  resolveConflict(action: 'checkout' | 'clear' | 'cancel'): Promise<void>;
  stop(): void;
}

/**
 * spec §7 analytics 'Product Added' for one line, as the card showed it (Segment's product fields): the
 * cart store's listener sends it once the line is in the cart (cartAnalytics.ts).
 */
const productAdded = ({ item, cadence }: CartLine, surveyLogId: string): ProductAnalyticsFields => ({
  // The product, as the cart holds it (a candle card is one variation of the candle; decision 0015).
  product_id: cartProductId(item),
  variant: item.variationId,
  sku: item.sku,
  name: item.name,
  category: item.category,
  price: priceFor(item, cadence > 0),
  quantity: 1,
  subscription: cadence > 0,
  cadence,
  bundle_type: item.bundleType,
  survey_log_id: surveyLogId || null,
});

export function createCartFlow({ surveyLogId, navigate, host, onAdded }: CartFlowOptions): CartFlow {
  const $adding = atom<readonly number[]>([]);
  const $addError = atom<{ productId: number; message: string | null } | null>(null);
  const $added = atom(false);
  const $conflict = atom<TailoredAdd | null>(null);
  let bannerTimer: ReturnType<typeof setTimeout> | undefined;
  /** Aborts the reads (compatibility checks) of this session when the element goes away. */
  let lifetime = new AbortController();

  const busy = (id: number) => $adding.get().includes(id);
  const setBusy = (id: number, on: boolean) =>
    $adding.set(on ? [...$adding.get(), id] : $adding.get().filter((candidate) => candidate !== id));

  /** spec §8: a failed compatibility check is silently ignored, and the add goes ahead. */
  async function compatibility(): Promise<'compatible' | 'conflict' | 'gone'> {
    const { signal } = lifetime;
    try {
      const answer = await callApi(checkCompatibility, { survey_log_id: surveyLogId }, { signal });
      return answer === false ? 'conflict' : 'compatible';
    } catch {
      return signal.aborted ? 'gone' : 'compatible';
    }
  }

  function showBanner(): void {
    clearTimeout(bannerTimer);
    $added.set(true);
    bannerTimer = setTimeout(() => $added.set(false), SUCCESS_BANNER_MS);
  }

  async function commit(product: ResultsProduct, choice: PurchaseChoice): Promise<void> {
    try {
      // One line after another: the cart answers each with its new state, in order.
      for (const line of addToCartForms(product, choice, surveyLogId)) {
        await addToCart(line.request, productAdded(line, surveyLogId), host);
      }
    } catch (error) {
      // Decision (spec §8 lists no add-to-cart failure): say so on the card, the way save-results does.
      $addError.set({ productId: product.id, message: saveFailureMessage(displayMessageOf(error)) });
      return;
    }
    showBanner();
    onAdded();
    if (product.checkoutOnAdd) navigate(CHECKOUT_PATH);
  }

  /** Runs `task` unless the add is already in flight (a double click sends one request). */
  async function exclusive(add: TailoredAdd, task: () => Promise<void>): Promise<void> {
    if (add.isBusy()) return;
    add.setBusy(true);
    try {
      await task();
    } finally {
      add.setBusy(false);
    }
  }

  function addTailored(add: TailoredAdd): Promise<void> {
    return exclusive(add, async () => {
      // spec §4: "Before adding a tailored order, compatibility is checked; a false answer means a
      // cart conflict and the single-survey overlay shows."
      const answer = surveyLogId ? await compatibility() : 'compatible';
      if (answer === 'conflict') $conflict.set(add);
      if (answer === 'compatible') await add.commit();
    });
  }

  return {
    host,
    $adding,
    $addError,
    $added,
    $conflict,
    addTailored,

    add(product, choice) {
      if (!busy(product.id)) $addError.set(null);
      return addTailored({
        isBusy: () => busy(product.id),
        setBusy: (on) => setBusy(product.id, on),
        commit: () => commit(product, choice),
      });
    },

    async resolveConflict(action) {
      const pending = $conflict.get();
      $conflict.set(null);
      if (!pending || action === 'cancel') return;
      if (action === 'checkout') {
        navigate(CHECKOUT_PATH);
        return;
      }
      await exclusive(pending, async () => {
        // spec §8 "Clear-cart fails: ignored": the add goes ahead.
        await clearCart(host).catch(() => {});
        await pending.commit();
      });
    },

    stop() {
      clearTimeout(bannerTimer);
      $added.set(false);
      lifetime.abort();
      lifetime = new AbortController();
    },
  };
}
