import { getInsights, getOwner, ownerSignIn, ownerSignOut, postInsightEvent } from '@pc/shared/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { declineCrossSell } from '../crossSell/crossSell.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { answerNoStore } from '../http/noStore.ts';
import { requireOwner } from '../owner/ownerAccess.ts';
import { endOwnerSession, OWNER_COOKIE, OWNER_SESSION_S } from '../owner/ownerSessions.ts';
import { signIn, TooManySignIns } from '../owner/ownerSignIn.ts';
import { createSignInLimiter } from '../owner/signInLimit.ts';
import { optionPathName } from '../postPurchase/postPurchaseOptions.ts';
import { recordCrossSellEvent } from './insightEvents.ts';
import { insightsReport } from './insightsReport.ts';

// The shop owner's sign-in and report (docs/decisions/0119-0121), and the cross-sell's events the
// report counts (docs/decisions/0120). Owner time is the server's clock, never a shopper's QA clock.

const setOwnerCookie = (request: FastifyRequest, reply: FastifyReply, token: string, maxAge: number) =>
  reply.setCookie(OWNER_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge,
  });

export const insightsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
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

  contractRoute(
    app,
    getInsights,
    async ({ from, to }, request) => {
      await requireOwner(db, request, request.serverNow);
      return insightsReport(db, from, to, optionPathName);
    },
    { labels: { from: 'the first day', to: 'the last day' } },
  );

  contractRoute(app, postInsightEvent, async (input, request) => {
    await recordCrossSellEvent(db, request.sessionId, input, request.now);
    // NO THANKS also declines the cart's offer in the store (decision 0127).
    if (input.event === 'cross_sell_declined') await declineCrossSell(db, request.sessionId, request.now);
    return { success: true };
  });
};
