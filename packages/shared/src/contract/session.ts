import * as v from 'valibot';
import { defineCall, NoParams } from './call.ts';

// Sessions of pages on another origin (docs/decisions/0098): not in spec §7, whose WordPress host
// serves every page from the store's own origin. A static page of an allowed host origin
// (PC_HOST_ORIGINS) starts a session with a session token, keeps it in its own origin's storage and
// sends it in CART_TOKEN_HEADER in place of the store's cookie.

/**
 * The header a third-party host's requests carry the cart token in, in place of the store's cookie
 * (a session token, or a cart token, order.ts `getCartToken`). Here, beside the session's calls that
 * every page's client reads, so the client does not import order.ts, the shop's (issue 45 item 4).
 */
export const CART_TOKEN_HEADER = 'X-PC-Cart-Token';

/** How long a session token a host page started is accepted, in seconds: as long as the cookie. */
export const SESSION_TOKEN_LIFETIME_S = 30 * 24 * 60 * 60;

/**
 * A new session for a page of an allowed host origin: its token (kept in that origin's
 * localStorage) and its nonce. Asked only when the page holds no token; never for an existing session.
 */
export const startHostSession = defineCall({
  name: 'startHostSession',
  method: 'POST',
  path: '/wp-json/{ns}/v1/session/token',
  encoding: 'json',
  request: NoParams,
  // `currency`: the store's (PC_CURRENCY, issue 43 item 4), which a page of another origin prices in.
  response: v.object({
    token: v.string(),
    nonce: v.string(),
    expiresAt: v.string(),
    currency: v.optional(v.string()),
  }),
});

/** The query parameter (and form field) that carries a hand-off code to a page of the store. */
export const HAND_OFF_PARAM = 'pc_handoff';

/** How long a hand-off code can be redeemed, in seconds: the time a click takes to load a page. */
export const HAND_OFF_LIFETIME_S = 120;

/**
 * A one-time, short-lived code that hands this token session to the store's own pages: the store
 * page that receives it in HAND_OFF_PARAM sets its cookie to the same session (same cart, same
 * survey logs) and forgets the code. The long-lived token never travels in a URL.
 */
export const createHandOff = defineCall({
  name: 'createHandOff',
  method: 'POST',
  path: '/wp-json/{ns}/v1/session/handoff',
  encoding: 'json',
  request: NoParams,
  response: v.object({ code: v.string() }),
});
