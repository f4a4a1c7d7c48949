// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elementCurrency } from '../config/storeCurrency.ts';
import { getCartItems } from '../contract/cart.ts';
import { $nonce } from '../stores/nonce.ts';
import { stubFetch } from '../test/fetchStub.ts';
import { setPageConfig } from '../test/pageConfigFixture.ts';
import { callApi } from './client.ts';
import { handOffCode, hrefWithHandOff } from './handOff.ts';

// docs/decisions/0098: a static page of another origin starts its session once, keeps the token in
// its own origin's localStorage with its nonce, sends it instead of the cookie, starts anew when the
// store no longer takes it, and hands the session to the store's pages with a one-time code.

const STORE = 'https://store.example';
const signal = () => new AbortController().signal;
const emptyCart = { success: true, data: { items: [], count: 0, subtotal: 0 } };
const started = { token: 'tok-1', nonce: 'n-1', expiresAt: '2999-01-01T00:00:00.000Z' };
const cart = () => callApi(getCartItems, {}, { signal: signal() });

beforeEach(() => {
  localStorage.clear();
  $nonce.set(undefined);
  setPageConfig({ apiRoot: STORE, ns: 'pc' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPageConfig(null);
});

const store = (tokens: (typeof started & { currency?: string })[] = [started]) => {
  let next = 0;
  return stubFetch((request) =>
    request.url.endsWith('/session/token')
      ? { body: tokens[next++] }
      : request.headers['X-PC-Cart-Token'] === 'expired'
        ? { status: 403, body: { code: 'pc_invalid_cart_token', message: 'expired', data: { status: 403 } } }
        : request.url.endsWith('/session/handoff')
          ? { body: { code: 'code-1' } }
          : { body: emptyCart },
  );
};

describe('a page of another origin', () => {
  // issue 43 item 4: the store names its currency with the token; the page prices in it, and keeps it
  // with the token for its next loads.
  it("keeps the store's currency its session answer names, with the token", async () => {
    store([{ ...started, currency: 'EUR' }]);
    await cart();
    expect(elementCurrency(null)).toBe('EUR');
    expect(JSON.parse(localStorage.getItem(`pc-session ${STORE}`) ?? '{}')).toMatchObject({
      currency: 'EUR',
    });
  });

  it('starts one session for concurrent first calls, keeps it, and sends the token without cookies', async () => {
    const { sent } = store();
    await Promise.all([cart(), cart()]);
    await cart();
    const starts = sent.filter((request) => request.url.endsWith('/session/token'));
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatchObject({
      method: 'POST',
      url: `${STORE}/wp-json/pc/v1/session/token`,
      credentials: 'omit',
    });
    const calls = sent.filter((request) => !request.url.endsWith('/session/token'));
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.headers['X-PC-Cart-Token']).toBe('tok-1');
      expect(call.credentials).toBe('omit');
    }
    expect($nonce.get()).toBe('n-1');
    expect(JSON.parse(localStorage.getItem(`pc-session ${STORE}`)!)).toEqual(started);
  });

  it('takes the kept token and its nonce on the next page load, asking for nothing', async () => {
    localStorage.setItem(
      `pc-session ${STORE}`,
      JSON.stringify({ ...started, token: 'kept', nonce: 'n-kept' }),
    );
    const { sent } = store();
    await cart();
    expect(sent.map((request) => request.headers['X-PC-Cart-Token'])).toEqual(['kept']);
    expect($nonce.get()).toBe('n-kept');
  });

  it('starts anew when the kept token has expired, by its date or by the store’s answer', async () => {
    localStorage.setItem(
      `pc-session ${STORE}`,
      JSON.stringify({ ...started, token: 'old', expiresAt: '2000-01-01T00:00:00Z' }),
    );
    const { sent } = store([started, { ...started, token: 'tok-2' }]);
    await cart();
    expect(sent.map((request) => request.headers['X-PC-Cart-Token'] ?? 'start')).toEqual(['start', 'tok-1']);

    localStorage.setItem(`pc-session ${STORE}`, JSON.stringify({ ...started, token: 'expired' }));
    await cart();
    expect(sent.slice(2).map((request) => request.headers['X-PC-Cart-Token'] ?? 'start')).toEqual([
      'expired',
      'start',
      'tok-2',
    ]);
  });

  it('uses a host server’s token from #pc-config and never starts a session', async () => {
    setPageConfig({ apiRoot: STORE, ns: 'pc', cartToken: 'printed' });
    const { sent } = store();
    await cart();
    expect(sent.map((request) => request.headers['X-PC-Cart-Token'])).toEqual(['printed']);
  });

  it('hands the session to a store page with a one-time code in its query; other pages get none', async () => {
    const { sent } = store();
    const page = { href: 'http://host.example/quiz', origin: 'http://host.example' };
    vi.spyOn(window, 'location', 'get').mockReturnValue(page as unknown as Location);
    expect(await handOffCode('http://host.example/checkout')).toBeUndefined();
    expect(await hrefWithHandOff('http://host.example/checkout')).toBe('http://host.example/checkout');
    expect(await hrefWithHandOff(`${STORE}/checkout?x=1`)).toBe(`${STORE}/checkout?x=1&pc_handoff=code-1`);
    const handOff = sent.find((request) => request.url.endsWith('/session/handoff'))!;
    expect(handOff.headers).toMatchObject({ 'X-PC-Cart-Token': 'tok-1', 'X-WP-Nonce': 'n-1' });
  });
});

describe('the store’s own pages', () => {
  it('send no token and carry the cookie', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc' });
    const { sent } = store();
    await cart();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['X-PC-Cart-Token']).toBeUndefined();
    expect(sent[0]!.credentials).toBe('include');
  });
});
