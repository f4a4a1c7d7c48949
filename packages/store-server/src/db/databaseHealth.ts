import { type DatabaseTrouble, databaseTrouble } from './databaseTrouble.ts';
import type { Db } from './db.ts';

// docs/decisions/0091: an outage is told in the log once when it starts and once when it ends, not
// with a stack trace per request; the readiness route reads the same state. The database itself is
// not wrapped: caches are kept per database object (db/readCache.ts), and tests share them.

export interface HealthLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface DatabaseHealth {
  /** A request failed with `error`: if it is database trouble, the outage begins (logged once). */
  failed(error: unknown): void;
  /** Asks the database (`SELECT 1`); answers whether it answered, and ends or begins an outage. */
  check(): Promise<boolean>;
  /** During an outage, asks again in the background, at most once a second. */
  lookAgain(): void;
  /** The trouble seen last, or undefined while the database answers. */
  trouble(): DatabaseTrouble | undefined;
}

const LOOK_AGAIN_MS = 1_000;

export const createDatabaseHealth = (
  db: Db,
  log: HealthLog,
  now: () => number = Date.now,
): DatabaseHealth => {
  let current: { trouble: DatabaseTrouble; since: number } | undefined;
  let lookedAt = 0;
  const failed = (error: unknown) => {
    const trouble = databaseTrouble(error);
    if (!trouble || current) return;
    current = { trouble, since: now() };
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(`database ${trouble}: ${reason}; answering 503 with Retry-After until it recovers`);
  };
  const check = async () => {
    lookedAt = now();
    try {
      await db.query('SELECT 1');
    } catch (error) {
      failed(error);
      return false;
    }
    if (current) {
      log.info(
        `database available again after ${Math.round((now() - current.since) / 1000)} s (${current.trouble})`,
      );
      current = undefined;
    }
    return true;
  };
  return {
    failed,
    check,
    lookAgain: () => {
      if (current && now() - lookedAt >= LOOK_AGAIN_MS) void check();
    },
    trouble: () => current?.trouble,
  };
};
