import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { contractRoute } from './contractRoute.ts';
import { RETRY_AFTER_S } from './databaseUnavailable.ts';
import { HEALTH_CALLS, isReady } from './health.ts';
import { answerNoStore } from './noStore.ts';

// docs/decisions/0091: the liveness and readiness probes. Never cached.
export const healthRoutes: FastifyPluginAsync<AppDeps> = async (app, { health }) => {
  answerNoStore(app);
  contractRoute(app, HEALTH_CALLS.live, async () => ({ status: 'live' as const }));
  contractRoute(app, HEALTH_CALLS.ready, async (_input, _request, reply) => {
    if (await isReady(health)) return { status: 'ready' as const };
    reply.code(503).header('retry-after', String(RETRY_AFTER_S));
    return { status: 'unavailable' as const };
  });
};
