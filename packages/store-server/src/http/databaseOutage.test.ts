import { addToCart, getCartItems } from '@pc/shared/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { openPostgres } from '../db/postgresDb.ts';
import { callUrl } from '../test/calls.ts';
import { startServerProcess } from '../test/serverProcess.ts';
import { startProxy } from '../test/tcpProxy.ts';
import { openTestDatabase, TEST_DATABASE, type TestDatabase } from '../test/testDb.ts';
import { Visitor } from '../test/visitor.ts';
import { HEALTH_CALLS } from './health.ts';

// docs/decisions/0091: database work is bounded and an outage gets a clear answer. A locked table
// gives 503 with Retry-After within the timeout and the write is never applied later; a database
// that goes away and comes back gives 503s meanwhile, loses no acknowledged write, and recovers
// without a restart; the readiness probe follows it; SIGTERM exits within its deadline.

const TIMEOUT_MS = 400;
const ADD = { quantity: 1, 'add-to-cart': 111, variation_id: 11101 };
const ADD_PATH = callUrl(addToCart);

const quantityIn = async (visitor: Visitor): Promise<number> => {
  const cart = await visitor.get(callUrl(getCartItems));
  expect(cart.statusCode).toBe(200);
  return v.parse(getCartItems.response, cart.json()).data.count;
};

const expect503 = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toMatchObject({ code: 'rest_service_unavailable', data: { status: 503 } });
};

describe('a database that is busy', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase({ timeoutMs: TIMEOUT_MS });
    app = buildApp({
      db: database.db,
      distDir: '/nonexistent',
      nonceSecret: 'test-secret',
      rateLimit: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('answers 503 with Retry-After within the timeout while the cart is locked, and applies nothing later', async () => {
    const visitor = await Visitor.arrive(app);
    expect((await visitor.postForm(ADD_PATH, ADD)).statusCode).toBe(200);
    let unlock = () => {};
    const locked = new Promise<void>((resolve) => (unlock = resolve));
    let holding: Promise<unknown>;
    let other: Db | undefined;
    if (TEST_DATABASE === 'postgres') {
      // Another server's long transaction holding the cart table.
      other = await database.reopen();
      let ready = () => {};
      const taken = new Promise<void>((resolve) => (ready = resolve));
      holding = other.transaction(async (tx) => {
        await tx.exec(
          'SET LOCAL statement_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0; LOCK TABLE cart_items IN ACCESS EXCLUSIVE MODE',
        );
        ready();
        await locked;
      });
      await taken;
    } else {
      // PGlite runs one transaction at a time: a long one holds every other piece of work.
      holding = database.db.transaction(() => locked);
    }
    try {
      const started = Date.now();
      const add = await visitor.postForm(ADD_PATH, ADD);
      expect503(add);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
      // A page whose data is the session's (spec §2 /checkout: the cart and its cross-sell offer,
      // decision 0141) gets the same bounded answer, not a hang or a page without its cart.
      const page = Date.now();
      expect503(await visitor.get('/checkout'));
      expect(Date.now() - page).toBeLessThan(TIMEOUT_MS * 4);
      // Other routes keep answering (a page needs no database).
      expect((await app.inject({ method: 'GET', url: callUrl(HEALTH_CALLS.live) })).statusCode).toBe(200);
    } finally {
      unlock();
      await holding;
    }
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS));
    expect(await quantityIn(visitor)).toBe(1);
  });
});

