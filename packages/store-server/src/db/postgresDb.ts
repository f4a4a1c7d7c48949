import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DatabaseBusyError, databaseTrouble } from './databaseTrouble.ts';
import { type Db, DEFAULT_DB_TIMEOUT_MS, type OpenTransaction, type Queryable, type Row } from './db.ts';
import { scopeToRequests } from './requestScope.ts';
import { boundedByRequest, budgetMs, outsideRequests } from './requestWork.ts';

export interface PostgresOptions {
  connectionString: string;
  /** Schema to work in (tests isolate each file in its own); created when missing. */
  schema?: string;
  max?: number;
  /** PC_DB_TIMEOUT_MS: the bound on a statement, a lock wait and a connection wait (decision 0091). */
  timeoutMs?: number;
}

/** Ignores an error event: the query it ended was rejected with it, and the client is given up. */
const ignore = () => {};

// docs/decisions/0170: the commit marks, this adapter's own bookkeeping (not the store's data, so not a
// migration: every transaction that writes is marked, the migrations' own included). A function, so a
// read-only transaction (the owner's report) asks it too and stays read-only: only one that has
// written (has an id) inserts its mark.
const MARKS = `
CREATE TABLE IF NOT EXISTS commit_marks (
  token uuid PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE OR REPLACE FUNCTION commit_mark(mark uuid) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF txid_current_if_assigned() IS NULL THEN
    RETURN false;
  END IF;
  INSERT INTO commit_marks (token) VALUES (mark);
  RETURN true;
END
$$`;
/** One key for the advisory lock under which servers opening one new database create the marks. */
const MARKS_LOCK = 7_170_001;
const MARK = 'SELECT commit_mark($1) AS marked';
/** Takes a mark's token after a lost COMMIT: one row when its transaction did not commit. */
const MARK_TAKEN =
  'INSERT INTO commit_marks (token) VALUES ($1) ON CONFLICT (token) DO NOTHING RETURNING token';
const MARKS_SWEPT = "DELETE FROM commit_marks WHERE at < now() - interval '1 hour'";
const SWEEP_MARKS_EVERY = 500;

/** Creates the marks where they are missing, one server at a time. */
const createMarks = async (pool: pg.Pool) => {
  const [ready] = (
    await pool.query<{ ready: boolean }>(
      "SELECT to_regclass('commit_marks') IS NOT NULL AND to_regprocedure('commit_mark(uuid)') IS NOT NULL AS ready",
    )
  ).rows;
  if (ready?.ready) return;
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MARKS_LOCK]);
    await client.query(MARKS);
    await client.query('COMMIT');
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    // A client whose transaction failed is given up (PostgreSQL rolls it back), not returned.
    client.release(failed);
  }
};

