import { type DatabaseTrouble, databaseTrouble } from './databaseTrouble.ts';
import type { Db } from './db.ts';
import { outsideRequests } from './requestWork.ts';

// docs/decisions/0091, 0146: an outage is told in the log once when it starts and once when it ends,
// whatever its cause (a lock held, PostgreSQL restarting or down, PGlite's turn not given), not with a
// stack trace per request, nor a start and an end per request while a lock flaps between answers. It
// ends when the database answers and no work met trouble for one PC_DB_TIMEOUT_MS: work begun during
// it has ended by then. The readiness route asks the database itself. The database is not wrapped:
// caches are kept per database object (db/readCache.ts), and tests share them.

export interface HealthLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface DatabaseHealth {
  /** A request failed with `error`: if it is database trouble, the outage begins (logged once) or goes on. */
  failed(error: unknown): void;
  /** Asks the database (`SELECT 1`); answers whether it answered, and ends or begins an outage. */
  check(): Promise<boolean>;
  /** During an outage, asks again in the background, at most once a second. */
  lookAgain(): void;
  /** The trouble of the outage going on, or undefined while there is none. */
  trouble(): DatabaseTrouble | undefined;
  /** Stops looking (the app closes). */
  stop(): void;
}

const LOOK_AGAIN_MS = 1_000;

export const createDatabaseHealth = (
  db: Db,
  log: HealthLog,
  now: () => number = Date.now,
  quietMs: number = db.timeoutMs,
): DatabaseHealth => {
  let current: { trouble: DatabaseTrouble; since: number; lastSeen: number } | undefined;
  let lookedAt = 0;
  // During an outage the database is asked once a second, so its end is logged without traffic too.
  let looking: NodeJS.Timeout | undefined;
  const stopLooking = () => {
    clearInterval(looking);
    looking = undefined;
  };
  const failed = (error: unknown) => {
    const trouble = databaseTrouble(error);
    if (!trouble) return;
    if (current) {
      current.lastSeen = now();
      return;
    }
    current = { trouble, since: now(), lastSeen: now() };
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(`database ${trouble}: ${reason}; answering 503 with Retry-After until it recovers`);
    looking ??= outsideRequests(() => setInterval(() => void check(), LOOK_AGAIN_MS).unref());
  };
  const check = async () => {
    lookedAt = now();
    try {
      // Not within the bound of the request whose answer or probe asked.
      await outsideRequests(() => db.query('SELECT 1'));
    } catch (error) {
      failed(error);
      return false;
    }
    if (current && now() - current.lastSeen >= quietMs) {
      log.info(
        `database available again after ${((current.lastSeen - current.since) / 1000).toFixed(1)} s of trouble (${current.trouble})`,
      );
      current = undefined;
      stopLooking();
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
    stop: stopLooking,
  };
};
