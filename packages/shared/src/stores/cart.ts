import { atom, onMount } from 'nanostores';
import { callApi } from '../api/client.ts';
import {
  type AddToCartForm,
  addToCart as addToCartCall,
  type CartListing,
  deleteAllItemCart,
  getCartItems,
} from '../contract/cart.ts';
import { emit } from '../events/emit.ts';
import { type CartChangeReason, PcCartChangeEvent } from '../events/PcCartChangeEvent.ts';
import { shared } from './registry.ts';
import { unownedSignal } from './unownedSignal.ts';

/** docs/architecture.md "Cart changes": the BroadcastChannel that carries them across tabs. */
export const CART_CHANNEL = 'pc-cart';

interface CartMessage {
  type: 'cart-change';
}

interface CartStores {
  $cart: ReturnType<typeof atom<CartListing | null>>;
  load: Promise<CartListing> | null;
  writes: Map<string, Promise<CartListing>>;
  /** Bumped by every write, so a load that started earlier cannot overwrite a newer cart. */
  version: number;
  channel: BroadcastChannel | null;
  dispose(): void;
}

const state = shared<CartStores>('cart', () => {
  const created: CartStores = {
    $cart: atom<CartListing | null>(null),
    load: null,
    writes: new Map(),
    version: 0,
    channel: null,
    dispose: () => created.channel?.close(),
  };
  onMount(created.$cart, () => {
    openChannel();
    // spec §8 lists no cart-load failure; the cart stays "not loaded" (null) and the next use retries.
    if (created.$cart.value === null) loadCart().catch(() => {});
  });
  return created;
});

/** The cart listing (contract/cart.ts), or null until it is first loaded. Loads when first used. */
export const $cart = state.$cart;

/**
 * Listens to the other tabs once the page uses the cart, and never stops: an element that only
 * listens for `pc-cart-change` on window must still hear about changes made elsewhere.
 */
function openChannel(): BroadcastChannel | null {
  if (state.channel || typeof BroadcastChannel === 'undefined') return state.channel;
  const channel = new BroadcastChannel(CART_CHANNEL);
  channel.onmessage = (event: MessageEvent<CartMessage>) => {
    if (event.data?.type !== 'cart-change') return;
    loadCart()
      .then((cart) => announce(cart, 'other-tab'))
      .catch(() => {});
  };
  (channel as BroadcastChannel & { unref?: () => void }).unref?.(); // Node (tests, server): do not hold the process
  state.channel = channel;
  return channel;
}

function announce(cart: CartListing, reason: CartChangeReason): void {
  if (typeof window !== 'undefined') emit(window, new PcCartChangeEvent({ cart, reason }));
  if (reason !== 'other-tab') openChannel()?.postMessage({ type: 'cart-change' } satisfies CartMessage);
}

/** Loads the cart (get_cart_items). Concurrent loads share one request; rejects with ApiError. */
export function loadCart(): Promise<CartListing> {
  openChannel();
  if (state.load) return state.load;
  const startedAt = state.version;
  const load = callApi(getCartItems, {}, { signal: unownedSignal() })
    .then(({ data }) => {
      if (state.version === startedAt) $cart.set(data);
      return $cart.value ?? data;
    })
    .finally(() => {
      state.load = null;
    });
  state.load = load;
  return load;
}

const formKey = (form: AddToCartForm) =>
  JSON.stringify(Object.entries(form).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * design.md "Writes are idempotent from the user's side": the same write while one is in flight
 * returns that request's promise instead of sending another.
 */
function write(
  key: string,
  reason: CartChangeReason,
  send: () => Promise<CartListing>,
): Promise<CartListing> {
  const inFlight = state.writes.get(key);
  if (inFlight) return inFlight;
  const request = send()
    .then((cart) => {
      state.version += 1;
      $cart.set(cart);
      announce(cart, reason);
      return cart;
    })
    .finally(() => state.writes.delete(key));
  state.writes.set(key, request);
  return request;
}

/** spec §7 add-to-cart form (single product, bundle or e-gift). Resolves with the new cart; rejects with ApiError. */
export function addToCart(form: AddToCartForm): Promise<CartListing> {
  return write(`add:${formKey(form)}`, 'add', () =>
    callApi(addToCartCall, form, { signal: unownedSignal() }).then(({ data }) => data),
  );
}

/** spec §7 delete_all_item_cart (spec §4 Results "Clear Cart And Proceed"). Rejects with ApiError. */
export function clearCart(): Promise<CartListing> {
  return write('clear', 'clear', () =>
    callApi(deleteAllItemCart, {}, { signal: unownedSignal() }).then(({ data }) => data),
  );
}
