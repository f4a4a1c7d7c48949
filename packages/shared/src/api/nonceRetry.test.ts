// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToCart, getCartItems } from '../contract/cart.ts';
import { saveResults } from '../contract/resultsActions.ts';
import { $nonce } from '../stores/nonce.ts';
import { type SentRequest, stubFetch } from '../test/fetchStub.ts';
import { setPageConfig } from '../test/pageConfigFixture.ts';
import { ApiError } from './ApiError.ts';
import { callApi } from './client.ts';

// docs/decisions/0047: a write refused for a stale nonce (403
// rest_cookie_invalid_nonce) is retried once after one GET of a fresh nonce. A write that got no answer
// is retried too (lostAnswerRetry.test.ts); the answers below are not.

const staleNonce = {
  code: 'rest_cookie_invalid_nonce',
  message: 'Cookie check failed',
  data: { status: 403 },
};
const forbidden = { code: 'rest_forbidden', message: 'Sorry, you are not allowed', data: { status: 403 } };
const NONCE_PATH = '/wp-json/pc/v1/nonce';
const cartAnswer = { success: true, data: { items: [], count: 0, subtotal: 0 }, newNonce: 'n-after' };
const form = { quantity: 1, 'add-to-cart': 11, variation_id: 12 };
const signal = () => new AbortController().signal;
const isNonceGet = (request: SentRequest) => request.url === NONCE_PATH;

beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'stale' });
  $nonce.set('stale');
});
afterEach(() => setPageConfig(null));

/** The store: refuses any write whose nonce is not `fresh`, hands out `fresh` on GET nonce. */
const store = (
  write: unknown,
  nonceAnswer: { status?: number; body?: unknown } = { body: { nonce: 'fresh' } },
) =>
  stubFetch((request) => {
    if (isNonceGet(request)) return nonceAnswer;
    if (request.headers['X-WP-Nonce'] !== 'fresh') return { status: 403, body: staleNonce };
    return { body: write };
  });

describe('a write refused for a stale nonce', () => {
  it('asks for a fresh nonce once, retries the write once with it, and keeps it for later calls', async () => {
    const { sent } = store(cartAnswer);
    await expect(callApi(addToCart, form as never, { signal: signal() })).resolves.toMatchObject({
      success: true,
    });
    expect(sent.map((r) => `${r.method} ${r.url} ${r.headers['X-WP-Nonce']}`)).toEqual([
      'POST /wp-admin/admin-ajax.php stale',
      `GET ${NONCE_PATH} stale`,
      'POST /wp-admin/admin-ajax.php fresh',
    ]);
    // The retried write's own newNonce wins afterwards (spec §7).
    expect($nonce.get()).toBe('n-after');
  });

  it('sends the retry with the same Idempotency-Key as the refused write (docs/decisions/0092)', async () => {
    const { sent } = store(cartAnswer);
    await callApi(addToCart, form as never, { signal: signal() });
    const writes = sent.filter((request) => request.method === 'POST');
    expect(writes).toHaveLength(2);
    expect(writes[0]?.headers['Idempotency-Key']).toMatch(/^\d{1,10}(-\d{1,10}){3}$/);
    expect(writes[1]?.headers['Idempotency-Key']).toBe(writes[0]?.headers['Idempotency-Key']);
    // A read carries none; the next write has a key of its own.
    expect(sent.find(isNonceGet)?.headers['Idempotency-Key']).toBeUndefined();
    await callApi(addToCart, form as never, { signal: signal() });
    expect(sent.at(-1)?.headers['Idempotency-Key']).not.toBe(writes[0]?.headers['Idempotency-Key']);
  });

  it('never retries twice: a second refusal is the answer', async () => {
    const { sent } = stubFetch((request) =>
      isNonceGet(request) ? { body: { nonce: 'also-stale' } } : { status: 403, body: staleNonce },
    );
    const error = await callApi(
      saveResults,
      { surveyLogId: 'log-1', email: 'a@b.co', source: 'x' } as never,
      {
        signal: signal(),
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'rest_cookie_invalid_nonce' });
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(sent.filter(isNonceGet)).toHaveLength(1);
  });

  it('does not retry when the nonce GET fails, and reports the first refusal', async () => {
    const { sent } = store(cartAnswer, { status: 500, body: { code: 'x', message: 'down' } });
    await expect(callApi(addToCart, form as never, { signal: signal() })).rejects.toMatchObject({
      status: 403,
      code: 'rest_cookie_invalid_nonce',
    });
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('skips the GET when another call already brought a newer nonce', async () => {
    const { sent } = stubFetch((request) => {
      if (isNonceGet(request)) return { body: { nonce: 'unused' } };
      if (request.headers['X-WP-Nonce'] !== 'fresh') {
        $nonce.set('fresh'); // a concurrent answer's newNonce lands while this write is refused
        return { status: 403, body: staleNonce };
      }
      return { body: cartAnswer };
    });
    await callApi(addToCart, form as never, { signal: signal() });
    expect(sent.filter(isNonceGet)).toHaveLength(0);
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.headers['X-WP-Nonce'])).toEqual([
      'stale',
      'fresh',
    ]);
  });
});

describe('nothing else is retried', () => {
  it.each([
    ['a 403 of another code', 403, forbidden],
    ['a 403 without a REST body', 403, undefined],
    ['a 409', 409, { ...staleNonce, data: { status: 409 } }],
    ['a 500', 500, { code: 'internal', message: 'boom' }],
  ])('%s: one request, rejected', async (_label, status, body) => {
    const { sent } = stubFetch({ status, body });
    await expect(callApi(addToCart, form as never, { signal: signal() })).rejects.toBeInstanceOf(ApiError);
    expect(sent).toHaveLength(1);
  });

  it('a GET answered 403 rest_cookie_invalid_nonce is not a refused write: one request', async () => {
    const { sent } = stubFetch({ status: 403, body: staleNonce });
    await expect(callApi(getCartItems, {}, { signal: signal() })).rejects.toMatchObject({ status: 403 });
    expect(sent).toHaveLength(1);
  });
});
