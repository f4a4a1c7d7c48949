// spec §2 Gift card page, §4 Gift card page and Stock and buy button, §8: the page's state for one
// element instance: the two products (from page data, else loaded), the view, the picks and the
// e-gift form, and the checkout (add to cart, then /checkout). The rules are model/'s.
import { addToCart, callApi } from '@pc/shared';
import { GIFT_VIEW_SWITCH_MS } from '@pc/shared/constants';
import { CHECKOUT_PATH, getEGiftCard, getGiftCard, type Product } from '@pc/shared/contract';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { checkoutRequest, productAddedFields } from '../model/checkoutRequest.ts';
import {
  type AmountChoice,
  type EGiftForm,
  EMPTY_EGIFT_FORM,
  eGiftSelection,
  type GiftCardSelection,
  type GiftView,
  physicalSelection,
  pickAmount,
} from '../model/giftCardSelection.ts';
import type { GiftCardsData } from '../model/pageData.ts';

/**
 * A failed add to the cart (spec §8 lists none): the store's displayMessage, or null when it gave none,
 * which the view says in the shared catalog's words (`tryAgain`, decision 0210).
 */
export interface CheckoutFailure {
  readonly message: string | null;
}

/** Each view's product: null until it is here, false when the store did not give it (spec §8). */
export interface GiftCardProducts {
  readonly eGift: Product | null | false;
  readonly physical: Product | null | false;
}

export interface GiftCardsState {
  readonly $products: ReadableAtom<GiftCardProducts>;
  readonly $view: ReadableAtom<GiftView>;
  readonly $form: ReadableAtom<EGiftForm>;
  readonly $physicalPick: ReadableAtom<number | null>;
  /** spec §5: the shop's today (YYYY-MM-DD); '' until known (no page data: after mount). */
  readonly $today: ReadableAtom<string>;
  /** spec §4: the complete selection of the view shown, or null (cleared). */
  readonly $selection: ReadableAtom<GiftCardSelection | null>;
  readonly $checkingOut: ReadableAtom<boolean>;
  readonly $error: ReadableAtom<CheckoutFailure | null>;
  /** Loads what page data did not bring; a failure leaves the page empty (spec §8). Returns the stop. */
  start(): () => void;
  /** Sets today once the browser knows it (no page data). */
  setToday(today: string): void;
  switchView(view: GiftView): void;
  editForm(change: Partial<Omit<EGiftForm, 'amount'>>): void;
  pickAmount(source: AmountChoice['source'], variationId: number): void;
  pickPhysical(variationId: number): void;
  /**
   * Adds the selection to the cart, then goes to checkout with `navigate`. The navigation (which holds
   * the host element) is the caller's and is passed per call, never kept: nanostores keeps a computed
   * store's sources listened to for a second after its last listener leaves (STORE_UNMOUNT_DELAY), and
   * with them this state's scope, so an unmounted element must not be reachable from it.
   */
  checkout(navigate: (href: string) => void): Promise<void>;
}

export function createGiftCardsState(
  initial: GiftCardsData | null,
  /** the element, which dispatches `pc-cart-change` for its add */
  host?: Element,
): GiftCardsState {
  const $products = atom<GiftCardProducts>({
    eGift: initial?.eGift ?? null,
    physical: initial?.physical ?? null,
  });
  const $view = atom<GiftView>('e-gift');
  const $form = atom<EGiftForm>(EMPTY_EGIFT_FORM);
  const $physicalPick = atom<number | null>(null);
  const $today = atom(initial?.today ?? '');
  const $checkingOut = atom(false);
  const $error = atom<CheckoutFailure | null>(null);
  let switchTimer: ReturnType<typeof setTimeout> | undefined;

  const $selection = computed(
    [$products, $view, $form, $physicalPick, $today],
    (products, view, form, pick, today) =>
      view === 'e-gift'
        ? eGiftSelection(form, products.eGift, today)
        : physicalSelection(products.physical, pick),
  );

  const clearError = () => {
    if ($error.get() !== null) $error.set(null);
  };

  return {
    $products,
    $view,
    $form,
    $physicalPick,
    $today,
    $selection,
    $checkingOut,
    $error,

    start() {
      const lifetime = new AbortController();
      const { signal } = lifetime;
      // spec §8 "Product fetch fails: silently ignored; the page stays blank or empty": nothing of ours
      // shows, the tag's own content in the view's place (GiftCards.tsx), and the page author hears why
      // in the console (docs/decisions/0185).
      const load = (view: keyof GiftCardProducts, call: typeof getGiftCard) => {
        if (!$products.get()[view])
          callApi(call, {}, { signal }).then(
            (product) => $products.set({ ...$products.get(), [view]: product }),
            () => {
              $products.set({ ...$products.get(), [view]: false });
              signal.aborted || console.warn(`[pc] <pc-gift-cards>: the store gave no ${view} gift card`);
            },
          );
      };
      load('eGift', getEGiftCard);
      load('physical', getGiftCard);
      return () => {
        lifetime.abort();
        clearTimeout(switchTimer);
      };
    },

    setToday(today) {
      if ($today.get() === '') $today.set(today);
    },

    switchView(view) {
      if ($view.get() === view) return;
      $view.set(view);
      clearError();
      // spec §4, §9: "Switching between e-gift and physical views clears the selection after about
      // 200 ms": the amounts picked before the switch, in either view (docs/decisions/0031). A pick
      // made in the new view within those 200 ms is the shopper's new choice and stays.
      const amountBefore = $form.get().amount;
      const pickBefore = $physicalPick.get();
      clearTimeout(switchTimer);
      switchTimer = setTimeout(() => {
        if (amountBefore && $form.get().amount === amountBefore) $form.set({ ...$form.get(), amount: null });
        if (pickBefore !== null && $physicalPick.get() === pickBefore) $physicalPick.set(null);
      }, GIFT_VIEW_SWITCH_MS);
    },

    editForm(change) {
      clearError();
      $form.set({ ...$form.get(), ...change });
    },

    pickAmount(source, variationId) {
      clearError();
      $form.set({ ...$form.get(), amount: pickAmount(source, variationId) });
    },

    pickPhysical(variationId) {
      clearError();
      $physicalPick.set(variationId);
    },

    async checkout(navigate) {
      const selection = $selection.get();
      // spec §4: enabled only when complete and instock; one request at a time.
      if (selection?.stockStatus !== 'instock' || $checkingOut.get()) return;
      $checkingOut.set(true);
      clearError();
      try {
        await addToCart(checkoutRequest(selection), productAddedFields(selection), host);
      } catch (error) {
        const display =
          typeof error === 'object' && error !== null && 'displayMessage' in error
            ? (error as { displayMessage?: string }).displayMessage
            : undefined;
        $error.set({ message: display || null });
        $checkingOut.set(false);
        return;
      }
      // spec §4 "Buying: add to cart, then navigate to checkout"; the button stays busy until the page goes.
      navigate(CHECKOUT_PATH);
    },
  };
}
