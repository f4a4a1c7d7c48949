import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './db.ts';

/** A statement that only reads: a plain SELECT (FOR UPDATE locks, but changes nothing). */
const READ_ONLY = /^\s*SELECT\b/i;
/** A statement that names the sessions table may change a session's row (the QA switches). */
const NAMES_SESSIONS = /\bsessions\b/i;

/** Statements that may write: all of them, and those that may write to the sessions table. */
interface WriteCounter {
  writes: number;
  sessionWrites: number;
}

/**
 * Runs `run` as a statement that may write: the counts move before it starts and once it ended, so
 * a read begun on either side of it is never kept as current (db/readCache.ts).
 */
const writing = async <R>(counter: WriteCounter, sessions: boolean, run: () => Promise<R>): Promise<R> => {
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

const wrap = (target: Pick<PGlite, 'query' | 'exec'>, counter: WriteCounter): Queryable => ({
  async query<T = Row>(sql: string, params: readonly unknown[] = []) {
    const run = () => target.query<T>(sql, [...params]);
    const result = READ_ONLY.test(sql) ? await run() : await writing(counter, NAMES_SESSIONS.test(sql), run);
    return result.rows;
  },
  async exec(sql: string) {
    await writing(counter, true, () => target.exec(sql));
  },
});

/**
 * Embedded PostgreSQL (PGlite). `dataDir` keeps the data between restarts; without it the database
 * lives in memory (tests). PGlite runs one statement at a time, so its transactions are exclusive.
 * It is this process's alone, so it counts the statements that may write (Db.writeCount).
 */
export const openPglite = async (dataDir?: string): Promise<Db> => {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  // docs/decisions/0045: nothing but this process writes to its PGlite, so reads may be kept until a write.
  const counter: WriteCounter = { writes: 0, sessionWrites: 0 };
  return {
    ...wrap(pg, counter),
    transaction: (fn) => writing(counter, true, () => pg.transaction((tx) => fn(wrap(tx, counter)))),
    close: () => pg.close(),
    writeCount: (table) => (table === 'sessions' ? counter.sessionWrites : counter.writes),
  };
};
