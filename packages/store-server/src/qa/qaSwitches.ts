import { listCart } from '../cart/cartRepository.ts';
import { forgetCatalogue } from '../catalogue/productRepository.ts';
import type { Db } from '../db/db.ts';
import { qaContinuation } from '../quiz/continuation.ts';
import { createContinuation } from '../quiz/surveyLogRepository.ts';
import { sessionClock } from '../session/requestNow.ts';
import type { SessionIds } from '../session/sessionIds.ts';
import {
  deleteSession,
  ensureSession,
  type Identity,
  readSwitches,
  renameSession,
  setClockOverride,
  setIdentity,
} from '../session/sessionRepository.ts';
import { restoreCatalogueTexts } from './catalogueEdits.ts';
import type { QaContinuation, QaState } from './qaSchemas.ts';

// The demo's QA panel (design.md "Demo"): per-session identity (spec §6), a clock override for dated
// rules (spec §4 collaboration sold-out date), a continuation quiz (spec §4), and a reset. Demo mode
// only (docs/decisions/0042).

type QaDeps = { db: Db; clock: () => Date; mailCatcherUrl?: string | null };

/**
 * What the panel shows: the session's switches, the time its rules see, its cart's count, and where
 * the e-gift emails can be read (docs/decisions/0097).
 */
export const qaState = async (
  { db, mailCatcherUrl = null }: QaDeps,
  sessionId: string,
  serverNow: Date,
): Promise<QaState> => {
  const switches = await readSwitches(db, sessionId);
  const cart = await listCart(db, sessionId);
  return {
    identity: switches.identity,
    clock: switches.clockOverride?.toISOString() ?? null,
    // The session's time as it is now, after this request may have moved it (decision 0079).
    now: (await sessionClock({ db, mode: 'demo' }, sessionId, serverNow)).now.toISOString(),
    cartCount: cart.count,
    mailCatcher: mailCatcherUrl,
  };
};

/**
 * Switches the session's identity. A login moves the session to a fresh id (docs/decisions/0043), so an
 * id seen before the change is worth nothing after it: answers the id the session has now.
 */
export const switchIdentity = async (
  db: Db,
  sessionIds: SessionIds,
  sessionId: string,
  identity: Identity,
): Promise<string> => {
  let current = sessionId;
  if ((await readSwitches(db, sessionId)).identity !== identity) {
    current = sessionIds.issue();
    await renameSession(db, sessionId, current);
  }
  await setIdentity(db, current, identity);
  return current;
};

/** Moves the session's clock (an ISO time), or gives it back the server's (null). */
export const moveClock = (db: Db, sessionId: string, now: string | null): Promise<void> =>
  setClockOverride(db, sessionId, now === null ? null : new Date(now));

/**
 * spec §4 Continuation: an earlier self quiz of this session that now asks its new questions; GET
 * quizzes/self serves it until it is completed (replacing an open one).
 */
export const startContinuation = async (db: Db, sessionId: string): Promise<QaContinuation> => {
  const continuation = qaContinuation();
  const surveyLogId = await db.transaction(async (tx) => {
    await ensureSession(tx, sessionId);
    return createContinuation(tx, sessionId, continuation);
  });
  return { surveyLogId, questions: [...continuation.questions] };
};

/**
 * Empties the session's cart and survey data, resets its switches, and puts back the seed's catalogue
 * texts this session changed (POST /__qa/catalogue-text), and only those: another tester's edits stay
 * (docs/decisions/0069).
 */
export const resetSession = async (db: Db, sessionId: string): Promise<void> => {
  const restored = await db.transaction(async (tx) => {
    const texts = await restoreCatalogueTexts(tx, sessionId);
    await deleteSession(tx, sessionId);
    return texts;
  });
  if (restored > 0) forgetCatalogue(db);
};
