import { IDEMPOTENCY_HEADER, NONCE_HEADER } from '@pc/shared/constants';
import { CART_TOKEN_HEADER } from '@pc/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NS } from '../http/contractRoute.ts';
import { RestHttpError } from '../http/errors.ts';
import { isRecord } from '../http/isRecord.ts';
import type { CartTokenService } from './cartToken.ts';

// Third-party hosts (docs/decisions/0038): the checkout pages of other origins that embed
// <pc-cross-sell>. Only the origins PC_HOST_ORIGINS lists get CORS (no credentials: the cookie stays
// first-party); their requests reach the shopper's cart with the cart token instead of the cookie,
// on the few calls the embed makes.

declare module 'fastify' {
  interface FastifyRequest {
    /** True when the session came from a cart token, not the pc_session cookie. */
    viaCartToken: boolean;
  }
}

/** The environment variable: allowed host origins, comma-separated (README "Configuration"). */
export const HOST_ORIGINS_ENV = 'PC_HOST_ORIGINS';

/** Reads PC_HOST_ORIGINS: each entry an origin (`https://shop.example`); anything else stops the start. */
export const parseHostOrigins = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`${HOST_ORIGINS_ENV}: "${entry}" is not an origin such as https://shop.example`);
      }
      if (!['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
        throw new Error(`${HOST_ORIGINS_ENV}: "${entry}" is not an origin such as https://shop.example`);
      }
      return url.origin;
    });

/** The calls a host page's embed makes with the token: cart/cross_sell (GET, POST) and get_cart_items. */
export const acceptsCartToken = (request: FastifyRequest): boolean => {
  const path = request.url.split('?')[0];
  if (path === `/wp-json/${NS}/v1/cart/cross_sell`)
    return request.method === 'GET' || request.method === 'POST';
  if (path === '/wp-admin/admin-ajax.php' && request.method === 'GET') {
    return isRecord(request.query) && request.query.action === 'get_cart_items';
  }
  return false;
};

const ALLOWED_HEADERS = ['Content-Type', NONCE_HEADER, CART_TOKEN_HEADER, IDEMPOTENCY_HEADER].join(', ');
/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600;

const refused = (code: string, message: string) =>
  new RestHttpError(403, code, message, 'Your checkout session has expired. Please reload the page.');

/**
 * CORS for the allowed origins on every path (the embed's script, fonts and calls), `Vary: Origin`
 * so no cache hands one origin's answer to another, preflights answered for GET and POST with the
 * nonce and token headers; and the token read in place of the cookie on the calls that accept it.
 * Registered after the session hook, whose session the token replaces.
 */
export const registerHostAccess = (
  app: FastifyInstance,
  origins: readonly string[],
  tokens: CartTokenService,
): void => {
  const allowed = new Set(origins);
  app.decorateRequest('viaCartToken', false);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    const fromHost = typeof origin === 'string' && allowed.has(origin);
    if (fromHost) reply.header('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS' && fromHost && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S))
        .send();
    }
    const token = request.headers[CART_TOKEN_HEADER.toLowerCase()];
    if (token === undefined) return;
    if (!fromHost)
      throw refused('pc_host_not_allowed', 'Cart tokens are accepted from the configured host origins only.');
    if (!acceptsCartToken(request))
      throw refused('pc_cart_token_not_accepted', 'This call does not accept a cart token.');
    const sessionId = tokens.verify(token);
    if (sessionId === null)
      throw refused('pc_invalid_cart_token', 'The cart token is invalid or has expired.');
    request.sessionId = sessionId;
    request.viaCartToken = true;
  });
  if (allowed.size === 0) return;
  // After the other hooks set theirs (Accept-Encoding), so Origin is added, never overwritten.
  app.addHook('onSend', async (_request, reply, payload) => {
    const vary = String(reply.getHeader('vary') ?? '');
    const names = vary.split(',').map((name) => name.trim().toLowerCase());
    if (!names.includes('origin')) reply.header('vary', vary ? `${vary}, Origin` : 'Origin');
    return payload;
  });
};
