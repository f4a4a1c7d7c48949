import type { WriteCounter } from './requestWork.ts';

// docs/decisions/0056, 0222: which statements may write, counted so a read can be kept until one.

/** A statement that only reads: a plain SELECT (FOR UPDATE locks, but changes nothing). */
const READ_ONLY = /^\s*SELECT\b/i;
/** A statement that names the sessions table may change a session's row (the QA switches). */
const NAMES_SESSIONS = /\bsessions\b/i;

/** What `sql` may write: nothing, any table, or (also) the sessions table. */
export const writesOf = (sql: string): 'nothing' | 'tables' | 'sessions' =>
  READ_ONLY.test(sql) ? 'nothing' : NAMES_SESSIONS.test(sql) ? 'sessions' : 'tables';

/**
 * Runs `run` as a statement that may write: the counts move before it starts and once it ended, so
 * a read begun on either side of it is never kept as current (db/readCache.ts).
 */
export const writing = async <R>(
  counter: WriteCounter,
  sessions: boolean,
  run: () => Promise<R>,
): Promise<R> => {
  const bump = () => {
    counter.writes += 1;
    if (sessions) counter.sessionWrites += 1;
  };
  bump();
  try {
    return await run();
  } finally {
    bump();
  }
};

/** Runs the statement `sql` with `run`, counted in `counter` when it may write. */
export const countedStatement = <R>(
  counter: WriteCounter,
  sql: string,
  run: () => Promise<R>,
): Promise<R> => {
  const writes = writesOf(sql);
  return writes === 'nothing' ? run() : writing(counter, writes === 'sessions', run);
};
