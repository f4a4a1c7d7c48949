import { AsyncLocalStorage } from 'node:async_hooks';
import { DatabaseBusyError } from './databaseTrouble.ts';
import type { OpenTransaction } from './db.ts';

// Issue 36, docs/decisions/0146: the database work of one request shares one bound, PC_DB_TIMEOUT_MS
// in total (not per step): the time it spends waiting for and running its statements. Time it spends
// otherwise (a password's hash) is not the database's. A write request's statements run in its one
// transaction (http/requestTransaction.ts). The request's async context carries both, so the areas'
// code keeps calling `db.query` and `db.transaction` as before.

export interface RequestWork {
  /** PC_DB_TIMEOUT_MS: what all of this request's database work may take. */
  readonly boundMs: number;
  /** What its database work took so far. */
  usedMs: number;
  /** The request's transaction, while it is open: every statement of the request runs in it. */
  tx?: OpenTransaction;
  /** Rolls the transaction back if the request has not ended it in time (http/requestTransaction.ts). */
  guard?: NodeJS.Timeout;
  /**
   * This request's own statements that may write, and those that may write to the sessions table
   * (db/requestScope.ts counts them): its kept reads (db/readCache.ts) last until one of them.
   */
  readonly writes: WriteCounter;
  /** Reads kept for the rest of this request, where the database is not this process's alone. */
  readonly kept: Map<string, { count: number; value: unknown }>;
}

/** Statements that may write: all of them, and those that may write to the sessions table. */
export interface WriteCounter {
  writes: number;
  sessionWrites: number;
}

const storage = new AsyncLocalStorage<RequestWork>();

/** Runs `fn` (and all it starts) as the work of one request with `timeoutMs` for its database work. */
export const runRequestWork = <R>(timeoutMs: number, fn: () => R): R =>
  storage.run(
    { boundMs: timeoutMs, usedMs: 0, writes: { writes: 0, sessionWrites: 0 }, kept: new Map() },
    fn,
  );

/**
 * Ends the request's hold on its transaction (http/requestTransaction.ts commits or rolls it back next):
 * its statements from here run on their own, and its reads kept inside it are dropped (decision 0222),
 * so none of what a rollback takes back is answered from memory after it.
 */
export const takeTransaction = (work: RequestWork): OpenTransaction | undefined => {
  const { tx } = work;
  work.tx = undefined;
  clearTimeout(work.guard);
  work.kept.clear();
  return tx;
};

/**
 * Runs `fn` (and all it starts: timers too) as work of no request: the database's health checks, which
 * a request's end may start but must not share its bound.
 */
export const outsideRequests = <R>(fn: () => R): R => storage.exit(fn);

/** The work of the request being served, or undefined outside a request (start-up, the mail worker). */
export const currentWork = (): RequestWork | undefined => storage.getStore();

/**
 * How long the next piece of database work may take: `boundMs` (PC_DB_TIMEOUT_MS), or what is left
 * of the request's when less. With nothing left the work is refused before it starts.
 */
export const budgetMs = (boundMs: number): number => {
  const work = storage.getStore();
  const left = work ? Math.min(boundMs, work.boundMs - work.usedMs) : boundMs;
  if (left <= 0) throw new DatabaseBusyError(boundMs);
  return left;
};

/** Runs a piece of database work, adding the time it took to the request's. */
export const counted = async <R>(start: () => Promise<R>): Promise<R> => {
  const work = storage.getStore();
  if (!work) return start();
  const started = Date.now();
  try {
    return await start();
  } finally {
    work.usedMs += Date.now() - started;
  }
};

/**
 * Inside a request: starts `start` within what is left of its bound, or refuses it when none is
 * left (`within`), and counts the time it took. Outside one (start-up, migrations that wait for
 * another server's, the mail worker) the database's own timeouts bound the work, as before.
 */
export const boundedByRequest = async <R>(
  boundMs: number,
  start: () => Promise<R>,
  late?: (outcome: Promise<R>) => void,
): Promise<R> => {
  if (!storage.getStore()) return start();
  const ms = budgetMs(boundMs);
  return counted(() => within(ms, start(), late));
};

/**
 * `work`'s answer, or DatabaseBusyError once `ms` passed without one. The work itself goes on (a
 * statement PostgreSQL bounds with its own timeouts); `late` is given its outcome, to release what
 * it holds.
 */
export const within = async <R>(
  ms: number,
  work: Promise<R>,
  late?: (outcome: Promise<R>) => void,
): Promise<R> => {
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(new DatabaseBusyError(ms));
        }, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    if (timedOut) {
      work.catch(() => {});
      late?.(work);
    }
  }
};
