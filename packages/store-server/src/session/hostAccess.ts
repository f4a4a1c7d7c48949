import { IDEMPOTENCY_HEADER, NONCE_HEADER } from '@pc/shared/constants';
import { CART_TOKEN_HEADER } from '@pc/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NS } from '../http/contractRoute.ts';
import { RestHttpError } from '../http/errors.ts';
import type { CartTokenService } from './cartToken.ts';
import { isSessionless } from './session.ts';

// Pages of other origins (docs/decisions/0038, 0098): a checkout platform's page, a CMS or a static
// site that embeds the elements. Only the origins PC_HOST_ORIGINS lists get CORS (no credentials: the
// cookie stays first-party); their requests reach the shopper's session with a session token sent in
// CART_TOKEN_HEADER instead of the cookie, on every call.

declare module 'fastify' {
  interface FastifyRequest {
    /** True when the session came from a session token, not the pc_session cookie. */
    viaCartToken: boolean;
    /** The request's Origin when PC_HOST_ORIGINS lists it, else null. */
    hostOrigin: string | null;
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

/**
 * Every call takes a session token in place of the cookie, except the two that mint tokens: a token
 * never mints another (a host server's 30-minute token must not become a month-long one).
 */
export const acceptsCartToken = (request: FastifyRequest): boolean => {
  const path = request.url.split('?')[0];
  return path !== `/wp-json/${NS}/v1/cart/token` && path !== `/wp-json/${NS}/v1/session/token`;
};

// Accept-Language (issue 43: the page's language, api/client.ts) needs no allowing for a language tag,
// which is CORS-safelisted; it is allowed for a page whose `lang` holds anything else (`es_MX`).
const ALLOWED_HEADERS = [
  'Content-Type',
  NONCE_HEADER,
  CART_TOKEN_HEADER,
  IDEMPOTENCY_HEADER,
  'Accept-Language',
].join(', ');
/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600;

/** How many refused origins are logged, so a flood of made-up origins cannot fill the log. */
const LOGGED_ORIGINS_MAX = 100;

/** A cross-origin request (a browser's Origin other than the store's own) from an origin not listed. */
const refusedOrigin = (request: FastifyRequest, origin: string | undefined): origin is string =>
  typeof origin === 'string' && origin !== 'null' && origin !== `${request.protocol}://${request.host}`;

const refused = (code: string, message: string) =>
  new RestHttpError(403, code, message, (m) => m.sessionExpired);

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
  const logged = new Set<string>();
  app.decorateRequest('viaCartToken', false);
  app.decorateRequest('hostOrigin', null);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    const fromHost = typeof origin === 'string' && allowed.has(origin);
    if (fromHost) {
      reply.header('access-control-allow-origin', origin);
      request.hostOrigin = origin;
    } else if (refusedOrigin(request, origin) && !logged.has(origin) && logged.size < LOGGED_ORIGINS_MAX) {
      // docs/decisions/0098: the store's log names an origin that tried to embed and got no CORS,
      // once per origin (a page whose elements stay unloaded says so only to the shopper).
      logged.add(origin);
      request.log.warn(
        { origin },
        `${HOST_ORIGINS_ENV} does not list ${origin}: its page cannot load the elements or call the store`,
      );
    }
    if (request.method === 'OPTIONS' && fromHost && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S))
        .send();
    }
    const token = request.headers[CART_TOKEN_HEADER.toLowerCase()];
    if (token === undefined || isSessionless(request)) return;
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
