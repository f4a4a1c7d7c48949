import { atom, onMount } from 'nanostores';
import { callApi } from '../api/client.ts';
import { trackCartChanges } from '../cartAnalytics.ts';
import { addBathroomModule as addBathroomModuleCall } from '../contract/addBathroomModule.ts';
import {
  type AddToCartRequest,
  addToCart as addToCartCall,
  type CartListing,
  deleteAllItemCart,
  getCartItems,
  toAddToCartForm,
  updateCartItem,
} from '../contract/cart.ts';
import { emit } from '../events/emit.ts';
import {
  CART_CHANNEL,
  type CartChangeReason,
  type PcCartChangeDetail,
  PcCartChangeEvent,
  type ProductAdded,
  type ProductAddedProperties,
} from '../events/PcCartChangeEvent.ts';
import { shared } from './registry.ts';
import { unownedSignal } from './unownedSignal.ts';

export { CART_CHANNEL } from '../events/PcCartChangeEvent.ts';

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
 * Listens to the other tabs once the page uses the cart or listens to its changes (onCartChange), and
 * never stops.
 */
function openChannel(): BroadcastChannel | null {
  if (state.channel || typeof BroadcastChannel === 'undefined') return state.channel;
  const channel = new BroadcastChannel(CART_CHANNEL);
  channel.onmessage = (event: MessageEvent<CartMessage>) => {
    if (event.data?.type !== 'cart-change') return;
    const previous = state.$cart.value;
    loadCart()
      .then((cart) => announce({ cart, previous, reason: 'other-tab' }))
      .catch(() => {});
  };
  (channel as BroadcastChannel & { unref?: () => void }).unref?.(); // Node (tests, server): do not hold the process
  state.channel = channel;
  return channel;
}

/**
 * Dispatches the change from the element that wrote (it bubbles and is composed, so `window` hears it
 * too: one event for both, docs/decisions/0105), or on `window` for a change no element in the page
 * made (another tab, an element gone).
 */
function announce(change: PcCartChangeDetail, added?: ProductAddedProperties, from?: Element): void {
  // spec §7 analytics: the cart's reactions listen to its changes (design.md "State"), once per page
  // however many bundles hold this module.
  shared('cartAnalytics', () => ({ dispose: trackCartChanges() }));
  if (typeof window !== 'undefined')
    emit(from?.isConnected ? from : window, new PcCartChangeEvent(change, added));
  if (change.reason !== 'other-tab')
    openChannel()?.postMessage({ type: 'cart-change' } satisfies CartMessage);
}

/**
 * Calls `listener` on every cart change: this tab's writes and, through the BroadcastChannel it opens,
 * other tabs' (spec §4 Results: the proceed banner "is re-checked on cart change"). A page that never
 * used the cart hears other tabs from the moment it listens. Returns the stop function.
 */
