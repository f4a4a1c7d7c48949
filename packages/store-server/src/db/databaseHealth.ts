import { type DatabaseTrouble, databaseTrouble } from './databaseTrouble.ts';
import type { Db, Queryable, Row } from './db.ts';

// docs/decisions/0091: an outage is told in the log once when it starts and once when it ends, not
// with a stack trace per request; the readiness route reads the same state.

export interface HealthLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface DatabaseHealth {
  /** The database, watched: every statement's outcome moves the state. */
  readonly db: Db;
  /** The trouble seen by the last statement, or undefined while the database answers. */
  trouble(): DatabaseTrouble | undefined;
}

/** Watches `db`: logs when statements start failing for database trouble and when they work again. */
export const watchDatabase = (db: Db, log: HealthLog, now: () => number = Date.now): DatabaseHealth => {
  let current: { trouble: DatabaseTrouble; since: number } | undefined;
  const ok = () => {
    if (!current) return;
    log.info(
      `database available again after ${Math.round((now() - current.since) / 1000)} s (${current.trouble})`,
    );
    current = undefined;
  };
  const failed = (error: unknown) => {
    const trouble = databaseTrouble(error);
    if (trouble && !current) {
      current = { trouble, since: now() };
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(`database ${trouble}: ${reason}; answering 503 with Retry-After until it recovers`);
    }
  };
  const watched = async <R>(run: () => Promise<R>): Promise<R> => {
    try {
      const result = await run();
      ok();
      return result;
    } catch (error) {
      failed(error);
      throw error;
    }
  };
  const watchedDb: Db = {
    query: <T = Row>(sql: string, params?: readonly unknown[]) => watched(() => db.query<T>(sql, params)),
    exec: (sql) => watched(() => db.exec(sql)),
    transaction: <R>(fn: (tx: Queryable) => Promise<R>) => watched(() => db.transaction(fn)),
    close: () => db.close(),
    ...(db.writeCount ? { writeCount: db.writeCount } : {}),
  };
  return { db: watchedDb, trouble: () => current?.trouble };
};
