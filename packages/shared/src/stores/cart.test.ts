import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError.ts';
import type { PcCartChangeDetail } from '../events/PcCartChangeEvent.ts';
import { ajax, cartItem, cartListing } from '../test/cartFixture.ts';
import { type SentRequest, stubFetch } from '../test/fetchStub.ts';
import { setPageConfig } from '../test/pageConfigFixture.ts';
import { resetSharedStoresForTests } from './registry.ts';

type CartModule = typeof import('./cart.ts');

/** A fresh page: no shared stores yet, and a freshly evaluated module (as a second bundle would be). */
async function freshPage(): Promise<CartModule> {
  resetSharedStoresForTests();
  vi.resetModules();
  return import('./cart.ts');
}

/** Another bundle on the same page: the module evaluated again, the shared stores kept. */
async function secondBundle(): Promise<CartModule> {
  vi.resetModules();
  return import('./cart.ts');
}

const face = cartListing([cartItem()]);
const form = {
  quantity: '1' as const,
  'add-to-cart': '12',
  variation_id: '34',
  source: 'quiz-results' as const,
};
const isAction = (request: SentRequest, action: string) =>
  request.url.includes(`action=${action}`) || request.body?.includes(`action=${action}`);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function recordCartChanges() {
  const changes: PcCartChangeDetail[] = [];
  const listener = (event: WindowEventMap['pc-cart-change']) => changes.push(event.detail);
  window.addEventListener('pc-cart-change', listener);
  return { changes, stop: () => window.removeEventListener('pc-cart-change', listener) };
}

let otherTab: BroadcastChannel;
beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc' });
  otherTab = new BroadcastChannel('pc-cart');
});
afterEach(() => {
  otherTab.close();
  resetSharedStoresForTests();
  vi.unstubAllGlobals();
});

describe('$cart: one instance per page (design.md "State")', () => {
  it('returns the same stores when a second bundle evaluates the module', async () => {
    const first = await freshPage();
    const second = await secondBundle();
    expect(second).not.toBe(first);
    expect(second.$cart).toBe(first.$cart);
  });

  it('shares in-flight writes between bundles', async () => {
    const answer = deferred<{ body: unknown }>();
    const { sent } = stubFetch(() => answer.promise);
    const first = await freshPage();
    const second = await secondBundle();
    const a = first.addToCart(form);
    const b = second.addToCart(form);
    expect(b).toBe(a);
    answer.resolve({ body: ajax(face) });
    await a;
    expect(sent).toHaveLength(1);
  });
});

describe('$cart loading', () => {
  it('loads get_cart_items when first subscribed', async () => {
    const { sent } = stubFetch({ body: ajax(face) });
    const { $cart } = await freshPage();
    expect($cart.value).toBeNull();
    const stop = $cart.listen(() => {});
    await vi.waitFor(() => expect($cart.get()).toEqual(face));
    stop();
    expect(sent.map((r) => r.url)).toEqual(['/wp-admin/admin-ajax.php?action=get_cart_items']);
  });

  it('does not let a load that started before a write overwrite the newer cart', async () => {
    const staleLoad = deferred<{ body: unknown }>();
    stubFetch((request) => (isAction(request, 'get_cart_items') ? staleLoad.promise : { body: ajax(face) }));
    const { $cart, addToCart, loadCart } = await freshPage();
    const load = loadCart();
    await addToCart(form);
    staleLoad.resolve({ body: ajax(cartListing()) });
    await expect(load).resolves.toEqual(face);
    expect($cart.get()).toEqual(face);
  });
});

describe('cart writes (spec §7 add-to-cart, delete_all_item_cart)', () => {
  it.each([
    ['addToCart', (m: CartModule) => m.addToCart(form), 'add', face],
    ['clearCart', (m: CartModule) => m.clearCart(), 'clear', cartListing()],
  ] as const)(
    '%s updates $cart, dispatches pc-cart-change and tells other tabs',
    async (_, run, reason, listing) => {
      stubFetch({ body: ajax(listing) });
      const cart = await freshPage();
      const { changes, stop } = recordCartChanges();
      const broadcast = new Promise((resolve) => {
        otherTab.onmessage = (event) => resolve(event.data);
      });
      await expect(run(cart)).resolves.toEqual(listing);
      stop();
      expect(cart.$cart.get()).toEqual(listing);
      expect(changes).toEqual([{ cart: listing, reason }]);
      await expect(broadcast).resolves.toEqual({ type: 'cart-change' });
    },
  );

  it.each([
    ['the same add-to-cart form', 1, [form, { ...form }]],
    [
      'the same form with its fields in another order',
      1,
      [form, Object.fromEntries(Object.entries(form).reverse()) as typeof form],
    ],
    ['two different forms', 2, [form, { ...form, variation_id: '35' }]],
  ] as const)('sends %s, clicked twice while in flight, as %i request(s)', async (_, requests, forms) => {
    const answer = deferred<{ body: unknown }>();
    const { sent } = stubFetch(() => answer.promise);
    const { addToCart } = await freshPage();
    const promises = forms.map((f) => addToCart(f));
    answer.resolve({ body: ajax(face) });
    await Promise.all(promises);
    expect(sent).toHaveLength(requests);
  });

  it('sends the write again once the first has finished', async () => {
    const { sent } = stubFetch({ body: ajax(cartListing()) });
    const { clearCart } = await freshPage();
    await clearCart();
    await clearCart();
    expect(sent).toHaveLength(2);
  });

  it('rejects a failed write with ApiError and leaves the cart and listeners alone', async () => {
    stubFetch({
      status: 400,
      body: { code: 'rest_invalid_param', message: 'Bad product', data: { status: 400 } },
    });
    const { $cart, addToCart } = await freshPage();
    const { changes, stop } = recordCartChanges();
    await expect(addToCart(form)).rejects.toBeInstanceOf(ApiError);
    stop();
    expect($cart.value).toBeNull();
    expect(changes).toEqual([]);
  });
});

describe('cart changes in other tabs (BroadcastChannel pc-cart)', () => {
  it('reloads the cart and dispatches pc-cart-change without echoing', async () => {
    const { sent } = stubFetch({ body: ajax(face) });
    const { $cart, loadCart } = await freshPage();
    await loadCart();
    const echoes: unknown[] = [];
    otherTab.onmessage = (event) => echoes.push(event.data);
    const { changes, stop } = recordCartChanges();
    otherTab.postMessage({ type: 'cart-change' });
    await vi.waitFor(() => expect(changes).toEqual([{ cart: face, reason: 'other-tab' }]));
    stop();
    expect(sent).toHaveLength(2);
    expect($cart.get()).toEqual(face);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(echoes).toEqual([]);
  });
});
