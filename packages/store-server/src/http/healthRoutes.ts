import type { FastifyInstance } from 'fastify';
import type { DatabaseHealth } from '../db/databaseHealth.ts';
import { RETRY_AFTER_S } from './databaseUnavailable.ts';

// docs/decisions/0091: probes for a load balancer or an orchestrator (Kubernetes' names).
// /livez: the process answers (restart it when not). /readyz: it can serve shoppers, which needs its
// database (send no traffic while not).

/** A readiness probe waits this long for the database's answer. */
export const READY_TIMEOUT_MS = 2_000;

export const registerHealthRoutes = (app: FastifyInstance, health: DatabaseHealth): void => {
  app.get('/livez', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'live' }),
  );
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      health.check(),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (answered) return reply.send({ status: 'ready' });
    return reply.code(503).header('retry-after', String(RETRY_AFTER_S)).send({ status: 'unavailable' });
  });
};
