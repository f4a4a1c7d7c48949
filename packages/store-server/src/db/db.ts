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

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
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
 * How long one piece of database work may take (PC_DB_TIMEOUT_MS): a statement, a wait for a lock, a
 * wait for a connection or for PGlite's turn. Past it the work is rolled back (or never started) and
 * the request is answered 503 with Retry-After (docs/decisions/0091).
 */
export const DEFAULT_DB_TIMEOUT_MS = 5_000;
