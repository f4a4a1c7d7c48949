import { deepFreeze } from '../deepFreeze.ts';
import { createLru } from '../static/lru.ts';
import type { Db, Queryable } from './db.ts';
import { isRequestScoped } from './requestScope.ts';
import { currentWork } from './requestWork.ts';

/**
 * Reads kept until the next write (docs/decisions/0056). Only where this process
 * is the database's only writer, embedded PGlite (Db.writeCount): then nothing can change what a
 * read answered without a statement of this process, and every statement that may write moves the
 * count (db/pgliteDb.ts), so a kept answer is used only while the count has not moved since it was
 * read. Any write, of any session, the catalogue or a QA switch, drops them all: coarse, and right
 * without knowing which write touches which read. PostgreSQL may be written by other servers
 * (decision 0044), so its reads are kept only for the rest of one request (keptForRequest below); nor
 * are reads inside a transaction (a Queryable without the count), which must see its own writes.
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
  if (!isCounted(db)) return keptForRequest(db, key, read, table);
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

/**
 * docs/decisions/0222: where the database is not this process's alone (PostgreSQL), a read is kept for
 * the rest of the request that made it, until a statement of that request that may write (to the
 * sessions table, for `table`). A request reads its session's switches once, not in each of its
 * steps; it sees its own writes; another request reads again. Kept only through the request's database
 * (not a transaction's own Queryable, whose writes the request does not count).
 */
const keptForRequest = async <V>(
  db: Queryable,
  key: string,
  read: () => Promise<V>,
  table?: 'sessions',
): Promise<V> => {
  const work = isRequestScoped(db) ? currentWork() : undefined;
  if (!work) return read();
  const count = table === 'sessions' ? work.writes.sessionWrites : work.writes.writes;
  const hit = work.kept.get(key);
  if (hit && hit.count === count) return hit.value as V;
  const value = deepFreeze(await read());
  work.kept.set(key, { count, value });
  return value;
};
