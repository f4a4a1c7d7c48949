import pg from 'pg';
import { type Db, DEFAULT_DB_TIMEOUT_MS, type Queryable, type Row } from './db.ts';

const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
  async query<T = Row>(sql: string, params: readonly unknown[] = []) {
    const result = await target.query(sql, [...params]);
    return result.rows as T[];
  },
  async exec(sql: string) {
    await target.query(sql);
  },
});

export interface PostgresOptions {
  connectionString: string;
  /** Schema to work in (tests isolate each file in its own); created when missing. */
  schema?: string;
  max?: number;
  /** PC_DB_TIMEOUT_MS: the bound on a statement, a lock wait and a connection wait (decision 0091). */
  timeoutMs?: number;
}

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
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', () => {});
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};
