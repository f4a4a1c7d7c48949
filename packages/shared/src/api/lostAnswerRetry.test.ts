// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, getCartItems } from '../contract/cart.ts';
import { $nonce } from '../stores/nonce.ts';
import { type SentRequest, stubFetch } from '../test/fetchStub.ts';
import { setPageConfig } from '../test/pageConfigFixture.ts';
import { callApi } from './client.ts';

// docs/decisions/0129: a write that got no answer (the store unreachable, a database outage answered
// 503, its first attempt still running) is sent once more with the same Idempotency-Key after a pause;
// a write that still got none keeps its key for the shopper's next try of the same write
// (docs/decisions/0092: the store applies a key once).

const cartAnswer = { success: true, data: { items: [], count: 0, subtotal: 0 } };
const outage = { code: 'pc_database_unavailable', message: 'down', data: { status: 503 } };
const running = { code: 'rest_idempotency_in_progress', message: 'running', data: { status: 409 } };
const form = { quantity: 1, 'add-to-cart': 11, variation_id: 12 };
const keyOf = (request: SentRequest | undefined) => request?.headers['Idempotency-Key'];

beforeEach(() => {
  vi.useFakeTimers();
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'n' });
  $nonce.set('n');
});
afterEach(() => {
  vi.useRealTimers();
  setPageConfig(null);
});

/** Settles the call, moving the clock `ms` on; returns what it settled with. */
async function settle<T>(call: Promise<T>, ms: number): Promise<{ value?: T; error?: unknown }> {
  const settled = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('a write that got no answer', () => {
  it.each([
    ['the store unreachable', new TypeError('Failed to fetch'), 1000],
    [
      'a database outage: 503 with Retry-After 5, waited at most 2 s',
      { status: 503, body: outage, headers: { 'Retry-After': '5' } },
      2000,
    ],
    [
      'its first attempt still running: 409 with Retry-After 1',
      { status: 409, body: running, headers: { 'Retry-After': '1' } },
      1000,
    ],
  ] as const)('%s: sent again once with the same key after the pause', async (_label, first, pauseMs) => {
    const answers: (Error | object)[] = [first];
    const { sent } = stubFetch(() => (answers.shift() as never) ?? { body: cartAnswer });
    const call = callApi(addToCart, form as never, { signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(pauseMs - 1);
    expect(sent).toHaveLength(1);
    const { value } = await settle(call, 1);
    expect(value).toMatchObject({ success: true });
    expect(sent).toHaveLength(2);
    expect(keyOf(sent[1])).toBe(keyOf(sent[0]));
  });

  it('still without one: rejects, and the next try of the same write sends the same key', async () => {
    const { sent } = stubFetch(new TypeError('Failed to fetch'));
    const first = await settle(
      callApi(addToCart, form as never, { signal: new AbortController().signal }),
      1000,
    );
    expect(first.error).toMatchObject({ code: 'pc_network_error' });
    expect(sent).toHaveLength(2);

    // The shopper presses again: the same intent, the same key; answered, the key is done with.
    stubFetch((request) => {
      sent.push(request);
      return { body: cartAnswer };
    });
    await callApi(addToCart, form as never, { signal: new AbortController().signal });
    expect(keyOf(sent[2])).toBe(keyOf(sent[0]));
    await callApi(addToCart, form as never, { signal: new AbortController().signal });
    expect(keyOf(sent[3])).not.toBe(keyOf(sent[0]));
    // Another write (another quantity) never borrows the key.
    stubFetch(new TypeError('Failed to fetch'));
    await settle(callApi(addToCart, form as never, { signal: new AbortController().signal }), 1000);
    const other = stubFetch({ body: cartAnswer });
    await callApi(addToCart, { ...form, quantity: 2 } as never, { signal: new AbortController().signal });
    expect(keyOf(other.sent[0])).not.toBe(keyOf(sent[0]));
  });

  it('an abort during the pause rejects as aborted; nothing more reaches the store', async () => {
    const { sent } = stubFetch(new TypeError('Failed to fetch'));
    const controller = new AbortController();
    const call = callApi(addToCart, form as never, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const { error } = await settle(call, 2000);
    expect(error).toMatchObject({ code: 'pc_aborted' });
    // The retry goes to fetch with the fired signal, which refuses it (as the stub does) unsent.
    expect(sent).toHaveLength(2);
  });
});

describe('answers that stand', () => {
  it.each([
    ['a 500 (a fault, not an outage)', { status: 500, body: { code: 'internal', message: 'boom' } }],
    ['a 409 of another code', { status: 409, body: { code: 'pc_conflict', message: 'no' } }],
    ['a 400', { status: 400, body: { code: 'rest_invalid_param', message: 'bad' } }],
  ])('%s: one request', async (_label, answer) => {
    const { sent } = stubFetch(answer);
    const { error } = await settle(
      callApi(addToCart, form as never, { signal: new AbortController().signal }),
      3000,
    );
    expect(error).toBeDefined();
    expect(sent).toHaveLength(1);
  });

  it('a read that got no answer is not retried here (its view offers the retry)', async () => {
    const { sent } = stubFetch(new TypeError('Failed to fetch'));
    const { error } = await settle(callApi(getCartItems, {}, { signal: new AbortController().signal }), 3000);
    expect(error).toMatchObject({ code: 'pc_network_error' });
    expect(sent).toHaveLength(1);
  });
});
