import { createHash, randomBytes } from 'node:crypto';
import { HAND_OFF_LIFETIME_S, HAND_OFF_PARAM } from '@pc/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import { isRecord } from '../http/isRecord.ts';
import type { Clock } from './clock.ts';
import { SESSION_COOKIE, useSession } from './session.ts';
import type { SessionIds } from './sessionIds.ts';
import { ensureSession } from './sessionRepository.ts';

// docs/decisions/0098, 0145: a page of another origin sends the shopper to a store page (checkout,
// results, orders) with a one-time code that lives two minutes. The store never takes the code's
// session as the browser's: whoever asked for the code holds that session's token (a link in an
// email or an ad can carry anyone's code). The browser keeps its own session (a new one if it has
// none) and the host's cart and survey logs are carried into it (cart/handOffCarry.ts), so the link's
// maker reads nothing of what the shopper does next. The long-lived token never travels in a URL,
// and only the code's hash is stored.

const hashOf = (code: string) => createHash('sha256').update(code).digest('base64url');
/** 32 random bytes in base64url. */
const CODE = /^[A-Za-z0-9_-]{43}$/;

/** A new code for `sessionId`; expired codes of every session are dropped on the way. */
export const createHandOff = async (db: Db, sessionId: string, now: Date): Promise<string> => {
  const code = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await ensureSession(tx, sessionId);
    await tx.query('DELETE FROM session_hand_offs WHERE expires_at <= $1', [now]);
    await tx.query('INSERT INTO session_hand_offs (code_hash, session_id, expires_at) VALUES ($1, $2, $3)', [
      hashOf(code),
      sessionId,
      new Date(now.getTime() + HAND_OFF_LIFETIME_S * 1000),
    ]);
  });
  return code;
};

/** The session a valid, unexpired code was made for, else null. The code is spent either way. */
export const redeemHandOff = async (db: Queryable, code: unknown, now: Date): Promise<string | null> => {
  if (typeof code !== 'string' || !CODE.test(code)) return null;
  const [row] = await db.query<{ session_id: string; expires_at: Date }>(
    'DELETE FROM session_hand_offs WHERE code_hash = $1 RETURNING session_id, expires_at',
    [hashOf(code)],
  );
  return row && new Date(row.expires_at).getTime() > now.getTime() ? row.session_id : null;
};

/** The quiz's COMPLETE form (spec §7 POST /crafting). */
const CRAFTING_PATH = '/crafting';

/** Paths whose GET is a page of the store (not a call, not a built file). */
const isPagePath = (path: string) => !/^\/(?:wp-json|wp-admin|elements|demo|assets|__qa)\//.test(path);

declare module 'fastify' {
  interface FastifyRequest {
    /** POST /crafting only: the host session a hand-off code named, which this one request acts in. */
    handedOffFrom: string | null;
  }
}

export interface HandOffDeps {
  db: Db;
  clock: Clock;
  ids: SessionIds;
  /** Carries what the host session `from` built into the browser's session `to` (cart/handOffCarry.ts). */
  carry: (tx: Queryable, from: string, to: string) => Promise<void>;
}

/**
 * The two ways a code arrives:
 * - a page GET with `?pc_handoff=`: answered 303 to the same URL without it. The browser's own
 *   session (its pc_session cookie, or a new one) receives what the code's session built; the cookie
 *   is never set to the code's session (no session fixation, decision 0043).
 * - the quiz's COMPLETE form posted from a host page to /crafting with a `pc_handoff` field: a
 *   cross-site POST carries no cookie, so this one request acts in the code's session (the form's
 *   nonce is that session's) and sets no cookie; when it sends the browser on to the store's own
 *   results page, that address gets a new code, whose GET carries the completed survey log into the
 *   browser's own session as above.
 * Registered before the session hook, whose fresh session a GET skips.
 */
export const registerHandOffs = (app: FastifyInstance, { db, clock, ids, carry }: HandOffDeps): void => {
  app.decorateRequest('handedOffFrom', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = new URL(request.url, 'http://store.invalid');
    const code = url.searchParams.get(HAND_OFF_PARAM);
    if (code === null || !isPagePath(url.pathname)) return;
    const own = request.cookies[SESSION_COOKIE];
    const browser = ids.isGenuine(own) ? own : null;
    const into = await db.transaction(async (tx) => {
      const from = await redeemHandOff(tx, code, clock());
      if (from === null) return null;
      const to = browser ?? ids.issue();
      if (to !== from) await carry(tx, from, to);
      return to;
    });
    if (into !== null && into !== browser) useSession(request, reply, into);
    url.searchParams.delete(HAND_OFF_PARAM);
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .header('location', `${url.pathname}${url.search}`)
      .send();
  });
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== CRAFTING_PATH) return;
    if (!isRecord(request.body) || !(HAND_OFF_PARAM in request.body)) return;
    const code = request.body[HAND_OFF_PARAM];
    delete request.body[HAND_OFF_PARAM];
    const from = await redeemHandOff(db, code, clock());
    if (from === null) return;
    request.sessionId = from;
    request.handedOffFrom = from;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.handedOffFrom === null || reply.statusCode !== 303) return payload;
    const location = reply.getHeader('location');
    // Only the store's own pages (a path); a host's results page keeps using the host's token.
    if (typeof location !== 'string' || !location.startsWith('/') || location.startsWith('//'))
      return payload;
    const next = new URL(location, 'http://store.invalid');
    next.searchParams.set(HAND_OFF_PARAM, await createHandOff(db, request.handedOffFrom, clock()));
    reply.header('location', `${next.pathname}${next.search}`);
    return payload;
  });
};
