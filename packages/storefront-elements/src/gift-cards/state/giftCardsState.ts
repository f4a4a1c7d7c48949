// spec §2 Gift card page, §4 Gift card page and Stock and buy button, §8: the page's state for one
// element instance: the two products (from page data, else loaded), the view, the picks and the
// e-gift form, and the checkout (add to cart, then /checkout). The rules are model/'s.
import { callApi, elementLocale } from '@pc/shared';
import { GIFT_VIEW_SWITCH_MS } from '@pc/shared/constants';
import { CHECKOUT_PATH, getGiftCardsPageData, type Product } from '@pc/shared/contract';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { type Later, laterChunkIn } from '../behaviour/laterChunk.ts';
import {
  type AmountChoice,
  type EGiftForm,
  EMPTY_EGIFT_FORM,
  type GiftCardSelection,
  type GiftView,
  pickAmount,
} from '../model/giftCardSelection.ts';
import type { GiftCardsData, GiftCardsTexts } from '../model/pageData.ts';

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
  /** The store's legal footer and FAQ (page data): null until here, and when the store did not give them. */
  readonly $texts: ReadableAtom<GiftCardsTexts | null>;
  readonly $view: ReadableAtom<GiftView>;
  readonly $form: ReadableAtom<EGiftForm>;
  readonly $physicalPick: ReadableAtom<number | null>;
  /**
   * spec §5: the shop's today (YYYY-MM-DD) by the store's clock (page data); '' until known (no page
   * data: with the store's answer, which the products come with).
   */
  readonly $today: ReadableAtom<string>;
  /**
   * spec §4: the complete selection of the view shown, or null (cleared). Its rules are the later
   * code's (model/selections.ts): null until that is here, as the shopper's first entries bring it.
   */
  readonly $selection: ReadableAtom<GiftCardSelection | null>;
  readonly $checkingOut: ReadableAtom<boolean>;
  readonly $error: ReadableAtom<CheckoutFailure | null>;
  /**
   * The page's later code (behaviour/laterChunk.ts), in the element's locale, once it is here: never
   * with the page; sent for by the shopper's first entry, pick or switch, or `headOnTheWay`.
   */
  readonly $later: ReadableAtom<Later | null>;
  /**
   * Without page data, asks the store for it (the products and texts, in the element's locale); a
   * failure leaves the page empty (spec §8). Returns the stop.
   */
  start(): () => void;
  switchView(view: GiftView): void;
  /** a pointer, finger or focus reaches the physical view's toggle or the FAQ: the later code starts */
  headOnTheWay(): void;
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
  const $texts = atom<GiftCardsTexts | null>(initial);
  const $today = atom(initial?.today ?? '');
  const $checkingOut = atom(false);
  const $error = atom<CheckoutFailure | null>(null);
  const locale = elementLocale(host ?? null);
  const later = laterChunkIn(locale);
  // Null in every first render, so a hydration matches its server render (docs/decisions/0024).
  const $later = atom<Later | null>(null);
  // Loaded once per page; after a failed load the shopper's next step asks again (lazyChunk).
  const headOnTheWay = () => {
    later.load().then($later.set, () => {});
  };
  let switchTimer: ReturnType<typeof setTimeout> | undefined;

  const $selection = computed(
    [$later, $products, $view, $form, $physicalPick, $today],
    (code, products, view, form, pick, today) =>
      !code
        ? null
        : view === 'e-gift'
          ? code.eGiftSelection(form, products.eGift, today)
          : code.physicalSelection(products.physical, pick),
  );

  // An entry, a pick or a switch: the shopper heads for a selection, so the later code starts on its
  // way (loaded once); an error shown goes.
  const entered = () => {
    headOnTheWay();
    if ($error.get() !== null) $error.set(null);
  };

  return {
    $products,
    $texts,
    $view,
    $form,
    $physicalPick,
    $today,
    $selection,
    $checkingOut,
    $error,
    $later,

    start() {
      const lifetime = new AbortController();
      const { signal } = lifetime;
      // Without page data (a page of another origin without a fragment) the store's page data, in the
      // language the element speaks here: the products, the shop's today by the store's clock (as the
      // cart checks a date: docs/decisions/0030), and the legal footer and FAQ, the store's words.
      // spec §8 "Product fetch fails: silently ignored; the page stays blank or empty": nothing of ours
      // shows, the tag's own content in the view's place (GiftCards.tsx), and the page author hears
      // why in the console, once (docs/decisions/0185).
      if (!initial)
        callApi(getGiftCardsPageData, { path: '/gift-cards', locale }, { signal }).then(
          ({ data }) => {
            $products.set(data.giftCards);
            $texts.set(data.giftCards);
            $today.set(data.giftCards.today);
          },
          () => {
            $products.set({ eGift: false, physical: false });
            signal.aborted || console.warn('[pc] <pc-gift-cards>: the store gave no gift cards');
          },
        );
      return () => {
        lifetime.abort();
        clearTimeout(switchTimer);
      };
    },

    headOnTheWay,

    switchView(view) {
      if ($view.get() === view) return;
      $view.set(view);
      entered();
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
      entered();
      $form.set({ ...$form.get(), ...change });
    },

    pickAmount(source, variationId) {
      entered();
      $form.set({ ...$form.get(), amount: pickAmount(source, variationId) });
    },

    pickPhysical(variationId) {
      entered();
      $physicalPick.set(variationId);
    },

    async checkout(navigate) {
      const selection = $selection.get();
      // spec §4: enabled only when complete and instock; one request at a time.
      if (selection?.stockStatus !== 'instock' || $checkingOut.get()) return;
      $checkingOut.set(true);
      entered();
      // A selection came with the later code, so it is here.
      const failure = await $later.get()!.addGiftCard(selection, host);
      if (failure) {
        $error.set(failure);
        $checkingOut.set(false);
        return;
      }
      // spec §4 "Buying: add to cart, then navigate to checkout"; the button stays busy until the page goes.
      navigate(CHECKOUT_PATH);
    },
  };
}
