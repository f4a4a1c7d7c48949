// docs/decisions/0091: database work is bounded, and a database that is slow or gone is answered 503
// with Retry-After, never a hang or a 500 with a stack trace. This module tells such errors from bugs.

/** This server waited its whole timeout for the database to take the work: nothing was started. */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  constructor(waitedMs: number) {
    super(`the database did not take this work within ${waitedMs} ms`);
  }
}

/**
 * `busy`: the work could not finish in time (a lock, a slow statement, no free connection) and was
 * rolled back; `unavailable`: the database cannot be reached. Either way the client may retry.
 */
export type DatabaseTrouble = 'busy' | 'unavailable';

// PostgreSQL's SQLSTATEs (Appendix A of its manual).
const BUSY_STATES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection exceptions
]);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres says these in words only. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /Query read timeout/i,
  /Cannot use a pool after calling end/i,
  // Embedded PGlite whose instance ended or failed (issue 36, docs/decisions/0146).
  /PGlite is closed/i,
];

/** What kind of database trouble `error` is, or undefined for any other error. */
export const databaseTrouble = (error: unknown): DatabaseTrouble | undefined => {
  if (error instanceof DatabaseBusyError) return 'busy';
  // PGlite's WebAssembly instance aborted: its database is gone until the process restarts.
  if (error instanceof WebAssembly.RuntimeError) return 'unavailable';
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (BUSY_STATES.has(code)) return 'busy';
    if (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) return 'unavailable';
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
    return 'unavailable';
  // An AggregateError (a connection refused on both IPv4 and IPv6) carries its causes inside.
  const { errors } = error as { errors?: unknown };
  if (Array.isArray(errors)) return errors.map(databaseTrouble).find((trouble) => trouble !== undefined);
  return undefined;
};
