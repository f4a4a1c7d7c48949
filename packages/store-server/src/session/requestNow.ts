import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { readSwitches } from './sessionRepository.ts';

// Time once per request (docs/decisions/0079): the session hook resolves `request.now` before any
// handler runs, and every dated rule takes `now` as a parameter. In production it is the server's
// clock, read without a query; in demo mode the session's QA clock when one is set.

declare module 'fastify' {
  interface FastifyRequest {
    /** The time dated rules see for this request's session. */
    now: Date;
    /** The session's QA clock override (demo mode), or null when `now` is the server's clock. */
    clockOverride: Date | null;
  }
}

type ClockDeps = Pick<AppDeps, 'db' | 'clock' | 'mode'>;

/**
 * The time dated rules see (spec §4 stock dates, spec §5 gift dates) under a session's QA clock
 * override: the override in demo mode when one is set, else the server's clock; production never
 * follows a QA clock (docs/decisions/0042).
 */
export const nowUnder = (
  { clock, mode }: Pick<ClockDeps, 'clock' | 'mode'>,
  clockOverride: Date | null,
): Date => (mode === 'production' ? clock() : (clockOverride ?? clock()));

/** A session's `now` and the QA override it comes from (none in production: no query there). */
export const sessionClock = async (
  { db, clock, mode }: ClockDeps,
  sessionId: string,
): Promise<{ now: Date; clockOverride: Date | null }> => {
  if (mode === 'production' || sessionId === '') return { now: clock(), clockOverride: null };
  const { clockOverride } = await readSwitches(db, sessionId);
  return { now: nowUnder({ clock, mode }, clockOverride), clockOverride };
};

/** The time dated rules see for a session (a page's data, which is not given the request). */
export const sessionNow = async (deps: ClockDeps, sessionId: string): Promise<Date> =>
  (await sessionClock(deps, sessionId)).now;

/**
 * Resolves `request.now` once, after the session hooks chose the session (the cookie's, or a host
 * page's cart token). A session made by this request has no row yet, so no QA clock either.
 */
export const registerRequestNow = (app: FastifyInstance, deps: ClockDeps): void => {
  app.decorateRequest('now', null as unknown as Date);
  app.decorateRequest('clockOverride', null);
  app.addHook('onRequest', async (request) => {
    const fresh = request.sessionIsNew && !request.viaCartToken;
    const { now, clockOverride } = fresh
      ? { now: deps.clock(), clockOverride: null }
      : await sessionClock(deps, request.sessionId);
    request.now = now;
    request.clockOverride = clockOverride;
  });
};
