import { getCartToken, getNonce, getSelf } from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { answerNoStore } from '../http/noStore.ts';
import { cartTokenFor } from '../session/cartToken.ts';
import { selfOf } from '../session/identity.ts';

// The visitor's session: spec §7 users/self (spec §6 identity), the session's current nonce and the
// cart token a third-party host page uses in place of the cookie (docs/decisions/0038).
export const sessionRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, nonces, cartTokens }) => {
  acceptJsonBodies(app);

  contractRoute(app, getSelf, (_input, request) => selfOf(db, request.sessionId));

  // docs/decisions/0047: the session's current nonce, for a page whose nonce went stale. A GET writes
  // nothing, so the nonce guard does not ask for one; the session is the cookie's (or the cart
  // token's), so the answer only ever names the caller's own nonce. Never cached.
  contractRoute(app, getNonce, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    return { nonce: nonces.issue(request.sessionId) };
  });

  // Read with the store's cookie only: a token never mints a longer-lived one.
  await app.register(async (token) => {
    answerNoStore(token);
    contractRoute(token, getCartToken, async (_input, request) =>
      cartTokenFor(cartTokens, nonces, request.sessionId),
    );
  });
};
