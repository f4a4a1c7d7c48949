import type { FastifyReply } from 'fastify';
import { restErrorBody } from './errors.ts';

// docs/decisions/0091: what a client gets while the database is slow or gone.

/** Seconds a client should wait before it tries again. */
export const RETRY_AFTER_S = 5;

/** The REST error body of a 503: nothing was applied; the client may try again. */
export const databaseUnavailableBody = () =>
  restErrorBody(
    503,
    'rest_service_unavailable',
    'The store cannot reach its database just now; try again shortly.',
    'Something went wrong, please try again',
  );

/** Answers 503 with Retry-After in the REST error shape. */
export const sendDatabaseUnavailable = (reply: FastifyReply) =>
  reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_S))
    .type('application/json; charset=utf-8')
    .send(databaseUnavailableBody());
