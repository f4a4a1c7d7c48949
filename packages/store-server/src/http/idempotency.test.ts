import { randomUUID } from 'node:crypto';
import { createServer, Socket } from 'node:net';
import { IDEMPOTENCY_HEADER, NONCE_HEADER } from '@pc/shared/constants';
import { addToCart, getCartItems, placeOrder } from '@pc/shared/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../session/session.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';

// docs/decisions/0092: a write sent again with its Idempotency-Key after its answer was lost gets
// the first answer and changes nothing.

const ORDER = callUrl(placeOrder);
const ADD = { quantity: 1, 'add-to-cart': 111, variation_id: 11101 };
const newKey = () => `test-key-${randomUUID()}`;

const test = useTestApp();
let base: string;
beforeAll(async () => {
  base = await test.app.listen({ host: '127.0.0.1', port: 0 });
});

const cartCount = async (visitor: Visitor) => {
  const res = await visitor.get(callUrl(getCartItems));
  return v.parse(getCartItems.response, res.json()).data.count;
};

/**
 * Sends one HTTP request to the store through a proxy that passes the request on and cuts the
 * connection as soon as the answer starts: the store commits and answers, the client never hears it.
 */
const sendAndLoseAnswer = async (raw: string): Promise<void> => {
  const target = new URL(base);
  const proxy = createServer((client) => {
    const upstream = new Socket();
    upstream.connect(Number(target.port), target.hostname);
    client.pipe(upstream);
    upstream.once('data', () => {
      client.destroy();
      upstream.destroy();
    });
    client.on('error', () => {});
    upstream.on('error', () => {});
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as { port: number }).port;
  await new Promise<void>((resolve) => {
    const socket = new Socket();
    socket.on('error', () => {});
    socket.on('close', () => resolve());
    socket.connect(port, '127.0.0.1', () => socket.write(raw));
  });
  // The store finishes what it started after the cut (its onSend keeps the answer).
  await new Promise((resolve) => setTimeout(resolve, 200));
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
};

const rawPost = (visitor: Visitor, path: string, type: string, body: string, idempotencyKey: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: ${type}\r\n` +
  `Content-Length: ${Buffer.byteLength(body)}\r\nCookie: ${SESSION_COOKIE}=${visitor.session}\r\n` +
  `${NONCE_HEADER}: ${visitor.nonce}\r\n${IDEMPOTENCY_HEADER}: ${idempotencyKey}\r\n\r\n${body}`;

const formBody = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])).toString();

describe('a write retried with its Idempotency-Key', () => {
  it('add to cart: the answer lost after the commit, the retry adds nothing and answers as the first', async () => {
    const visitor = await Visitor.arrive(test.app);
    const idempotencyKey = newKey();
    await sendAndLoseAnswer(
      rawPost(visitor, addToCart.path, 'application/x-www-form-urlencoded', formBody(ADD), idempotencyKey),
    );
    expect(await cartCount(visitor)).toBe(1);
    const retry = await visitor.send({
      method: 'POST',
      url: addToCart.path,
      contentType: 'application/x-www-form-urlencoded',
      payload: formBody(ADD),
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await cartCount(visitor)).toBe(1);
    // A new intent (a new key) adds again.
    const again = await visitor.send({
      method: 'POST',
      url: addToCart.path,
      contentType: 'application/x-www-form-urlencoded',
      payload: formBody(ADD),
      headers: { [IDEMPOTENCY_HEADER]: newKey() },
    });
    expect(again.statusCode).toBe(200);
    expect(await cartCount(visitor)).toBe(2);
  });

  it('place order: the retry after a lost answer returns that order, and no second one', async () => {
    const visitor = await Visitor.arrive(test.app);
    await visitor.postForm(addToCart.path, ADD);
    const idempotencyKey = newKey();
    await sendAndLoseAnswer(rawPost(visitor, ORDER, 'application/json', '{}', idempotencyKey));
    const retry = await visitor.send({
      method: 'POST',
      url: ORDER,
      contentType: 'application/json',
      payload: '{}',
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    });
    expect(retry.statusCode).toBe(200);
    const { orderId } = v.parse(placeOrder.response, retry.json());
    const orders = await test.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE session_id = $1',
      [visitor.session],
    );
    expect(orders).toEqual([{ n: 1 }]);
    expect(await cartCount(visitor)).toBe(0);
    expect(orderId).toMatch(/^\d+$/);
  });

  it('refuses the same key with another request', async () => {
    const visitor = await Visitor.arrive(test.app);
    const idempotencyKey = newKey();
    const send = (quantity: number) =>
      visitor.send({
        method: 'POST',
        url: addToCart.path,
        contentType: 'application/x-www-form-urlencoded',
        payload: formBody({ ...ADD, quantity }),
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      });
    expect((await send(1)).statusCode).toBe(200);
    const other = await send(2);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'rest_idempotency_key_reused' });
    expect(await cartCount(visitor)).toBe(1);
  });

  it('a write the nonce guard refused runs when retried with a fresh nonce and the same key', async () => {
    const visitor = await Visitor.arrive(test.app);
    const idempotencyKey = newKey();
    const send = (nonce: boolean) =>
      visitor.send({
        method: 'POST',
        url: addToCart.path,
        contentType: 'application/x-www-form-urlencoded',
        payload: formBody(ADD),
        nonce,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      });
    expect((await send(false)).statusCode).toBe(403);
    expect((await send(true)).statusCode).toBe(200);
    expect(await cartCount(visitor)).toBe(1);
  });

  it.each([
    ['left by a process that died (over 2 minutes old): the write runs again', '3 minutes', 200, 2],
    ['still running (under 2 minutes old): 409, try again', '30 seconds', 409, 1],
  ])('a running mark of a server before decision 0146, %s', async (_case, age, status, count) => {
    const visitor = await Visitor.arrive(test.app);
    const idempotencyKey = newKey();
    const send = () =>
      visitor.send({
        method: 'POST',
        url: addToCart.path,
        contentType: 'application/x-www-form-urlencoded',
        payload: formBody(ADD),
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      });
    expect((await send()).statusCode).toBe(200);
    // The key as such a server left it: taken, no answer, its write's fate unknown.
    await test.database.db.query(
      `UPDATE idempotency_keys SET status = NULL, content_type = NULL, body = NULL, created_at = now() - $3::interval
       WHERE session_id = $1 AND key = $2`,
      [visitor.session, idempotencyKey, age],
    );
    expect((await send()).statusCode).toBe(status);
    expect(await cartCount(visitor)).toBe(count);
  });

  it('answers 400 to a key that is not one', async () => {
    const visitor = await Visitor.arrive(test.app);
    const res = await visitor.send({
      method: 'POST',
      url: addToCart.path,
      contentType: 'application/x-www-form-urlencoded',
      payload: formBody(ADD),
      headers: { [IDEMPOTENCY_HEADER]: 'no spaces allowed' },
    });
    expect(res.statusCode).toBe(400);
    expect(await cartCount(visitor)).toBe(0);
  });
});
