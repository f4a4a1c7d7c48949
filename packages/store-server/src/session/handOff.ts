import { createHash, randomBytes } from 'node:crypto';
import { HAND_OFF_LIFETIME_S, HAND_OFF_PARAM } from '@pc/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import { isRecord } from '../http/isRecord.ts';
import type { Clock } from './clock.ts';
import { useSession } from './session.ts';
import { ensureSession } from './sessionRepository.ts';

// docs/decisions/0098: a page of another origin hands its token session to a page of the store
// (checkout, results, orders) with a one-time code that lives two minutes; the store page sets its
// cookie to that session, so it shows the cart and survey logs the host page built. The long-lived
// token never travels in a URL, and only the code's hash is stored.

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

/** The session a valid, unexpired code hands off, else null. The code is spent either way. */
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

/**
 * The two ways a code arrives: a page GET with `?pc_handoff=` (answered 303 to the same URL without
 * it, the cookie set to the handed-off session), and the quiz's COMPLETE form posted from a host page
 * to /crafting with a `pc_handoff` field (the session is the handed-off one before the nonce guard
 * checks the form's nonce). Registered before the session hook, whose fresh session a GET skips.
 */
export const registerHandOffs = (app: FastifyInstance, db: Db, clock: Clock): void => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = new URL(request.url, 'http://store.invalid');
    const code = url.searchParams.get(HAND_OFF_PARAM);
    if (code === null || !isPagePath(url.pathname)) return;
    const sessionId = await redeemHandOff(db, code, clock());
    if (sessionId !== null) useSession(request, reply, sessionId);
    url.searchParams.delete(HAND_OFF_PARAM);
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .header('location', `${url.pathname}${url.search}`)
      .send();
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== CRAFTING_PATH) return;
    if (!isRecord(request.body) || !(HAND_OFF_PARAM in request.body)) return;
    const code = request.body[HAND_OFF_PARAM];
    delete request.body[HAND_OFF_PARAM];
    const sessionId = await redeemHandOff(db, code, clock());
    if (sessionId !== null) useSession(request, reply, sessionId);
  });
};
