import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHealth } from '../db/databaseHealth.ts';
import { databaseTrouble } from '../db/databaseTrouble.ts';
import type { Db } from '../db/db.ts';
import { currentWork, runRequestWork, takeTransaction } from '../db/requestWork.ts';
import { databaseUnavailableBody, RETRY_AFTER_S } from './databaseUnavailable.ts';
import { restErrorBody } from './errors.ts';
import { keepAnswer } from './idempotency.ts';

// docs/decisions/0146 (issue 36): one PC_DB_TIMEOUT_MS for all of a request's database work, and a write
// request in one transaction: its writes, the read that builds its answer and its idempotency record
// (decision 0092) commit together before the answer leaves, or not at all. So a 503 (or 500) never
// follows a committed write, and a retry with the key replays the first answer or finds nothing applied.

/** Requests that may write: every method but the reads. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The first hook of every request: its database work, from here to the answer, shares one
 * PC_DB_TIMEOUT_MS (db/requestWork.ts). Registered before any hook that reaches the database.
 */
export const registerRequestDeadline = (app: FastifyInstance, db: Db): void => {
  app.addHook('onRequest', (_request, _reply, done) => runRequestWork(db.timeoutMs, done));
};

/**
 * Opens a write request's transaction, as a preHandler after the nonce guard (a refused write opens
 * none) and before the idempotency check, whose key is taken inside it.
 */
export const registerRequestTransaction = (app: FastifyInstance, db: Db): void => {
  app.addHook('preHandler', async (request) => {
    const work = currentWork();
    if (!work || READS.has(request.method) || request.is404) return;
    const tx = await db.begin();
    work.tx = tx;
    // A request that never answers must not hold its transaction (on PGlite: the database) for
    // ever: past twice the timeout, as PostgreSQL's idle_in_transaction_session_timeout, it is
    // rolled back, and the request's later statements and commit are refused.
    work.guard = setTimeout(() => void tx.rollback(), 2 * db.timeoutMs).unref();
  });
};

/** Replaces the answer with `status` and the REST error body: the write it answered was not applied. */
const replaceAnswer = (reply: FastifyReply, status: 500 | 503): string => {
  reply.code(status).type('application/json; charset=utf-8');
  reply.removeHeader('content-length');
  reply.removeHeader('idempotent-replayed');
  if (status === 503) {
    reply.header('retry-after', String(RETRY_AFTER_S));
    return JSON.stringify(databaseUnavailableBody());
  }
  return JSON.stringify(
    restErrorBody(
      500,
      'internal_server_error',
      'The server could not complete this request.',
      'Something went wrong, please try again',
    ),
  );
};

const endTransaction = async (
  health: DatabaseHealth,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> => {
  const work = currentWork();
  // From here the request's statements (the hooks after this one) run on their own.
  const tx = work && takeTransaction(work);
  if (!tx) return payload;
  // An answer of 500 or more applied nothing: its transaction is rolled back, its key with it.
  if (reply.statusCode >= 500) {
    await tx.rollback();
    return payload;
  }
  try {
    await keepAnswer(tx, request, reply, payload);
    await tx.commit();
    return payload;
  } catch (error) {
    await tx.rollback();
    if (databaseTrouble(error)) {
      health.failed(error);
      return replaceAnswer(reply, 503);
    }
    request.log.error({ err: error }, 'the request could not be committed');
    return replaceAnswer(reply, 500);
  }
};

/**
 * Ends a write request's transaction as an onSend hook registered before the compression's (so the
 * idempotency record keeps the answer as written): committed with the answer, or rolled back with an
 * answer of 500 or more. A commit that fails turns the answer into 503 (database trouble) or 500. A
 * request that ends without an answer (its client gone) rolls it back.
 */
export const registerRequestCommit = (app: FastifyInstance, health: DatabaseHealth): void => {
  app.addHook('onSend', (request, reply, payload) => endTransaction(health, request, reply, payload));
  app.addHook('onResponse', async () => {
    const work = currentWork();
    if (!work?.tx) return;
    await takeTransaction(work)?.rollback();
  });
};