export function onCartChange(listener: (change: PcCartChangeDetail) => void): () => void {
  openChannel();
  const handler = (event: PcCartChangeEvent) => listener(event.detail);
  window.addEventListener(PcCartChangeEvent.type, handler);
  return () => window.removeEventListener(PcCartChangeEvent.type, handler);
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

const formKey = (form: Record<string, unknown>) =>
  JSON.stringify(Object.entries(form).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * A write's answer: the cart after it, the cart before it when known (null: never loaded), and what
 * an add tells 'Product Added'.
 */
interface Written {
  cart: CartListing;
  previous: CartListing | null;
  added?: ProductAdded | undefined;
}

/**
 * design.md "Writes are idempotent from the user's side": the same write while one is in flight
 * returns that request's promise instead of sending another. Exported for the writes kept in modules
 * of their own (cartOrder.ts), which no element's page loads; not part of @pc/shared's API.
 */
export function write(
  key: string,
  reason: CartChangeReason,
  send: () => Promise<Written>,
  from?: Element,
): Promise<CartListing> {
  const inFlight = state.writes.get(key);
  if (inFlight) return inFlight;
  const request = send()
    .then(({ cart, previous, added }) => {
      state.version += 1;
      $cart.set(cart);
      announce({ cart, previous, reason }, typeof added === 'function' ? added(cart) : added, from);
      return cart;
    })
    .finally(() => state.writes.delete(key));
  state.writes.set(key, request);
  return request;
}

/**
 * spec §7 add-to-cart form (single product, bundle or e-gift). `productAdded` is what the add tells
 * spec §7 analytics 'Product Added' (sent by the cart's listener, decision 0087); `from` is the element
 * that adds, which dispatches `pc-cart-change` (every write takes it). Resolves with the new cart;
 * rejects with ApiError.
 */
export function addToCart(
  request: AddToCartRequest,
  productAdded?: ProductAdded,
  from?: Element,
): Promise<CartListing> {
  const form = toAddToCartForm(request);
  return write(
    `add:${formKey(form)}`,
    'add',
    async () => {
      const previous = $cart.value;
      const { data } = await callApi(addToCartCall, form, { signal: unownedSignal() });
      return { cart: data, previous, added: productAdded };
    },
    from,
  );
}

/**
 * spec §7 POST survey_results/{surveyLogId}/bathroom_module: adds the module (the answer is "not
 * shown"), then reads the cart it made. `productAdded`: its 'Product Added' properties. Resolves
 * with the new cart; rejects with ApiError (a 409 when the cart holds another survey's tailored order).
 */
export function addBathroomModule(
  surveyLogId: string,
  productAdded?: ProductAdded,
  from?: Element,
): Promise<CartListing> {
  return write(
    `bathroom:${surveyLogId}`,
    'add',
    async () => {
      const previous = $cart.value;
      await callApi(addBathroomModuleCall, { surveyLogId }, { signal: unownedSignal() });
      const { data } = await callApi(getCartItems, {}, { signal: unownedSignal() });
      return { cart: data, previous, added: productAdded };
    },
    from,
  );
}

/**
 * spec §7 POST cart/cross_sell (spec §4 Cross-sell): `post` applies the chosen `action` to the cart with
 * its coupon (the answer is "not shown"; the call is the cross-sell element's, contract/crossSell.ts,
 * so the shop's chunk does not carry it), then the store reads the cart it made. Resolves with the new
 * cart; rejects with ApiError (a 400 when the store did not offer that action or coupon to this cart).
 */
export function applyCrossSell(
  action: string,
  post: (signal: AbortSignal) => Promise<unknown>,
  from?: Element,
): Promise<CartListing> {
  return write(
    `cross-sell:${action}`,
    'add',
    async () => {
      const previous = $cart.value;
      await post(unownedSignal());
      const { data } = await callApi(getCartItems, {}, { signal: unownedSignal() });
      return { cart: data, previous };
    },
    from,
  );
}

/**
 * spec §7 delete_all_item_cart (spec §4 Results "Clear Cart And Proceed"). Reads the cart first, so
 * the change says what was removed (spec §7 analytics 'Product Removed').
 * Rejects with ApiError.
 */
export function clearCart(from?: Element): Promise<CartListing> {
  return write(
    'clear',
    'clear',
    async () => {
      // What the store holds now, not what this page last read (the header cart reads it early; the
      // store may have changed it since): the removed lines are the ones really removed.
      const previous = await loadCart().catch(() => $cart.value ?? null);
      const { data } = await callApi(deleteAllItemCart, {}, { signal: unownedSignal() });
      return { cart: data, previous };
    },
    from,
  );
}

/**
 * The cart's own write (docs/decisions/0124): sets the line `key` to `quantity` units, 0 removing it
 * (spec §7 analytics 'Product Removed' follows from the change, cartAnalytics.ts). Sent once with an
 * Idempotency-Key (the client's, docs/decisions/0092); the same change while one is in flight shares
 * its request. Resolves with the new cart; rejects with ApiError (a 400 the store's displayMessage
 * explains: a tailored line, a sold-out variation).
 */
export function setCartItemQuantity(key: string, quantity: number): Promise<CartListing> {
  return write(`update:${key}:${quantity}`, 'update', async () => {
    const previous = $cart.value;
    const { data } = await callApi(updateCartItem, { key, quantity }, { signal: unownedSignal() });
    return { cart: data, previous };
  });
}
