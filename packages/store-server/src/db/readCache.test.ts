import { describe, expect, it } from 'vitest';
import type { Db, Queryable } from './db.ts';
import { keptRead } from './readCache.ts';
import { scopeToRequests } from './requestScope.ts';
import { currentWork, runRequestWork, takeTransaction } from './requestWork.ts';

// docs/decisions/0056: a read is kept while the database's write count stays put.

const counted = () => {
  const state = { writes: 0 };
  const db = {
    query: async () => [],
    exec: async () => {},
    transaction: async () => {
      throw new Error('not used');
    },
    close: async () => {},
    writeCount: () => state.writes,
  } as unknown as Db;
  return { db, state };
};

describe('keptRead', () => {
  it('answers the kept value until a write moves the count', async () => {
    const { db, state } = counted();
    let reads = 0;
    const read = () => keptRead(db, 'k', async () => ({ n: ++reads }));
    expect(await read()).toEqual({ n: 1 });
    expect(await read()).toEqual({ n: 1 });
    state.writes += 1;
    expect(await read()).toEqual({ n: 2 });
    expect(Object.isFrozen(await read())).toBe(true);
  });

  it('never keeps as current a read that a write overlapped', async () => {
    const { db, state } = counted();
    let reads = 0;
    const overlapped = await keptRead(db, 'k', async () => {
      state.writes += 1; // a write ends while the read runs
      return ++reads;
    });
    expect(overlapped).toBe(1);
    expect(await keptRead(db, 'k', async () => ++reads)).toBe(2);
  });

  it('keeps apart the keys, and keeps nothing for a database without the count', async () => {
    const { db } = counted();
    expect(await keptRead(db, 'a', async () => 'a')).toBe('a');
    expect(await keptRead(db, 'b', async () => 'b')).toBe('b');
    const uncounted: Queryable = { query: async () => [], exec: async () => {} };
    let reads = 0;
    await keptRead(uncounted, 'k', async () => ++reads);
    expect(await keptRead(uncounted, 'k', async () => ++reads)).toBe(2);
  });
});

// docs/decisions/0222: on a database other servers write to, a read is kept for the rest of its request.
describe('keptRead on a database without the count, in a request', () => {
  const uncounted = () => {
    const sent: string[] = [];
    const own = {
      query: async (sql: string) => {
        sent.push(sql);
        return [];
      },
      exec: async (sql: string) => {
        sent.push(sql);
      },
      transaction: async <R>(fn: (tx: Queryable) => Promise<R>) => fn(own),
      begin: async () => {
        throw new Error('not used');
      },
      timeoutMs: 1_000,
      close: async () => {},
    } as unknown as Db;
    return { db: scopeToRequests(own), own, sent };
  };

  it('keeps it until the request writes to its table, and reads again in the next request', async () => {
    const { db } = uncounted();
    let reads = 0;
    const session = () => keptRead(db, 'session|s', async () => ++reads, 'sessions');
    const cart = () => keptRead(db, 'cart|s', async () => ++reads);
    await runRequestWork(1_000, async () => {
      expect([await session(), await session()]).toEqual([1, 1]);
      expect(await cart()).toBe(2);
      await db.query('INSERT INTO cart_items (session_id) VALUES ($1)', ['s']); // a cart write
      expect(await session()).toBe(1);
      expect(await cart()).toBe(3);
      await db.query("UPDATE sessions SET identity = 'customer' WHERE id = $1", ['s']);
      expect(await session()).toBe(4);
      await db.transaction(async () => {}); // a transaction may write anything
      expect(await session()).toBe(5);
      await db.exec('SET LOCAL lock_timeout = 0');
      expect(await session()).toBe(6);
      expect(await session()).toBe(6);
    });
    await runRequestWork(1_000, async () => {
      expect(await session()).toBe(7);
    });
    expect(await session()).toBe(8); // outside a request: never kept
    expect(await session()).toBe(9);
  });

  it('drops what it kept once the request lets go of its transaction (a rollback takes back what it read)', async () => {
    const { db } = uncounted();
    let reads = 0;
    await runRequestWork(1_000, async () => {
      await keptRead(db, 'session|s', async () => ++reads, 'sessions');
      expect(await keptRead(db, 'session|s', async () => ++reads, 'sessions')).toBe(1);
      takeTransaction(currentWork()!);
      expect(await keptRead(db, 'session|s', async () => ++reads, 'sessions')).toBe(2);
    });
  });

  it("keeps nothing read through a transaction's own statements, nor a read a write overlapped", async () => {
    const { db, own } = uncounted();
    let reads = 0;
    await runRequestWork(1_000, async () => {
      await keptRead(own, 'k', async () => ++reads);
      expect(await keptRead(own, 'k', async () => ++reads)).toBe(2);
      const overlapped = keptRead(db, 'j', async () => {
        await db.query('DELETE FROM cart_items');
        return ++reads;
      });
      expect(await overlapped).toBe(3);
      expect(await keptRead(db, 'j', async () => ++reads)).toBe(4);
    });
  });
});
