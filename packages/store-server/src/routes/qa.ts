import { NONCE_HEADER } from '@pc/shared/constants';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { listCart } from '../cart/cartRepository.ts';
import { forgetCatalogue } from '../catalogue/productRepository.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { validate } from '../http/validate.ts';
import { restoreCatalogueTexts } from '../qa/catalogueEdits.ts';
import {
  QaClockRequest,
  type QaContinuation,
  QaContinuationRequest,
  QaIdentityRequest,
  QaResetRequest,
  type QaState,
} from '../qa/qaSchemas.ts';
import { qaContinuation } from '../quiz/continuation.ts';
import { createContinuation } from '../quiz/surveyLogRepository.ts';
import { useSession } from '../session/session.ts';
import {
  deleteSession,
  ensureSession,
  readSwitches,
  renameSession,
  setClockOverride,
  setIdentity,
} from '../session/sessionRepository.ts';

// The demo's QA panel (design.md "Demo"): per-session identity (spec §6), a clock override for dated
// rules (spec §4 collaboration sold-out date), a continuation quiz (spec §4), and a reset. Writes need
// the nonce like every write. Mounted in demo mode only: in production (PC_MODE=production) every
// /__qa/* path answers 404 (issue 11 item 1, docs/decisions/0042).

const body = (request: FastifyRequest): unknown => request.body ?? {};

export const qaRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, clock, mode, nonces, sessionIds }) => {
  if (mode !== 'demo') return;
  acceptJsonBodies(app);

  const state = async (sessionId: string): Promise<QaState> => {
    const switches = await readSwitches(db, sessionId);
    const cart = await listCart(db, sessionId);
    return {
      identity: switches.identity,
      clock: switches.clockOverride?.toISOString() ?? null,
      now: (switches.clockOverride ?? clock()).toISOString(),
      cartCount: cart.count,
    };
  };

  app.get('/__qa/state', (request) => state(request.sessionId));

  app.post('/__qa/identity', async (request, reply) => {
    const { customer } = validate(QaIdentityRequest, body(request));
    const identity = customer ? 'customer' : 'anonymous';
    if ((await readSwitches(db, request.sessionId)).identity !== identity) {
      // A login: the session moves to a fresh id (docs/decisions/0043); the panel reloads its page,
      // which brings the new id's nonce.
      const rotated = sessionIds.issue();
      await renameSession(db, request.sessionId, rotated);
      useSession(request, reply, rotated);
      // As WordPress's REST answers carry a fresh nonce: the old id's nonce no longer verifies.
      reply.header(NONCE_HEADER, nonces.issue(rotated));
    }
    await setIdentity(db, request.sessionId, identity);
    return state(request.sessionId);
  });

  app.post('/__qa/clock', async (request) => {
    const { now } = validate(QaClockRequest, body(request));
    await setClockOverride(db, request.sessionId, now === null ? null : new Date(now));
    return state(request.sessionId);
  });

  // spec §4 Continuation: an earlier self quiz of this session that now asks its new questions;
  // GET quizzes/self serves it until it is completed (replacing an open one).
  app.post('/__qa/continuation', async (request): Promise<QaContinuation> => {
    validate(QaContinuationRequest, body(request));
    const continuation = qaContinuation();
    const surveyLogId = await db.transaction(async (tx) => {
      await ensureSession(tx, request.sessionId);
      return createContinuation(tx, request.sessionId, continuation);
    });
    return { surveyLogId, questions: [...continuation.questions] };
  });

  // Empties this session's cart and survey data, resets its switches, and puts back the seed's
  // catalogue texts this session changed (POST /__qa/catalogue-text), and only those: another tester's
  // edits stay (docs/decisions/0069).
  app.post('/__qa/reset', async (request) => {
    validate(QaResetRequest, body(request));
    const restored = await db.transaction(async (tx) => {
      const texts = await restoreCatalogueTexts(tx, request.sessionId);
      await deleteSession(tx, request.sessionId);
      return texts;
    });
    if (restored > 0) forgetCatalogue(db);
    return state(request.sessionId);
  });
};
