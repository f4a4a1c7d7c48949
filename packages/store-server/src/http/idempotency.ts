import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@pc/shared/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import { invalidParam, RestHttpError } from './errors.ts';

// docs/decisions/0092: a write sent with an Idempotency-Key is applied once per session and key; a
// retry of it (its first answer lost on the way) gets the first answer again, as Stripe's keys do.

declare module 'fastify' {
  interface FastifyRequest {
    /** The session and key of a write this request runs for the first time; its answer is kept under them. */
    idempotencyKey: { sessionId: string; key: string } | undefined;
  }
}

/** How long a key's answer is kept: far past any retry of the same intent. */
const KEPT = '24 hours';
/** A write still marked running this long after it began died with its process: run it again. */
const ABANDONED = '2 minutes';
/** One request in this many also deletes the keys past their time. */
const SWEEP_EVERY = 200;

const HEADER = IDEMPOTENCY_HEADER.toLowerCase();

/** What makes two requests the same write: method, URL and parsed body (without the nonce field). */
const fingerprintOf = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');

interface KeptAnswer {
  fingerprint: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
}

/**
 * The check, as a preHandler after the nonce guard (a write the guard refuses never ran, so its key is
 * not taken): a new key is taken and the write runs; a kept answer is sent again without running it.
 * The key is taken inside the request's transaction (docs/decisions/0146): a retry arriving while the
 * first still runs waits for it (within its own deadline), then replays its answer, or takes the key
 * when the first was rolled back.
 */
export const registerIdempotencyCheck = (app: FastifyInstance, db: Db): void => {
  app.decorateRequest('idempotencyKey', undefined);
  let requests = 0;
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[HEADER];
    if (request.method !== 'POST' || key === undefined || request.is404) return;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
      throw invalidParam(
        `${IDEMPOTENCY_HEADER} must be 8 to 100 letters, digits, "-" or "_".`,
        (m) => m.tryAgain,
      );
    requests += 1;
    if (requests % SWEEP_EVERY === 0)
      await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '${KEPT}'`);
    const fingerprint = fingerprintOf(request);
    // The key is taken, or taken over from a running mark (status NULL) left by a server before
    // decision 0146 whose process died: the write runs again. One statement (decision 0198).
    const taken = await db.query(
      `INSERT INTO idempotency_keys (session_id, key, fingerprint) VALUES ($1, $2, $3)
       ON CONFLICT (session_id, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, created_at = now()
         WHERE idempotency_keys.status IS NULL AND idempotency_keys.created_at < now() - interval '${ABANDONED}'
       RETURNING key`,
      [request.sessionId, key, fingerprint],
    );
    if (taken.length === 1) {
      // The session as the write began: a QA identity change rotates it while the write runs.
      request.idempotencyKey = { sessionId: request.sessionId, key };
      return;
    }
    const [kept] = await db.query<KeptAnswer>(
      'SELECT fingerprint, status, content_type, body FROM idempotency_keys WHERE session_id = $1 AND key = $2',
      [request.sessionId, key],
    );
    if (!kept)
      throw new RestHttpError(409, 'rest_idempotency_in_progress', 'This write is being retried; try again.');
    if (kept.fingerprint !== fingerprint)
      throw new RestHttpError(
        422,
        'rest_idempotency_key_reused',
        `This ${IDEMPOTENCY_HEADER} was sent with another request.`,
        (m) => m.tryAgain,
      );
    // Only a server before decision 0146 commits a key without its answer.
    if (kept.status === null) {
      reply.header('retry-after', '1');
      throw new RestHttpError(
        409,
        'rest_idempotency_in_progress',
        'The first request with this key is still running.',
      );
    }
    reply.header('idempotent-replayed', 'true');
    if (kept.content_type) reply.type(kept.content_type);
    return reply.code(kept.status).send(kept.body ?? '');
  });
};

/**
 * Keeps the first answer under its key, in the request's transaction just before it commits
 * (http/requestTransaction.ts; docs/decisions/0146): the write and its record are applied together or
 * not at all, so a retry replays the answer or runs a write nothing of which was applied. An answer
 * of 500 or more never gets here: its transaction, the key with it, is rolled back.
 */
export const keepAnswer = async (
  tx: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<void> => {
  const taken = request.idempotencyKey;
  if (taken === undefined) return;
  request.idempotencyKey = undefined;
  const where = [taken.sessionId, taken.key];
  // An answer that is not text (a stream) cannot be kept: the key is freed.
  if (typeof payload !== 'string')
    await tx.query('DELETE FROM idempotency_keys WHERE session_id = $1 AND key = $2', where);
  else
    await tx.query(
      'UPDATE idempotency_keys SET status = $3, content_type = $4, body = $5 WHERE session_id = $1 AND key = $2',
      [...where, reply.statusCode, String(reply.getHeader('content-type') ?? ''), payload],
    );
};
