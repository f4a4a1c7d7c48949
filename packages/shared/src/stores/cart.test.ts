// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError.ts';
import type { AddToCartRequest } from '../contract/cart.ts';
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
const form: AddToCartRequest = { productId: 12, variationId: 34, source: 'quiz-results' };
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
      // The cart was never loaded before the add (previous unknown); a clear reads it first.
      expect(changes).toEqual([{ cart: listing, previous: reason === 'clear' ? listing : null, reason }]);
      await expect(broadcast).resolves.toEqual({ type: 'cart-change' });
    },
  );

  it.each([
    ['the same add-to-cart form', 1, [form, { ...form }]],
    [
      'the same request with its fields in another order',
      1,
      [form, Object.fromEntries(Object.entries(form).reverse()) as typeof form],
    ],
    ['two different forms', 2, [form, { ...form, variationId: 35 }]],
  ] as const)('sends %s, clicked twice while in flight, as %i request(s)', async (_, requests, forms) => {
    const answer = deferred<{ body: unknown }>();
    const { sent } = stubFetch(() => answer.promise);
    const { addToCart } = await freshPage();
    const promises = forms.map((f) => addToCart(f));
    answer.resolve({ body: ajax(face) });
    await Promise.all(promises);
    expect(sent).toHaveLength(requests);
  });

  it('dispatches pc-cart-change from the element that wrote: it bubbles, and window hears it once (decision 0105)', async () => {
    stubFetch({ body: ajax(face) });
    const cart = await freshPage();
    const host = document.body.appendChild(document.createElement('pc-probe'));
    const onHost: Event[] = [];
    host.addEventListener('pc-cart-change', (event) => onHost.push(event));
    const { changes, stop } = recordCartChanges();
    await cart.addToCart(form, undefined, host);
    // An element gone from the page: the change goes to window alone.
    host.remove();
    await cart.addToCart({ ...form, variationId: 35 }, undefined, host);
    stop();
    expect(onHost).toHaveLength(1);
    expect(onHost[0]).toMatchObject({ target: host, bubbles: true, composed: true });
    expect(changes).toHaveLength(2);
  });

  it('sends the write again once the first has finished', async () => {
    const { sent } = stubFetch({ body: ajax(cartListing()) });
    const { clearCart } = await freshPage();
    await clearCart();
    await clearCart();
    // Each clear reads the cart it removes (get_cart_items): the store's, not what the page last read.
    expect(sent.filter((request) => isAction(request, 'delete_all_item_cart'))).toHaveLength(2);
    expect(sent.filter((request) => isAction(request, 'get_cart_items'))).toHaveLength(2);
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

describe('setCartItemQuantity (docs/decisions/0124: the cart’s quantity control and remove button)', () => {
  const two = cartListing([cartItem({ quantity: 2 })]);

  it("sends update_cart_item with an Idempotency-Key, and a removal tells 'Product Removed'", async () => {
    const { sent } = stubFetch((request) =>
      isAction(request, 'get_cart_items') ? { body: ajax(two) } : { body: ajax(cartListing()) },
    );
    const cart = await freshPage();
    await cart.loadCart();
    const { changes, stop } = recordCartChanges();
    const events: string[] = [];
    const onAnalytics = (event: WindowEventMap['pc-analytics']) => events.push(event.detail.event);
    window.addEventListener('pc-analytics', onAnalytics);
    await expect(cart.setCartItemQuantity('line-1', 0)).resolves.toEqual(cartListing());
    window.removeEventListener('pc-analytics', onAnalytics);
    stop();
    const update = sent.find((request) => isAction(request, 'update_cart_item'));
    expect(update?.body).toContain('key=line-1');
    expect(update?.body).toContain('quantity=0');
    expect(update?.headers['Idempotency-Key']).toMatch(/^\d+(-\d+){3}$/);
    expect(changes).toEqual([{ cart: cartListing(), previous: two, reason: 'update' }]);
    expect(events).toEqual(['Product Removed']);
  });

  it('sends the same change pressed twice while in flight once', async () => {
    const answer = deferred<{ body: unknown }>();
    const { sent } = stubFetch(() => answer.promise);
    const { setCartItemQuantity } = await freshPage();
    const presses = [setCartItemQuantity('line-1', 3), setCartItemQuantity('line-1', 3)];
    answer.resolve({ body: ajax(face) });
    await Promise.all(presses);
    expect(sent).toHaveLength(1);
  });
});

describe('placeOrder (docs/decisions/0180: the badge follows the cart after PLACE ORDER)', () => {
  const isOrder = (request: SentRequest) => request.url.endsWith('/checkout/order');

  it("stores the order, then reads the emptied cart and announces it ('order'), with no 'Product Removed'", async () => {
    let ordered = false;
    const { sent } = stubFetch((request) => {
      if (isOrder(request)) {
        ordered = true;
        return { body: { orderId: '1001' } };
      }
      return { body: ajax(ordered ? cartListing() : face) };
    });
    const cart = await freshPage();
    const { placeOrder } = await import('./cartOrder.ts');
    await cart.loadCart();
    const { changes, stop } = recordCartChanges();
    const analytics: string[] = [];
    const onAnalytics = (event: WindowEventMap['pc-analytics']) => analytics.push(event.detail.event);
    window.addEventListener('pc-analytics', onAnalytics);
    const broadcast = new Promise((resolve) => {
      otherTab.onmessage = (event) => resolve(event.data);
    });
    await expect(placeOrder({ signal: new AbortController().signal })).resolves.toEqual({
      orderId: '1001',
    });
    await vi.waitFor(() => expect(cart.$cart.get()).toEqual(cartListing()));
    window.removeEventListener('pc-analytics', onAnalytics);
    stop();
    expect(sent.map((request) => request.method)).toEqual(['GET', 'POST', 'GET']);
    expect(sent.find(isOrder)?.headers['Idempotency-Key']).toBeDefined();
    expect(changes).toEqual([{ cart: cartListing(), previous: face, reason: 'order' }]);
    expect(analytics).toEqual([]);
    await expect(broadcast).resolves.toEqual({ type: 'cart-change' });
  });

  it("rejects a refused order with the store's displayMessage and leaves the cart as it was", async () => {
    const message = 'Your cart is empty.';
    stubFetch((request) =>
      isOrder(request)
        ? {
            status: 400,
            body: { code: 'pc_empty_cart', message: 'x', displayMessage: message, data: { status: 400 } },
          }
        : { body: ajax(face) },
    );
    const cart = await freshPage();
    const { placeOrder } = await import('./cartOrder.ts');
    await cart.loadCart();
    const { changes, stop } = recordCartChanges();
    await expect(placeOrder({ signal: new AbortController().signal })).rejects.toMatchObject({
      status: 400,
      displayMessage: message,
    });
    stop();
    expect(changes).toEqual([]);
    expect(cart.$cart.get()).toEqual(face);
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
    await vi.waitFor(() => expect(changes).toEqual([{ cart: face, previous: face, reason: 'other-tab' }]));
    stop();
    expect(sent).toHaveLength(2);
    expect($cart.get()).toEqual(face);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(echoes).toEqual([]);
  });
});

describe('onCartChange (spec §4 Results: "re-checked on cart change")', () => {
  it('a page that never used the cart hears another tab from the moment it listens', async () => {
    const { sent } = stubFetch({ body: ajax(face) });
    const { $cart, onCartChange } = await freshPage();
    const heard: PcCartChangeDetail[] = [];
    const stop = onCartChange((change) => heard.push(change));
    expect(sent).toHaveLength(0); // listening alone loads nothing
    otherTab.postMessage({ type: 'cart-change' });
    await vi.waitFor(() => expect(heard).toEqual([{ cart: face, previous: null, reason: 'other-tab' }]));
    expect($cart.get()).toEqual(face);
    stop();
  });

  it('hears this tab’s writes, and nothing after it stops', async () => {
    stubFetch({ body: ajax(face) });
    const { addToCart, onCartChange } = await freshPage();
    const heard: string[] = [];
    const stop = onCartChange((change) => heard.push(change.reason));
    await addToCart(form);
    stop();
    await addToCart({ ...form, variationId: 35 });
    expect(heard).toEqual(['add']);
  });
});

describe('addBathroomModule (spec §7 POST survey_results/{id}/bathroom_module)', () => {
  const isModule = (request: SentRequest) => request.url.endsWith('/survey_results/log-1/bathroom_module');

  it('posts the module, reads the cart it made, dispatches pc-cart-change and tells other tabs', async () => {
    const { sent } = stubFetch((request) =>
      isModule(request) ? { body: { success: true } } : { body: ajax(face) },
    );
    const cart = await freshPage();
    const { changes, stop } = recordCartChanges();
    const broadcast = new Promise((resolve) => {
      otherTab.onmessage = (event) => resolve(event.data);
    });
    await expect(cart.addBathroomModule('log-1')).resolves.toEqual(face);
    stop();
    expect(sent.map((request) => [request.method, request.url])).toEqual([
      ['POST', '/wp-json/pc/v1/survey_results/log-1/bathroom_module'],
      ['GET', '/wp-admin/admin-ajax.php?action=get_cart_items'],
    ]);
    expect(cart.$cart.get()).toEqual(face);
    expect(changes).toEqual([{ cart: face, previous: null, reason: 'add' }]);
    await expect(broadcast).resolves.toEqual({ type: 'cart-change' });
  });

  it('a double click posts once', async () => {
    const answer = deferred<{ body: unknown }>();
    const { sent } = stubFetch((request) => (isModule(request) ? answer.promise : { body: ajax(face) }));
    const { addBathroomModule } = await freshPage();
    const first = addBathroomModule('log-1');
    expect(addBathroomModule('log-1')).toBe(first);
    answer.resolve({ body: { success: true } });
    await first;
    expect(sent.filter(isModule)).toHaveLength(1);
  });

  it("rejects the store's 409 (another survey's tailored order) with its displayMessage", async () => {
    const message =
      'You already have a tailored order in your cart. We only allow one tailored order at a time.';
    stubFetch({
      status: 409,
      body: { code: 'pc_one_tailored_order', message: 'x', displayMessage: message, data: { status: 409 } },
    });
    const { addBathroomModule } = await freshPage();
    await expect(addBathroomModule('log-1')).rejects.toMatchObject({ status: 409, displayMessage: message });
  });
});

describe("spec §7 analytics 'Product Removed' (a reaction to the cart's changes)", () => {
  const wash = cartItem({
    key: 'line-2',
    productId: 106,
    variationId: 10601,
    name: 'Body Wash',
    sku: 'BW-1',
    category: 'body',
    price: 15,
    cadence: 4,
    quantity: 2,
    surveyLogId: 'log-1',
  });
  const full = cartListing([
    cartItem({ bundle: [{ itemId: 1, variationId: 2, attribute: 'a', value: 'b', quantity: 1 }] }),
    wash,
  ]);

  function recordAnalytics() {
    const events: { event: string; properties: Record<string, unknown> }[] = [];
    const listener = (event: WindowEventMap['pc-analytics']) =>
      events.push(event.detail as (typeof events)[number]);
    window.addEventListener('pc-analytics', listener);
    return { events, stop: () => window.removeEventListener('pc-analytics', listener) };
  }

  it('Clear Cart on a page that never read the cart: read first, then one event per removed product', async () => {
    const { sent } = stubFetch((request) =>
      isAction(request, 'get_cart_items') ? { body: ajax(full) } : { body: ajax(cartListing()) },
    );
    const { clearCart } = await freshPage();
    const { events, stop } = recordAnalytics();
    await clearCart();
    stop();
    expect(sent.map((request) => (isAction(request, 'get_cart_items') ? 'read' : 'clear'))).toEqual([
      'read',
      'clear',
    ]);
    expect(events).toEqual([
      {
        event: 'Product Removed',
        properties: {
          product_id: 12,
          variant: 34,
          sku: 'face-set',
          name: 'Face Set',
          category: 'face',
          price: 38,
          quantity: 1,
          subscription: false,
          cadence: 0,
          bundle_type: 'bundle',
          survey_log_id: null,
        },
      },
      {
        event: 'Product Removed',
        properties: {
          product_id: 106,
          variant: 10601,
          sku: 'BW-1',
          name: 'Body Wash',
          category: 'body',
          price: 15,
          quantity: 2,
          subscription: true,
          cadence: 4,
          bundle_type: 'none',
          survey_log_id: 'log-1',
        },
      },
    ]);
  });

  it('is sent once however many bundles of the module the page holds', async () => {
    stubFetch((request) =>
      isAction(request, 'get_cart_items') ? { body: ajax(full) } : { body: ajax(cartListing()) },
    );
    await freshPage();
    const second = await secondBundle();
    const { events, stop } = recordAnalytics();
    await second.clearCart();
    stop();
    expect(events.filter((event) => event.event === 'Product Removed')).toHaveLength(2);
  });

  it('an add, or another tab emptying the cart, sends none', async () => {
    stubFetch((request) =>
      isAction(request, 'get_cart_items') ? { body: ajax(cartListing()) } : { body: ajax(full) },
    );
    const { addToCart, loadCart } = await freshPage();
    const { events, stop } = recordAnalytics();
    await addToCart(form);
    otherTab.postMessage({ type: 'cart-change' }); // the other tab cleared: this tab reloads an empty cart
    await vi.waitFor(async () => expect((await loadCart()).items).toEqual([]));
    stop();
    expect(events).toEqual([]);
  });

  it('a failed read before the clear still clears, and sends nothing it cannot know', async () => {
    stubFetch((request) =>
      isAction(request, 'get_cart_items') ? new TypeError('Failed to fetch') : { body: ajax(cartListing()) },
    );
    const { clearCart } = await freshPage();
    const { events, stop } = recordAnalytics();
    await expect(clearCart()).resolves.toEqual(cartListing());
    stop();
    expect(events).toEqual([]);
  });
});
