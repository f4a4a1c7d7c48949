import type { Db, OpenTransaction, Queryable, Row } from './db.ts';
import { currentWork } from './requestWork.ts';
import { countedStatement, writing } from './writeCount.ts';

// docs/decisions/0146 (issue 36): a write request runs in one transaction, its answer's read and its
// idempotency record included, so a 503 never follows a committed write. The areas' code is unchanged:
// the database object itself sends a request's statements to the request's transaction, and makes
// their own transactions savepoints of it (all or nothing, as before, within the request's).

let savepoints = 0;

const inSavepoint = async <R>(tx: OpenTransaction, fn: (tx: Queryable) => Promise<R>): Promise<R> => {
  savepoints += 1;
  const name = `pc_step_${savepoints}`;
  await tx.exec(`SAVEPOINT ${name}`);
  try {
    const result = await fn(tx);
    await tx.exec(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    // A connection lost meanwhile fails this too; the request's transaction is rolled back whole.
    await tx.exec(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => {});
    throw error;
  }
};

/** The databases scopeToRequests made: their reads may be kept for the rest of a request (readCache.ts). */
const scoped = new WeakSet<Queryable>();

export const isRequestScoped = (db: Queryable): boolean => scoped.has(db);

/**
 * `own`, whose work inside a request with an open transaction runs in that transaction. Inside a
 * request it also counts the request's statements that may write (docs/decisions/0222): a read kept
 * for the request lasts until one.
 */
export const scopeToRequests = (own: Db): Db => {
  const db: Db = {
    query: <T = Row>(sql: string, params?: readonly unknown[]) => {
      const work = currentWork();
      const run = () => (work?.tx ?? own).query<T>(sql, params);
      return work ? countedStatement(work.writes, sql, run) : run();
    },
    exec: (sql) => {
      const work = currentWork();
      const run = () => (work?.tx ?? own).exec(sql);
      return work ? writing(work.writes, true, run) : run();
    },
    transaction: (fn) => {
      const work = currentWork();
      const tx = work?.tx;
      const run = () => (tx ? inSavepoint(tx, fn) : own.transaction(fn));
      return work ? writing(work.writes, true, run) : run();
    },
    begin: () => own.begin(),
    timeoutMs: own.timeoutMs,
    close: () => own.close(),
    ...(own.writeCount ? { writeCount: own.writeCount } : {}),
  };
  scoped.add(db);
  return db;
};
