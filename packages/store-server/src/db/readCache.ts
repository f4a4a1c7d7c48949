import { deepFreeze } from '../deepFreeze.ts';
import { createLru } from '../static/lru.ts';
import type { Db, Queryable } from './db.ts';

/**
 * Reads kept until the next write (docs/decisions/0056). Only where this process
 * is the database's only writer, embedded PGlite (Db.writeCount): then nothing can change what a
 * read answered without a statement of this process, and every statement that may write moves the
 * count (db/pgliteDb.ts), so a kept answer is used only while the count has not moved since it was
 * read. Any write, of any session, the catalogue or a QA switch, drops them all: coarse, and right
 * without knowing which write touches which read. PostgreSQL may be written by other servers
 * (decision 0044), so its reads are never kept; nor are reads inside a transaction (a Queryable
 * without the count), which must see the transaction's own writes.
 *
 * The answers are frozen: every caller gets the same object.
 */

/** Per database, so two apps on one PGlite (tests) share the count and the kept answers. */
const kept = new WeakMap<Db, ReturnType<typeof createLru<{ count: number; value: unknown }>>>();

/** Answers kept per database: the most recently used of them. */
const KEPT_READS = 20_000;

const isCounted = (db: Queryable): db is Db & { writeCount: NonNullable<Db['writeCount']> } =>
  typeof (db as Partial<Db>).writeCount === 'function';

/**
 * `read()`'s answer, or the one kept under `key` when no statement that may write ran since it was
 * read. `key` names the read and its arguments (`switches|<session id>`). A read of the sessions
 * table alone passes `'sessions'`: it is kept until a statement that may write to that table (one
 * that names it, an `exec` or a transaction), so a cart's writes leave it kept.
 */
export const keptRead = async <V>(
  db: Queryable,
  key: string,
  read: () => Promise<V>,
  table?: 'sessions',
): Promise<V> => {
  if (!isCounted(db)) return read();
  let reads = kept.get(db);
  if (!reads) {
    reads = createLru(KEPT_READS);
    kept.set(db, reads);
  }
  const count = db.writeCount(table);
  const hit = reads.peek(key);
  if (hit && hit.count === count) return hit.value as V;
  const value = deepFreeze(await read());
  // Kept with the count from before the read: a write that ran meanwhile makes it stale at once.
  reads.set(key, { count, value });
  return value;
};
