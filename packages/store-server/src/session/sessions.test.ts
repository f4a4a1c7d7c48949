import { connect } from 'node:net';
import { ADMIN_AJAX_PATH, getCartItems, getSelf } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { SESSION_COOKIE } from './session.ts';
import { createSessionIds } from './sessionIds.ts';

// docs/decisions/0043: no session fixation, rotation on identity change, Secure
// cookies behind a TLS proxy, a request timeout.

const t = useTestApp({ clock: () => new Date('2026-03-10T15:00:00Z') });

const sessionCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((cookie) => cookie.name === SESSION_COOKIE);

describe('session ids', () => {
  const ids = createSessionIds(() => 'secret one');

  it('are made by the server and recognised by it only', () => {
    const id = ids.issue();
    expect(ids.isGenuine(id)).toBe(true);
    expect(createSessionIds(() => 'another secret').isGenuine(id)).toBe(false);
    expect(ids.issue()).not.toBe(id);
  });

  it.each([
    [undefined],
    [''],
    ['A'.repeat(32)],
    ['A'.repeat(55)],
    [`${'A'.repeat(32)}.${'B'.repeat(22)}`],
    ['../../etc'],
    [`${'A'.repeat(32)}.${'B'.repeat(22)}.x`],
    [42],
  ])('refuses %j', (value) => {
    expect(ids.isGenuine(value)).toBe(false);
  });
});

describe('pc_session', () => {
  it('replaces a well-formed id the server did not make (no fixation)', async () => {
    const planted = 'attackerChosenSessionId_0123456789AB';
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `${SESSION_COOKIE}=${planted}` },
    });
    const cookie = sessionCookie(res);
    expect(cookie?.value).toBeDefined();
    expect(cookie?.value).not.toBe(planted);
    // a write under the planted id is not the planted session's: its nonce does not verify
    const write = await t.app.inject({
      method: 'POST',
      url: ADMIN_AJAX_PATH,
      headers: {
        cookie: `${SESSION_COOKIE}=${planted}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'action=delete_all_item_cart',
    });
    expect(write.statusCode).toBe(403);
    const rows = await t.database.db.query('SELECT id FROM sessions WHERE id = $1', [planted]);
    expect(rows).toEqual([]);
  });

  it('keeps an id the server made', async () => {
    const visitor = await Visitor.arrive(t.app);
    const res = await visitor.get(callUrl(getCartItems));
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('rotates when the identity changes, carrying the cart, and the old id is worth nothing', async () => {
    const visitor = await Visitor.arrive(t.app);
    await visitor.postForm(ADMIN_AJAX_PATH, {
      quantity: 1,
      'add-to-cart': 111,
      variation_id: 11101,
    });
    const before = visitor.session;
    const oldNonce = visitor.nonce;
    const login = await visitor.postJson(QA_CALLS.identity.path, { customer: true });
    expect(login.statusCode).toBe(200);
    expect(sessionCookie(login)?.value).toBeDefined();
    expect(visitor.session).not.toBe(before);
    expect(visitor.nonce).not.toBe(oldNonce);
    // the cart moved with the shopper
    const cart = (await visitor.get(callUrl(getCartItems))).json();
    expect(cart.data.items.map((item: { variationId: number }) => item.variationId)).toEqual([11101]);
    expect((await visitor.get(callUrl(getSelf))).statusCode).toBe(200);
    // the id from before the login holds nothing any more
    const stale = await t.app.inject({
      method: 'GET',
      url: callUrl(getSelf),
      headers: { cookie: `${SESSION_COOKIE}=${before}` },
    });
    expect(stale.statusCode).toBe(401);
    const staleCart = await t.app.inject({
      method: 'GET',
      url: callUrl(getCartItems),
      headers: { cookie: `${SESSION_COOKIE}=${before}` },
    });
    expect(staleCart.json().data.count).toBe(0);
    // the same identity again does not rotate
    const again = await visitor.postJson(QA_CALLS.identity.path, { customer: true });
    expect(sessionCookie(again)).toBeUndefined();
    // logging out rotates too
    const current = visitor.session;
    await visitor.postJson(QA_CALLS.identity.path, { customer: false });
    expect(visitor.session).not.toBe(current);
  });
});

describe('Secure cookie behind TLS', () => {
  const cookieOver = async (trustProxy: boolean) => {
    const app = buildApp({
      db: t.database.db,
      distDir: '/nonexistent',
      nonceSecret: 'test-secret',
      trustProxy,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
      return sessionCookie(res) as { secure?: boolean } | undefined;
    } finally {
      await app.close();
    }
  };

  it('is Secure when a trusted proxy says the request came over https (PC_TRUST_PROXY)', async () => {
    expect((await cookieOver(true))?.secure).toBe(true);
  });

  it('believes no X-Forwarded-Proto unless told to trust the proxy', async () => {
    expect((await cookieOver(false))?.secure).toBeUndefined();
  });
});

describe('request timeout', () => {
  it('answers 408 in the REST error shape and closes a socket whose body never finishes', async () => {
    const app = buildApp({
      db: t.database.db,
      distDir: '/nonexistent',
      nonceSecret: 'test-secret',
      requestTimeoutMs: 400,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = app.server.address() as { port: number };
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /wp-admin/admin-ajax.php HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\naction=',
          );
        });
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
        });
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
        setTimeout(() => reject(new Error('the socket was held open')), 10_000);
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
        code: 'rest_request_timeout',
        data: { status: 408 },
      });
    } finally {
      await app.close();
    }
  });
});
