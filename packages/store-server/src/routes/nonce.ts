import { getNonce } from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { contractRoute } from '../http/contractRoute.ts';

// Issue 11 item 7 (docs/decisions/0047): the session's current nonce, for a page whose nonce went
// stale. A GET writes nothing, so the nonce guard does not ask for one; the session is the cookie's
// (or the cart token's), so the answer only ever names the caller's own nonce. Never cached.
export const nonceRoutes: FastifyPluginAsync<AppDeps> = async (app, { nonces }) => {
  contractRoute(app, getNonce, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    return { nonce: nonces.issue(request.sessionId) };
  });
};
