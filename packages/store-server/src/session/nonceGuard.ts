import { NONCE_HEADER } from '@pc/shared/constants';
import type { FastifyInstance } from 'fastify';
import { invalidNonce } from '../http/errors.ts';
import { isRecord } from '../http/isRecord.ts';
import type { NonceService } from './nonce.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that asks for no nonce: a browser's own report, a host page's first session token. */
    nonceFree?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Plain form posts (POST /crafting) carry the nonce as a form field, as WordPress's wp_nonce_field. */
export const NONCE_FIELD = '_wpnonce';

/**
 * Every write needs the session's nonce, in the X-WP-Nonce header or the _wpnonce form field;
 * otherwise 403 rest_cookie_invalid_nonce (docs/architecture.md "Server"). Runs after the body is
 * parsed (the field lives in it) and removes the field, so call schemas never see it.
 */
export const registerNonceGuard = (app: FastifyInstance, nonces: NonceService): void => {
  app.addHook('preHandler', async (request) => {
    if (!WRITE_METHODS.has(request.method) || request.is404) return;
    // A browser's own posts (Content-Security-Policy reports) carry no nonce and write nothing of a shopper's.
    if (request.routeOptions.config.nonceFree) return;
    const body = request.body;
    const field = isRecord(body) ? body[NONCE_FIELD] : undefined;
    if (isRecord(body)) delete body[NONCE_FIELD];
    const header = request.headers[NONCE_HEADER.toLowerCase()];
    const nonce = header ?? field;
    if (!nonces.verify(request.sessionId, nonce)) throw invalidNonce();
  });
};
