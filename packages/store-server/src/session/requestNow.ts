import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import type { Queryable } from '../db/db.ts';
import { readSwitches } from './sessionRepository.ts';

// Time once per request (docs/decisions/0079): the session hook resolves `request.now` before any
// handler runs, and every dated rule takes `now` as a parameter. In production it is the server's
// clock, read without a query; in demo mode the session's QA clock when one is set. Page data reads
// it through its PageRequest (pages/pageData.ts). What must follow real time whatever a QA clock says
// (a token's or a code's expiry, an owner's sign-in, when a view was recorded) reads
// `request.serverNow`, resolved by the same hook; scripts/server-clock.test.ts fails on any other
// read of the clock in the server's source.

declare module 'fastify' {
  interface FastifyRequest {
    /** The time dated rules see for this request's session. */
    now: Date;
    /** The session's QA clock override (demo mode), or null when `now` is the server's clock. */
    clockOverride: Date | null;
    /** The server's clock at this request, never a QA clock: expiries, limits, records of when. */
    serverNow: Date;
  }
}

type ClockDeps = Pick<AppDeps, 'db' | 'clock' | 'mode'>;

/**
 * The time dated rules see (spec §4 stock dates, spec §5 gift dates) for a session, and the QA
 * override it comes from: the override in demo mode when one is set, else `serverNow`; production
 * never follows a QA clock and reads nothing (docs/decisions/0042). The request hook below is its
 * reader; besides it, only what answers for a session that is not the request's own time: the QA
 * panel right after it moved the clock, and a platform webhook's paid order (decision 0096).
 */
export const sessionClock = async (
  { db, mode }: { db: Queryable; mode: ClockDeps['mode'] },
  sessionId: string,
  serverNow: Date,
): Promise<{ now: Date; clockOverride: Date | null }> => {
  if (mode === 'production' || sessionId === '') return { now: serverNow, clockOverride: null };
  const { clockOverride } = await readSwitches(db, sessionId);
  return { now: clockOverride ?? serverNow, clockOverride };
};

/**
 * Resolves `request.now` once, after the session hooks chose the session (the cookie's, or a host
 * page's cart token). A session made by this request has no row yet, so no QA clock either.
 */
export const registerRequestNow = (app: FastifyInstance, deps: ClockDeps): void => {
  app.decorateRequest('now', null as unknown as Date);
  app.decorateRequest('clockOverride', null);
  app.decorateRequest('serverNow', null as unknown as Date);
  app.addHook('onRequest', async (request) => {
    // The one read of the server's clock per request (decision 0079).
    const serverNow = deps.clock();
    const fresh = request.sessionIsNew && !request.viaCartToken;
    const { now, clockOverride } = fresh
      ? { now: serverNow, clockOverride: null }
      : await sessionClock(deps, request.sessionId, serverNow);
    request.serverNow = serverNow;
    request.now = now;
    request.clockOverride = clockOverride;
  });
};
