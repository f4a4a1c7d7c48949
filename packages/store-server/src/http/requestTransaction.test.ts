import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@pc/shared/constants';
import { addToCart, getCartItems } from '@pc/shared/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { callUrl } from '../test/calls.ts';
import { openTestDatabase, TEST_DATABASE, type TestDatabase } from '../test/testDb.ts';
import { Visitor } from '../test/visitor.ts';

// docs/decisions/0146 (issue 36): a write and the read that builds its answer commit together with
// its idempotency record, so a 503 never follows a committed write and a retry with the key replays
// the first answer or finds nothing applied; and a request's database work has one deadline in all.

const TIMEOUT_MS = 2_000;
const ADD = new URLSearchParams({ quantity: '1', 'add-to-cart': '111', variation_id: '11101' }).toString();
const TWO_STEPS = '/__test/two-steps';
const SLOW_WRITE = '/__test/slow-write';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
let app: FastifyInstance;
/** Adds answered by this many database troubles after the add's own work (the answer's read failing). */
let failAnswers = 0;

beforeAll(async () => {
  database = await openTestDatabase({ timeoutMs: TIMEOUT_MS });
  app = buildApp({ db: database.db, distDir: '/nonexistent', nonceSecret: 'test-secret', rateLimit: false });
  // After the add wrote its line and read its answer: what the issue saw when the read was cancelled.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (
      request.url.startsWith(callUrl(addToCart).split('?')[0]!) &&
      request.method === 'POST' &&
      failAnswers > 0
    ) {
      failAnswers -= 1;
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    }
    return payload;
  });
  // One request, two pieces of database work, each of which may have to wait.
  app.get(TWO_STEPS, async () => {
    await database.db.query('SELECT count(*) FROM cart_items');
    await database.db.query('SELECT count(*) FROM cart_items');
    return { done: true };
  });
  // A write request that does not answer within twice the timeout (a hung call inside it).
  app.post(SLOW_WRITE, async () => {
    await database.db.query('INSERT INTO slow_writes (n) VALUES (1)');
    await sleep(TIMEOUT_MS * 2.5);
    await database.db.query('INSERT INTO slow_writes (n) VALUES (2)');
    return { done: true };
  });
  await app.ready();
  await database.db.exec('CREATE TABLE slow_writes (n int)');
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

const add = (visitor: Visitor, key: string) =>
  visitor.send({
    method: 'POST',
    url: callUrl(addToCart),
    payload: ADD,
    contentType: 'application/x-www-form-urlencoded',
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

const count = async (visitor: Visitor) =>
  v.parse(getCartItems.response, (await visitor.get(callUrl(getCartItems))).json()).data.count;

describe('a write request is one transaction', () => {
  it('applies nothing when its answer fails after the write, and its retry with the key runs it once', async () => {
    const visitor = await Visitor.arrive(app);
    const key = `test-key-${randomUUID()}`;
    failAnswers = 1;
    const first = await add(visitor, key);
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('5');
    expect(await count(visitor)).toBe(0);
    const retry = await add(visitor, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(visitor)).toBe(1);
    const again = await add(visitor, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(retry.body);
    expect(await count(visitor)).toBe(1);
  });

  it('commits a 4xx answer with its key, so its retry replays it', async () => {
    const visitor = await Visitor.arrive(app);
    const key = `test-key-${randomUUID()}`;
    const bad = () =>
      visitor.send({
        method: 'POST',
        url: callUrl(addToCart),
        payload: 'quantity=1&add-to-cart=999999',
        contentType: 'application/x-www-form-urlencoded',
        headers: { [IDEMPOTENCY_HEADER]: key },
      });
    const first = await bad();
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect(first.statusCode).toBeLessThan(500);
    const retry = await bad();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.statusCode).toBe(first.statusCode);
  });

  it('rolls back a write request that has not answered within twice the timeout, and serves others meanwhile', async () => {
    const visitor = await Visitor.arrive(app);
    const began = Date.now();
    const slow = visitor.send({
      method: 'POST',
      url: SLOW_WRITE,
      payload: '{}',
      contentType: 'application/json',
    });
    await sleep(TIMEOUT_MS * 2.2);
    // Its transaction (on PGlite: the database's one turn) was let go: another shopper is served.
    const other = await add(await Visitor.arrive(app), `test-key-${randomUUID()}`);
    expect(other.statusCode, `${Date.now() - began} ms: ${other.body}`).toBe(200);
    const res = await slow;
    expect(res.statusCode).toBe(503);
    expect(await database.db.query('SELECT n FROM slow_writes')).toEqual([]);
  });
});

describe('one PC_DB_TIMEOUT_MS per request', () => {
  it("gives the second wait only what is left of the request's database time", async () => {
    // Others hold what both steps need: the first wait ends after 0.6 of the timeout, the second
    // would last longer than the whole timeout.
    const releases: (() => void)[] = [];
    const holdings: Promise<unknown>[] = [];
    const hold = async () => {
      const held = new Promise<void>((resolve) => releases.push(resolve));
      if (TEST_DATABASE === 'postgres') {
        const other = await database.reopen();
        let taken = () => {};
        const asked = new Promise<void>((resolve) => (taken = resolve));
        holdings.push(
          other.transaction(async (tx) => {
            await tx.exec(
              'SET LOCAL statement_timeout = 0; SET LOCAL lock_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0',
            );
            const locking = tx.exec('LOCK TABLE cart_items IN ACCESS EXCLUSIVE MODE');
            taken();
            await locking;
            await held;
          }),
        );
        await asked;
        await sleep(50);
      } else {
        // PGlite runs one piece of work at a time, in the order asked.
        holdings.push(database.db.transaction(() => held));
      }
    };
    await hold();
    const started = Date.now();
    const answer = app.inject({ method: 'GET', url: TWO_STEPS });
    // Asked after the request's first step: it holds the table (the database) once that step ran.
    await sleep(TIMEOUT_MS * 0.3);
    await hold();
    await sleep(TIMEOUT_MS * 0.3);
    releases[0]?.();
    try {
      const res = await answer;
      const took = Date.now() - started;
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      // Each wait bounded alone would answer after 0.6 + 1 timeouts.
      expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS * 0.9);
      expect(took).toBeLessThan(TIMEOUT_MS * 1.4);
    } finally {
      for (const release of releases) release();
      await Promise.all(holdings);
    }
  });
});
