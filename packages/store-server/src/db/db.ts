/**
 * The store's database seam: the same SQL runs on embedded PGlite (default, and in tests) and on
 * PostgreSQL (when DATABASE_URL is set), so the server can move to a shared database unchanged.
 */
export type Row = Record<string, unknown>;

/** What a statement runs on: the database itself, or an open transaction. */
export interface Queryable {
  /** One statement with `$1…` parameters; answers the rows. */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * A transaction opened with Db.begin, ended by one of its two calls. Once rolled back, its statements
 * and its commit are refused (DatabaseBusyError): nothing after that is applied.
 */
export interface OpenTransaction extends Queryable {
  commit(): Promise<void>;
  /** Never throws: a transaction whose connection is gone is rolled back by the database. */
  rollback(): Promise<void>;
}

/**
 * Inside a request that has a transaction of its own (db/requestWork.ts, http/requestTransaction.ts),
 * `query` and `exec` run in it and `transaction` is a savepoint of it (docs/decisions/0146).
 */
export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  /** Opens a transaction the caller ends (a write request's, http/requestTransaction.ts). */
  begin(): Promise<OpenTransaction>;
  /** PC_DB_TIMEOUT_MS: the bound on one request's database work (docs/decisions/0091, 0146). */
  readonly timeoutMs: number;
  close(): Promise<void>;
  /**
   * Only where this process is the database's only writer (embedded PGlite): a count that moves with
   * every statement that may write (with `'sessions'`: every one that may write to the sessions
   * table), so a read can be kept until the next such write (db/readCache.ts). Absent for
   * PostgreSQL, which other servers may write to (decision 0044).
   */
  readonly writeCount?: (table?: 'sessions') => number;
}

/**
 * How long the database work may take (PC_DB_TIMEOUT_MS): a statement, a wait for a lock, a wait for
 * a connection or for PGlite's turn, and all of them together within one request (docs/decisions/0146).
 * Past it the work is rolled back (or never started) and the request is answered 503 with Retry-After
 * (docs/decisions/0091).
 */
export const DEFAULT_DB_TIMEOUT_MS = 5_000;
