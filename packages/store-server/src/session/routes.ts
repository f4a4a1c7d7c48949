import {
  createHandOff,
  getCartToken,
  getNonce,
  getSelf,
  SESSION_TOKEN_LIFETIME_S,
  startHostSession,
} from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { RestHttpError } from '../http/errors.ts';
import { limitClockMs } from '../http/limitClock.ts';
import { answerNoStore } from '../http/noStore.ts';
import { sessionTokenFor } from './cartToken.ts';
import { createHandOff as createHandOffCode } from './handOff.ts';
import { selfOf } from './identity.ts';
import { createTokenMintLimit, tooManyTokens } from './tokenMintLimit.ts';

// The visitor's session: spec §7 users/self (spec §6 identity), the session's current nonce, the
// session tokens pages of other origins use in place of the cookie (docs/decisions/0038, 0098) and the
// hand-off codes that carry a token session to the store's own pages (docs/decisions/0098).
export const sessionRoutes: FastifyPluginAsync<AppDeps> = async (
  app,
  { db, nonces, cartTokens, sessionIds, currency },
) => {
  acceptJsonBodies(app);
  const mints = createTokenMintLimit();

  contractRoute(app, getSelf, (_input, request) => selfOf(db, request.sessionId));

  // docs/decisions/0047: the session's current nonce, for a page whose nonce went stale. A GET writes
  // nothing, so the nonce guard does not ask for one; the session is the cookie's (or the session
  // token's), so the answer only ever names the caller's own nonce. Never cached.
  contractRoute(app, getNonce, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    return { nonce: nonces.issue(request.sessionId) };
  });

  await app.register(async (token) => {
    answerNoStore(token);
    // A host's server, with the store's cookie: a token never mints a longer-lived one (hostAccess.ts).
    contractRoute(token, getCartToken, async (_input, request) =>
      sessionTokenFor(cartTokens, nonces, request.sessionId, currency),
    );
    // A page of an allowed host origin that holds no token: a new session, never the caller's cookie
    // session (another origin must not read it). Nonce-free: the page has no nonce yet, and this
    // writes nothing (the session's row is made by its first write).
    contractRoute(
      token,
      startHostSession,
      async (_input, request, reply) => {
        if (request.hostOrigin === null) {
          throw new RestHttpError(
            403,
            'pc_host_not_allowed',
            'Session tokens are issued to the configured host origins only.',
            (m) => m.pageCannotReach,
          );
        }
        // docs/decisions/0145: an anonymous session, as a first visit's cookie; limited per address.
        const wait = mints.take(request.ip, limitClockMs());
        if (wait > 0) {
          reply.header('retry-after', String(Math.ceil(wait / 1000)));
          throw tooManyTokens(wait);
        }
        return sessionTokenFor(cartTokens, nonces, sessionIds.issue(), currency, SESSION_TOKEN_LIFETIME_S);
      },
      { config: { nonceFree: true } },
    );
    // A write of the session (nonce-checked): a code that hands it to the store's own pages.
    contractRoute(token, createHandOff, async (_input, request) => ({
      code: await createHandOffCode(db, request.sessionId, request.serverNow),
    }));
  });
};
