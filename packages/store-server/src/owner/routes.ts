import { getOwner, ownerSignIn, ownerSignOut } from '@pc/shared/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { answerNoStore } from '../http/noStore.ts';
import { requireOwner } from './ownerAccess.ts';
import { endOwnerSession, OWNER_COOKIE, OWNER_SESSION_S } from './ownerSessions.ts';
import { signIn, TooManySignIns } from './ownerSignIn.ts';
import { createSignInLimiter } from './signInLimit.ts';

// The shop owner signs in and out (docs/decisions/0119). Owner time is the server's clock, never a
// shopper's QA clock.

const setOwnerCookie = (request: FastifyRequest, reply: FastifyReply, token: string, maxAge: number) =>
  reply.setCookie(OWNER_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge,
  });

export const ownerRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  acceptJsonBodies(app);
  answerNoStore(app);
  const limiter = createSignInLimiter();

  contractRoute(
    app,
    ownerSignIn,
    async ({ email, password }, request, reply) => {
      try {
        const signedIn = await signIn(
          { db, limiter },
          { email, password, address: request.ip, now: request.serverNow },
        );
        setOwnerCookie(request, reply, signedIn.token, OWNER_SESSION_S);
        return { email: signedIn.email };
      } catch (error) {
        if (error instanceof TooManySignIns) reply.header('retry-after', String(error.retryAfterS));
        throw error;
      }
    },
    { labels: { email: 'the email', password: 'the password' } },
  );

  contractRoute(app, ownerSignOut, async (_input, request, reply) => {
    await endOwnerSession(db, request.cookies[OWNER_COOKIE]);
    reply.clearCookie(OWNER_COOKIE, { path: '/' });
    return { success: true };
  });

  contractRoute(app, getOwner, (_input, request) => requireOwner(db, request, request.serverNow));
};