/** PostgreSQL through a `pg` connection pool: the server stays stateless, the data lives in PostgreSQL. */
export const openPostgres = async ({
  connectionString,
  schema,
  max = 10,
  timeoutMs = DEFAULT_DB_TIMEOUT_MS,
}: PostgresOptions): Promise<Db> => {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new Error(`Bad schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString,
    max,
    // docs/decisions/0091: every piece of work is bounded. PostgreSQL cancels a statement or a lock
    // wait past the timeout and rolls its transaction back, so nothing is applied after the answer;
    // a transaction left idle is ended; a request waits that long at most for a free connection.
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    lock_timeout: timeoutMs,
    idle_in_transaction_session_timeout: 2 * timeoutMs,
    // The client's own bound, past the server's: a connection gone silent (a cut network) is given up.
    query_timeout: timeoutMs + 2_000,
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // Issue 36: a connection lost (PostgreSQL restarted or stopped) emits 'error' on its client, idle
  // or checked out, and an 'error' event nobody listens to ends the process. The pool listens to its
  // idle clients; every client gets a listener of its own for the time it is checked out (node-postgres:
  // "you must always have an error listener on a checked-out client"). The query in flight is
  // rejected with the error (a 503, docs/decisions/0091) and the client is destroyed on release.
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));

  /** A pool client within what is left of the request's database time (docs/decisions/0146). */
  const connect = async (): Promise<pg.PoolClient> =>
    boundedByRequest(
      timeoutMs,
      () => pool.connect(),
      (late) =>
        late.then(
          (client) => client.release(),
          () => {},
        ),
    );

  /**
   * Whether the transaction that wrote the commit mark `token` committed, once PostgreSQL answers again
   * (docs/decisions/0170), asked for at most PC_DB_TIMEOUT_MS; 'unknown' if it does not answer by then
   * (docs/decisions/0146: the retry with the key replays the answer). Taking the token settles it: a
   * transaction still running holds its uncommitted mark, and the insert waits for it to end; the mark
   * there means it committed; taken now, it never can.
   */
  const outcomeOf = (token: string): Promise<'committed' | 'aborted' | 'unknown'> =>
    outsideRequests(async () => {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const taken = await pool.query(MARK_TAKEN, [token]).then(
          ({ rowCount }) => rowCount === 1,
          () => undefined,
        );
        if (taken !== undefined) return taken ? 'aborted' : 'committed';
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return 'unknown';
    });

  let marked = 0;
  /** One marked commit in SWEEP_MARKS_EVERY also deletes the marks no lost COMMIT can still ask about. */
  const sweepMarks = () => {
    marked += 1;
    if (marked % SWEEP_MARKS_EVERY === 0) void outsideRequests(() => pool.query(MARKS_SWEPT)).catch(ignore);
  };

  const begin = async (): Promise<OpenTransaction> => {
    const client = await connect();
    /** Why the connection cannot be trusted: lost, or a statement still running past the request's bound. */
    let broken: Error | undefined;
    let open = true;
    /** This transaction's commit mark, when it wrote anything (docs/decisions/0170). */
    let mark: string | undefined;
    const run = async (sql: string, params: readonly unknown[] = []) => {
      // Ended already (rolled back by the request's guard): what follows applies nothing.
      if (!open) throw new DatabaseBusyError(timeoutMs);
      if (broken) throw broken;
      try {
        return await boundedByRequest(timeoutMs, () => client.query(sql, [...params]));
      } catch (error) {
        // A statement PostgreSQL refused (a lock timeout, a constraint) leaves the connection usable;
        // one that outlived the request's bound still runs, and a lost connection is gone.
        if (databaseTrouble(error) === 'unavailable' || !(error as { code?: unknown }).code)
          broken ??= error as Error;
        throw error;
      }
    };
    /** Destroys the connection (PostgreSQL rolls back a transaction whose client left), or returns it. */
    const release = () => client.release(broken ?? undefined);
    const tx: OpenTransaction = {
      async query<T = Row>(sql: string, params?: readonly unknown[]) {
        return (await run(sql, params)).rows as T[];
      },
      async exec(sql: string) {
        await run(sql);
      },
      async commit() {
        if (!open) throw new DatabaseBusyError(timeoutMs);
        try {
          if (broken) throw broken;
          // docs/decisions/0170: a transaction that wrote also writes a mark of its own, to learn after a
          // COMMIT whose answer was lost whether it committed; none when it wrote nothing, and then there
          // is nothing to learn. Written here, not at BEGIN, so a transaction may still open with SET
          // TRANSACTION (the owner's report, decision 0121).
          const token = randomUUID();
          budgetMs(timeoutMs);
          open = false;
          // The mark and the COMMIT in one trip (decision 0222): a simple query of two statements, the
          // token (ours, a UUID) written in. Not cut at the bound: once COMMIT is sent its outcome must
          // be known. PostgreSQL bounds it. Until its answer, the transaction may have written a mark;
          // one that wrote none is answered 'aborted' by outcomeOf, as it never committed anything.
          mark = token;
          const results = (await client.query(
            `${MARK.replace('$1', `'${token}'`)}; COMMIT`,
          )) as unknown as pg.QueryResult[];
          const [marked, result] = results;
          if (result?.command === 'ROLLBACK')
            throw new Error('the transaction had failed: COMMIT rolled it back');
          mark = (marked?.rows[0] as { marked?: boolean } | undefined)?.marked ? token : undefined;
          if (mark !== undefined) sweepMarks();
        } catch (error) {
          broken ??= error as Error;
          // The connection went during COMMIT: it may have committed. The answer must say what happened.
          if (
            mark !== undefined &&
            databaseTrouble(error) === 'unavailable' &&
            (await outcomeOf(mark)) === 'committed'
          )
            return;
          throw error;
        } finally {
          open = false;
          release();
        }
      },
      async rollback() {
        if (!open) return;
        open = false;
        try {
          if (!broken) await client.query('ROLLBACK');
        } catch (error) {
          broken ??= error as Error;
        } finally {
          release();
        }
      },
    };
    try {
      await run('BEGIN');
    } catch (error) {
      open = false;
      broken ??= error as Error;
      release();
      throw error;
    }
    return tx;
  };

  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await createMarks(pool);
  const own: Db = {
    async query<T = Row>(sql: string, params: readonly unknown[] = []) {
      // Past the request's bound its answer is not waited for; PostgreSQL's timeouts end the statement.
      const result = await boundedByRequest(timeoutMs, () => pool.query(sql, [...params]));
      return result.rows as T[];
    },
    async exec(sql: string) {
      await boundedByRequest(timeoutMs, () => pool.query(sql));
    },
    begin,
    async transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> {
      const tx = await begin();
      let result: R;
      try {
        result = await fn(tx);
      } catch (error) {
        await tx.rollback();
        throw error;
      }
      await tx.commit();
      return result;
    },
    timeoutMs,
    close: () => pool.end(),
  };
  return scopeToRequests(own);
};
