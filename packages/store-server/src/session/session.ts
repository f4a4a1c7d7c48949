import { CART_TOKEN_HEADER } from '@pc/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionIds } from './sessionIds.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's pc_session id: keys the cart, the QA switches and survey logs. */
    sessionId: string;
  }
  interface FastifyContextConfig {
    /**
     * The answer is the same for every visitor and cached publicly (the fragment call, decision
     * 0171): no session is read or started, and no Set-Cookie keeps a cache from storing it.
     */
    sessionless?: true;
  }
}

/** Whether the request's route reads no session (FastifyContextConfig `sessionless`). */
export const isSessionless = (request: FastifyRequest): boolean =>
  request.routeOptions.config?.sessionless === true;

export const SESSION_COOKIE = 'pc_session';
/** Kept for a month, so a cart survives closing the browser (WooCommerce keeps its session for days). */
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * The built files and the store's images: the same for everyone and cached publicly (decision 0022).
 * They neither read a session nor start one, so no Set-Cookie keeps a CDN from storing them.
 */
const PUBLIC_FILE = /^\/(?:elements|demo|assets)\/[^?]*\.[A-Za-z0-9]{1,8}(?:\?|$)/;

const TOKEN_HEADER = CART_TOKEN_HEADER.toLowerCase();

/**
 * Sets `id` as the request's session and its cookie: httpOnly, SameSite=Lax, and `Secure` when the
 * request came over TLS (request.protocol honours X-Forwarded-Proto when PC_TRUST_PROXY trusts the
 * proxy that terminated it).
 */
export const useSession = (request: FastifyRequest, reply: FastifyReply, id: string): void => {
  request.sessionId = id;
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_MAX_AGE_S,
  });
};

/**
 * Gives every request a session: the pc_session cookie when it holds an id this server made
 * (session/sessionIds.ts), otherwise a fresh server-made id (docs/architecture.md "Server";
 * docs/decisions/0043: no session fixation). The database row is created on the first write that
 * needs it.
 */
export const registerSession = (app: FastifyInstance, ids: SessionIds): void => {
  app.decorateRequest('sessionId', '');
  app.decorateRequest('sessionIsNew', false);
  app.addHook('onRequest', async (request, reply) => {
    if (PUBLIC_FILE.test(request.url) || isSessionless(request)) return;
    // A host page's session token names the session (session/hostAccess.ts, docs/decisions/0098).
    if (request.headers[TOKEN_HEADER] !== undefined) return;
    const current = request.cookies[SESSION_COOKIE];
    if (ids.isGenuine(current)) {
      request.sessionId = current;
      return;
    }
    request.sessionIsNew = true;
    // docs/decisions/0145: a POST from another site (a host page's COMPLETE form) never carries the
    // SameSite=Lax cookie, so a cookie set in its answer would replace the browser's own session.
    const origin = request.headers.origin;
    if (
      request.method === 'POST' &&
      origin !== undefined &&
      origin !== `${request.protocol}://${request.host}`
    ) {
      request.sessionId = ids.issue();
      return;
    }
    useSession(request, reply, ids.issue());
  });
};
