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
   * Whether the transaction `xid` committed, once PostgreSQL answers again (`txid_status`, made for a
   * client that lost its connection during COMMIT), asked for at most PC_DB_TIMEOUT_MS; 'unknown' if
   * it does not answer by then (docs/decisions/0146: the retry with the key replays the answer).
   */
  const outcomeOf = (xid: string): Promise<string> =>
    outsideRequests(async () => {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const status = await pool
          .query<{ status: string | null }>('SELECT txid_status($1) AS status', [xid])
          .then(
            ({ rows }) => rows[0]?.status,
            () => undefined,
          );
        if (status === 'committed' || status === 'aborted') return status;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return 'unknown';
    });

  const begin = async (): Promise<OpenTransaction> => {
    const client = await connect();
    /** Why the connection cannot be trusted: lost, or a statement still running past the request's bound. */
    let broken: Error | undefined;
    let open = true;
    let xid: string | undefined;
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
          // The transaction's id, to learn after a COMMIT whose answer was lost whether it committed;
          // none when it wrote nothing, and then there is nothing to learn. Asked here, not at BEGIN,
          // so a transaction may still open with SET TRANSACTION (the owner's report, decision 0121).
          const [assigned] = (await run('SELECT txid_current_if_assigned() AS xid')).rows as {
            xid: string | null;
          }[];
          xid = assigned?.xid ?? undefined;
          open = false;
          budgetMs(timeoutMs);
          // Not cut at the bound: once COMMIT is sent its outcome must be known. PostgreSQL bounds it.
          const result = await client.query('COMMIT');
          if (result.command === 'ROLLBACK')
            throw new Error('the transaction had failed: COMMIT rolled it back');
        } catch (error) {
          broken ??= error as Error;
          // The connection went during COMMIT: it may have committed. The answer must say what happened.
          if (
            xid !== undefined &&
            databaseTrouble(error) === 'unavailable' &&
            (await outcomeOf(xid)) === 'committed'
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
