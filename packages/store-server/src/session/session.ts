import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's pc_session id: keys the cart, the QA switches and survey logs. */
    sessionId: string;
  }
}

export const SESSION_COOKIE = 'pc_session';
const SESSION_ID = /^[A-Za-z0-9_-]{32,64}$/;
/** Kept for a month, so a cart survives closing the browser (WooCommerce keeps its session for days). */
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

export const newSessionId = (): string => randomBytes(24).toString('base64url');

/**
 * The built files and the store's images: the same for everyone and cached publicly (decision 0022).
 * They neither read a session nor start one, so no Set-Cookie keeps a CDN from storing them.
 */
const PUBLIC_FILE = /^\/(?:elements|demo|assets)\/[^?]*\.[A-Za-z0-9]{1,8}(?:\?|$)/;

/**
 * Gives every request a session: the pc_session cookie when it holds a well-formed id, otherwise a
 * new random id set as an httpOnly, SameSite=Lax cookie (docs/architecture.md "Server"). The
 * database row is created on the first write that needs it.
 */
export const registerSession = (app: FastifyInstance): void => {
  app.decorateRequest('sessionId', '');
  app.addHook('onRequest', async (request, reply) => {
    if (PUBLIC_FILE.test(request.url)) return;
    const current = request.cookies[SESSION_COOKIE];
    if (current !== undefined && SESSION_ID.test(current)) {
      request.sessionId = current;
      return;
    }
    request.sessionId = newSessionId();
    reply.setCookie(SESSION_COOKIE, request.sessionId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: SESSION_MAX_AGE_S,
    });
  });
};
