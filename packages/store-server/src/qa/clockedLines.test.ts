import { addToCart, getCartItems, getCheckout, getCrossSell } from '@pc/shared/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db, Queryable } from '../db/db.ts';
import { callUrl } from '../test/calls.ts';
import { openTestDatabase, type TestDatabase } from '../test/testDb.ts';
import { Visitor } from '../test/visitor.ts';
import { QA_CALLS } from './qaSchemas.ts';

// docs/decisions/0079: the QA clock's cart-line re-check is one demo-mode hook, and production pays
// nothing for it: no statement of a shopper's request there reads or writes a line's clock, nor reads
// the session's clock (`request.now` is the server's clock, read without a query).

const NOW = new Date('2026-03-10T15:00:00Z');
const PLAY = 111;
const GREEN = 11101;

let database: TestDatabase;
const statements: string[] = [];

/** The test database, every statement of it written down. */
const counted = (db: Db): Db => {
  const note = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql);
      return target.query(sql, params);
    },
    exec: (sql) => {
      statements.push(sql);
      return target.exec(sql);
    },
  });
  return {
    ...note(db),
    transaction: (fn) => db.transaction((tx) => fn(note(tx))),
    begin: () => db.begin(),
    timeoutMs: db.timeoutMs,
    close: () => db.close(),
    ...(db.writeCount ? { writeCount: db.writeCount } : {}),
  };
};

const start = async (mode: 'demo' | 'production'): Promise<FastifyInstance> => {
  const app = buildApp({
    db: counted(database.db),
    distDir: '/nonexistent',
    nonceSecret: 'test-secret',
    clock: () => NOW,
    rateLimit: false,
    mode,
  });
  await app.ready();
  return app;
};

/** A shopper's round: add to the cart, read it, open checkout and the cross-sell; the statements of each. */
const shop = async (visitor: Visitor): Promise<{ add: string[]; reads: string[] }> => {
  statements.length = 0;
  const added = await visitor.postForm(callUrl(addToCart), {
    quantity: 1,
    'add-to-cart': PLAY,
    variation_id: GREEN,
  });
  expect(added.statusCode, added.body).toBe(200);
  const add = statements.splice(0);
  for (const call of [getCartItems, getCheckout, getCrossSell]) {
    expect((await visitor.get(callUrl(call))).statusCode, call.name).toBe(200);
  }
  return { add, reads: statements.splice(0) };
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.destroy());

describe('the clocked-line re-check (demo mode only)', () => {
  it('costs production no statement: neither a line clock nor the session clock is read or written', async () => {
    const app = await start('production');
    try {
      const visitor = await Visitor.arrive(app);
      const { add, reads } = await shop(visitor);
      expect(reads.length).toBeGreaterThan(0);
      expect([...add, ...reads].filter((sql) => sql.includes('added_under_clock'))).toEqual([]);
      // The reads take the server's clock: none asks the session for its QA clock.
      expect(reads.filter((sql) => sql.includes('clock_override'))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('is done in demo mode once a QA clock moved', async () => {
    const app = await start('demo');
    try {
      const visitor = await Visitor.arrive(app);
      expect((await visitor.postJson(QA_CALLS.clock.path, { now: '2026-01-01T12:00:00Z' })).statusCode).toBe(
        200,
      );
      const { add, reads } = await shop(visitor);
      expect(add.filter((sql) => sql.includes('added_under_clock')).length).toBeGreaterThan(0);
      expect(reads.filter((sql) => sql.includes('added_under_clock')).length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
