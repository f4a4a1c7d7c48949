import { describe, expect, it } from 'vitest';
import type { Db, Queryable } from './db.ts';
import { keptRead } from './readCache.ts';

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
