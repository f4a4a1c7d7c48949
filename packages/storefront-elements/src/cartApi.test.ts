// @vitest-environment happy-dom
import { $cart, resetSharedStoresForTests } from '@pc/shared';
import { ajax, cartItem, cartListing, type SentRequest, setPageConfig, stubFetch } from '@pc/shared/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_FAILED_MESSAGE, cart, installCartApi, PcCartError } from './cartApi.ts';

// Issue 46 item 1 (docs/decisions/0191): window.pc.cart against a fetch stubbed at the boundary: the
// same calls the elements' buttons send, the store's refusals as spec §8 words, bad input refused
// before anything is sent.

const isAction = (request: SentRequest, action: string) =>
  request.url.includes(`action=${action}`) || request.body?.includes(`action=${action}`);
const isAdd = (request: SentRequest) =>
  request.method === 'POST' && (request.body ?? '').includes('add-to-cart=');

beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'nonce-1' });
  resetSharedStoresForTests();
  $cart.set(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  delete window.pc;
});

const cream = (quantity: number) =>
  cartItem({
    key: 'k-cream',
    productId: 300,
    variationId: 0,
    cadence: 0,
    quantity,
    surveyLogId: null,
    bundle: [],
    giftCard: null,
  });

describe('window.pc.cart', () => {
  it('is installed once: the first script’s object serves the page', () => {
    installCartApi();
    const first = window.pc?.cart;
    installCartApi();
    expect(window.pc?.cart).toBe(first);
    expect(first).toBe(cart);
  });

  it('add: one add-to-cart form as a button sends it (nonce, Idempotency-Key), the cart after it', async () => {
    const { sent } = stubFetch(() => ({ body: { ...ajax(cartListing([cream(1)])), newNonce: 'nonce-2' } }));
    const after = await cart.add({ productId: 300 });
    expect(after.items.map((item) => item.key)).toEqual(['k-cream']);
    expect(sent).toHaveLength(1);
    const body = new URLSearchParams(sent[0]!.body);
    expect(body.get('add-to-cart')).toBe('300');
    expect(body.get('quantity')).toBe('1');
    expect(sent[0]!.headers['Idempotency-Key'] ?? sent[0]!.headers['idempotency-key']).toBeTruthy();
    expect($cart.get()?.items).toHaveLength(1);
  });

  it('add with a subscription sends its cadence; more units set the line’s quantity after the add', async () => {
    let listing = cartListing([cartItem({ ...cream(1), cadence: 9 })]);
    const { sent } = stubFetch((request) => {
      if (isAction(request, 'update_cart_item'))
        listing = cartListing([cartItem({ ...cream(3), cadence: 9 })]);
      return { body: ajax(listing) };
    });
    const after = await cart.add({ productId: 300, quantity: 3, subscription: true, cadence: 9 });
    expect(after.items[0]?.quantity).toBe(3);
    expect(sent.filter(isAdd)).toHaveLength(1);
    expect([...new URLSearchParams(sent[0]!.body).entries()]).toContainEqual(['convert_to_sub_300', '9']);
    const update = sent.find((request) => isAction(request, 'update_cart_item'));
    expect(new URLSearchParams(update?.body).get('quantity')).toBe('3');
  });

  it.each([
    ['no product', {}, 'productId'],
    ['a quantity of 0', { productId: 300, quantity: 0 }, 'quantity'],
    ['a quantity of 100', { productId: 300, quantity: 100 }, 'quantity'],
    ['a subscription without its cadence', { productId: 300, subscription: true }, 'cadence'],
  ])('add refuses %s before anything is sent', async (_case, addition, word) => {
    const { sent } = stubFetch(() => ({ body: ajax(cartListing([])) }));
    const error = await cart.add(addition as never).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PcCartError);
    expect((error as PcCartError).code).toBe('pc_invalid_request');
    expect((error as PcCartError).message).toContain(word);
    expect(sent).toHaveLength(0);
  });

  it('a refusal carries the store’s message for the shopper (spec §8), else the fallback', async () => {
    stubFetch(() => ({
      status: 409,
      body: {
        code: 'pc_one_tailored_order',
        message: 'x',
        displayMessage: 'One tailored order at a time.',
        data: { status: 409 },
      },
    }));
    const tailored = await cart.add({ productId: 300 }).catch((caught: unknown) => caught as PcCartError);
    expect(tailored).toMatchObject({
      name: 'PcCartError',
      message: 'One tailored order at a time.',
      status: 409,
    });
    stubFetch(() => ({ status: 500, body: { code: 'x', message: 'down', data: { status: 500 } } }));
    const down = await cart.update('k-cream', 2).catch((caught: unknown) => caught as PcCartError);
    expect(down).toMatchObject({ message: CART_FAILED_MESSAGE, status: 500 });
  });

  it('update and remove set a line’s quantity (0 removes it); get reads the cart', async () => {
    const { sent } = stubFetch(() => ({ body: ajax(cartListing([])) }));
    await cart.remove('k-cream');
    expect(new URLSearchParams(sent[0]!.body).get('quantity')).toBe('0');
    await expect(cart.update('', 1)).rejects.toMatchObject({ code: 'pc_invalid_request' });
    await expect(cart.update('k-cream', 1.5)).rejects.toMatchObject({ code: 'pc_invalid_request' });
    expect((await cart.get()).items).toEqual([]);
  });

  it('open and close drive the page’s first <pc-cart>; without one they say so', async () => {
    stubFetch(() => ({ body: ajax(cartListing([])) }));
    await expect(cart.open()).rejects.toMatchObject({ code: 'pc_no_cart' });
    const element = Object.assign(document.createElement('pc-cart'), { show: vi.fn(), close: vi.fn() });
    document.body.append(element);
    await cart.open();
    expect(element.show).toHaveBeenCalledTimes(1);
    await cart.close();
    expect(element.close).toHaveBeenCalledTimes(1);
  });
});
