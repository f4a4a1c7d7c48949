import type { Db, OpenTransaction, Queryable } from './db.ts';
import { currentWork } from './requestWork.ts';

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

/** `own`, whose work inside a request with an open transaction runs in that transaction. */
export const scopeToRequests = (own: Db): Db => {
  const open = (): OpenTransaction | undefined => currentWork()?.tx;
  return {
    query: (sql, params) => (open() ?? own).query(sql, params),
    exec: (sql) => (open() ?? own).exec(sql),
    transaction: (fn) => {
      const tx = open();
      return tx ? inSavepoint(tx, fn) : own.transaction(fn);
    },
    begin: () => own.begin(),
    timeoutMs: own.timeoutMs,
    close: () => own.close(),
    ...(own.writeCount ? { writeCount: own.writeCount } : {}),
  };
};