describe.runIf(TEST_DATABASE === 'postgres')('PostgreSQL going away and coming back', () => {
  it('answers 503 meanwhile, loses no acknowledged write, and recovers without a restart', async () => {
    const target = new URL(process.env.DATABASE_URL as string);
    const proxy = await startProxy(target);
    const schema = `outage_${Date.now().toString(36)}`;
    const viaProxy = new URL(target);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const db = await openPostgres({ connectionString: viaProxy.toString(), schema, timeoutMs: 2_000 });
    const lines: string[] = [];
    const app = buildApp({
      db,
      distDir: '/nonexistent',
      nonceSecret: 'test-secret',
      rateLimit: false,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      await app.ready();
      const visitor = await Visitor.arrive(app);
      let acknowledged = 0;
      const statuses: number[] = [];
      const load = async (rounds: number) => {
        for (let round = 0; round < rounds; round += 1) {
          const answers = await Promise.all([1, 2, 3].map(() => visitor.postForm(ADD_PATH, ADD)));
          for (const answer of answers) {
            statuses.push(answer.statusCode);
            if (answer.statusCode === 200) acknowledged += 1;
            else expect503(answer);
          }
        }
      };
      await load(3);
      proxy.cut();
      await load(3);
      expect((await app.inject({ method: 'GET', url: callUrl(HEALTH_CALLS.ready) })).statusCode).toBe(503);
      proxy.restore();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await load(3);
      expect((await app.inject({ method: 'GET', url: callUrl(HEALTH_CALLS.ready) })).statusCode).toBe(200);

      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
      expect(statuses.slice(-9)).toEqual(Array(9).fill(200));
      // Every acknowledged add is in the cart (an unacknowledged one may be too, if only its answer was lost).
      expect(await quantityIn(visitor)).toBeGreaterThanOrEqual(acknowledged);
      // One line when the outage began, one when it ended (once no work met trouble for the database
      // timeout, decision 0146); no stack trace per request.
      await expect
        .poll(() => lines.join('').match(/database available again/g)?.length, { timeout: 5_000 })
        .toBe(1);
      const log = lines.join('');
      expect(log.match(/database unavailable:/g)?.length).toBe(1);
      expect(log.match(/database available again/g)?.length).toBe(1);
      expect(log).not.toContain('"stack"');
    } finally {
      await app.close();
      proxy.restore();
      const cleanup = new pg.Client({ connectionString: target.toString() });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await cleanup.end();
      await db.close().catch(() => {});
      await proxy.close();
    }
  }, 60_000);

  it('SIGTERM with a blocked database exits within its deadline', async () => {
    const url = new URL(process.env.DATABASE_URL as string);
    const schema = `sigterm_${Date.now().toString(36)}`;
    url.searchParams.set('options', `-c search_path=${schema}`);
    // Names the server's connections, so the clean-up can end them: a killed process's backends live on
    // until PostgreSQL notices, holding the locks its last statement took.
    url.searchParams.set('application_name', schema);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const server = startServerProcess({
      DATABASE_URL: url.toString(),
      PC_DB_TIMEOUT_MS: '60000',
      PC_SHUTDOWN_TIMEOUT_MS: '1500',
    });
    const { child, exited, output } = server;
    try {
      await expect
        .poll(() => /ready at (http:\/\/\S+)\//.exec(output())?.[1], { timeout: 30_000 })
        .toBeTruthy();
      const base = (/ready at (http:\/\/\S+)\//.exec(output()) as RegExpExecArray)[1];
      const port = new URL(base as string).port;
      // A shopper's add that waits on a table another connection holds.
      await admin.query('BEGIN');
      await admin.query(`LOCK TABLE ${schema}.cart_items IN ACCESS EXCLUSIVE MODE`);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      const cookie = page.headers.get('set-cookie')?.split(';')[0] ?? '';
      const nonce = /"nonce":"([^"]+)"/.exec(await page.text())?.[1] ?? '';
      void fetch(`http://127.0.0.1:${port}${ADD_PATH}`, {
        method: 'POST',
        headers: { cookie, 'x-wp-nonce': nonce, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(
          Object.entries(ADD).map(([name, value]) => [name, String(value)]),
        ).toString(),
      }).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stopping = Date.now();
      child.kill('SIGTERM');
      await exited;
      // The database would hold the request 60 s; the deadline ends the process (slack for a loaded machine).
      expect(Date.now() - stopping).toBeLessThan(1_500 + 5_000);
      expect(output()).toContain('requests still running after 1500 ms; exiting');
    } finally {
      child.kill('SIGKILL');
      await admin.query('ROLLBACK').catch(() => {});
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [schema],
      );
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  }, 60_000);
});
