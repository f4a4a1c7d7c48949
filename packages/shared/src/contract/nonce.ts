import * as v from 'valibot';
import { defineCall, NoParams } from './call.ts';

/**
 * Not in spec §7: a fresh nonce for the session (docs/decisions/0047). The client
 * asks for it once when a write is refused with 403 rest_cookie_invalid_nonce (a page open past the
 * nonce's life, or a session the server rotated), then retries that write once. A GET: it changes
 * nothing, so it needs no nonce itself; the answer is the session's own and is never cached.
 */
export const getNonce = defineCall({
  name: 'getNonce',
  method: 'GET',
  path: '/wp-json/{ns}/v1/nonce',
  encoding: 'query',
  request: NoParams,
  response: v.object({ nonce: v.string() }),
});

/** The REST code of a write refused for a missing or stale nonce (WordPress's own). */
export const INVALID_NONCE_CODE = 'rest_cookie_invalid_nonce';
