import { PGlite } from '@electric-sql/pglite';
import { DatabaseBusyError } from './databaseTrouble.ts';
import { createTurns } from './databaseTurns.ts';
import { lockDataDir } from './dataDirLock.ts';
import { type Db, DEFAULT_DB_TIMEOUT_MS, type OpenTransaction, type Queryable, type Row } from './db.ts';
import { durablePglite } from './durableNodeFs.ts';
import type { GroupCommit } from './groupCommit.ts';
import { explainPgliteFailure, prepareDataDir } from './pgliteStartup.ts';
import { pgliteCommand, pgliteStatements } from './pgliteStatement.ts';
import { scopeToRequests } from './requestScope.ts';
import { budgetMs, counted, type WriteCounter } from './requestWork.ts';
import { countedStatement, writing } from './writeCount.ts';

/** Statements on `target` (the database, or a transaction of it), each in one trip (pgliteStatement.ts). */
const wrap = (
  target: Pick<PGlite, 'exec'>,
  statement: ReturnType<typeof pgliteStatements>,
  counter: WriteCounter,
): Queryable => ({
  async query<T = Row>(sql: string, params: readonly unknown[] = []) {
    return (await countedStatement(counter, sql, () => statement<T>(sql, params))).rows;
  },
  async exec(sql: string) {
    await writing(counter, true, () => target.exec(sql));
  },
});

export interface PgliteOptions {
  /** PC_DB_TIMEOUT_MS: how long work may wait for its turn before it is refused (databaseTurns.ts). */
  timeoutMs?: number;
  /** How long a start waits for another server to leave the data directory (dataDirLock.ts). */
  lockWaitMs?: number;
  /**
   * In memory only: a new database's files as `PGlite.dumpDataDir` gave them, instead of running initdb
   * again (the tests' fresh database per file, test/pgliteTemplate.ts).
   */
  template?: Blob;
}

/**
 * Embedded PostgreSQL (PGlite). `dataDir` keeps the data between restarts, durably (fsync on, decision
 * 0090), and is this process's alone (a lock file; a second server on it is refused); without it, or
 * with `memory://`, the database lives in memory (tests). PGlite runs one statement at a time, so its
 * transactions are exclusive; a turn not given within `timeoutMs` is refused (decision 0091). It is
 * this process's alone, so it counts the statements that may write (Db.writeCount).
 */
export const openPglite = async (
  dataDir?: string,
  { timeoutMs = DEFAULT_DB_TIMEOUT_MS, lockWaitMs, template }: PgliteOptions = {},
): Promise<Db> => {
  const onDisk = dataDir !== undefined && !dataDir.startsWith('memory://');
  if (onDisk) prepareDataDir(dataDir);
  const release = onDisk ? await lockDataDir(dataDir, { waitMs: lockWaitMs }) : () => {};
  let pg: PGlite;
  // In memory nothing is synced, so a write has nothing to wait for.
  let groupCommit: GroupCommit | null = null;
  try {
    if (onDisk) {
      const durable = durablePglite(dataDir);
      groupCommit = durable.groupCommit;
      pg = new PGlite(durable.options);
    } else pg = new PGlite(dataDir ?? 'memory://', template ? { loadDataDir: template } : {});
    await pg.waitReady;
  } catch (error) {
    release();
    throw onDisk ? explainPgliteFailure(dataDir, error) : error;
  }
  // docs/decisions/0045: nothing but this process writes to its PGlite, so reads may be kept until a write.
  const counter: WriteCounter = { writes: 0, sessionWrites: 0 };
  const { take, turn } = createTurns();
  const statement = pgliteStatements(pg);
  const plain = wrap(pg, statement, counter);
  /**
   * Runs `work` in a turn; a write is answered once its WAL is on the disk (decision 0198). It waits
   * for that after its turn, so the next turn's work runs while the disk syncs, in one trip with it.
   */
  const durableTurn = async <R>(work: () => Promise<R>): Promise<R> => {
    if (!groupCommit) return turn(budgetMs(timeoutMs), work);
    const group = groupCommit;
    let mark = 0;
    const result = await turn(budgetMs(timeoutMs), async () => {
      const before = group.asked();
      const value = await work();
      if (group.asked() !== before) mark = group.asked();
      return value;
    });
    if (mark) await group.durable(mark);
    return result;
  };
  // Each turn waits at most what is left of the request's database time (docs/decisions/0146).
  const own: Db = {
    query: async <T = Row>(sql: string, params?: readonly unknown[]) =>
      counted(() => durableTurn(() => plain.query<T>(sql, params))),
    exec: async (sql) => counted(() => durableTurn(() => plain.exec(sql))),
    transaction: async (fn) =>
      counted(() =>
        durableTurn(() =>
          writing(counter, true, () => pg.transaction((tx) => fn(wrap(tx, statement, counter)))),
        ),
      ),
    // A request's transaction holds the turn from BEGIN to its end: PGlite runs one at a time.
    begin: async (): Promise<OpenTransaction> => {
      const done = await counted(async () => take(budgetMs(timeoutMs)));
      let open = true;
      const at = { ...counter };
      const end = async (sql: 'COMMIT' | 'ROLLBACK') => {
        if (!open) {
          // Ended already (rolled back by the request's guard): what follows applies nothing.
          if (sql === 'COMMIT') throw new DatabaseBusyError(timeoutMs);
          return;
        }
        open = false;
        // The counts that moved inside it move again as it ends: a read kept inside it (db/readCache.ts)
        // is not kept past a rollback. A cart's writes still leave the sessions' count.
        const wrote = counter.writes !== at.writes;
        const sessions = counter.sessionWrites !== at.sessionWrites;
        const finish = () => pgliteCommand(pg, sql);
        const before = groupCommit?.asked() ?? 0;
        try {
          const tag = await (wrote ? writing(counter, sessions, finish) : finish());
          if (sql === 'COMMIT' && tag === 'ROLLBACK')
            throw new Error('the transaction had failed: COMMIT rolled it back');
        } finally {
          done();
        }
        // Answered once its WAL is on the disk, waited for after the turn (durableTurn above).
        const mark = groupCommit?.asked() ?? 0;
        if (groupCommit && mark !== before) await counted(() => (groupCommit as GroupCommit).durable(mark));
      };
      try {
        await pgliteCommand(pg, 'BEGIN');
      } catch (error) {
        done();
        throw error;
      }
      return {
        query: async <T = Row>(sql: string, params?: readonly unknown[]) => {
          if (!open) throw new DatabaseBusyError(timeoutMs);
          budgetMs(timeoutMs);
          return counted(() => plain.query<T>(sql, params));
        },
        exec: async (sql) => {
          if (!open) throw new DatabaseBusyError(timeoutMs);
          budgetMs(timeoutMs);
          return counted(() => plain.exec(sql));
        },
        commit: async () => {
          try {
            budgetMs(timeoutMs);
          } catch (late) {
            await end('ROLLBACK').catch(() => {});
            throw late;
          }
          await end('COMMIT');
        },
        rollback: () => end('ROLLBACK').catch(() => {}),
      };
    },
    timeoutMs,
    close: async () => {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
    writeCount: (table) => (table === 'sessions' ? counter.sessionWrites : counter.writes),
  };
  return scopeToRequests(own);
};
