import { NONCE_HEADER } from '@pc/shared/constants';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { useSession } from '../session/session.ts';
import { editCatalogueTexts } from './catalogueText.ts';
import { FAULT_CALLS } from './faultCalls.ts';
import { FAULT_KINDS, type HeldFault, readFaults, setFault } from './faults.ts';
import { sendQaPlatformWebhook } from './platformWebhookQa.ts';
import { QA_CALLS } from './qaSchemas.ts';
import { moveClock, qaState, resetSession, startContinuation, switchIdentity } from './qaSwitches.ts';
import { setStock, stockList } from './stockSwitches.ts';

const faultsAnswer = (faults: Record<string, HeldFault>) => ({
  calls: [...FAULT_CALLS],
  kinds: [...FAULT_KINDS],
  faults,
});

// The demo's QA panel (design.md "Demo"; qa/qaSwitches.ts). Writes need the nonce like every write.
// Mounted in demo mode only: in production (PC_MODE=production) every /__qa/* path answers 404
// (docs/decisions/0042).

export const qaRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, mode, nonces, sessionIds } = deps;
  if (mode !== 'demo') return;
  acceptJsonBodies(app);

  contractRoute(app, QA_CALLS.state, (_input, request) =>
    qaState(deps, request.sessionId, request.serverNow),
  );

  contractRoute(app, QA_CALLS.identity, async ({ customer }, request, reply) => {
    const id = await switchIdentity(db, sessionIds, request.sessionId, customer ? 'customer' : 'anonymous');
    if (id !== request.sessionId) {
      // docs/decisions/0043: the panel reloads its page, which brings the new id's nonce; as WordPress's
      // REST answers carry a fresh nonce, the old id's nonce no longer verifies.
      useSession(request, reply, id);
      reply.header(NONCE_HEADER, nonces.issue(id));
    }
    return qaState(deps, request.sessionId, request.serverNow);
  });

  contractRoute(app, QA_CALLS.clock, async ({ now }, request) => {
    await moveClock(db, request.sessionId, now);
    return qaState(deps, request.sessionId, request.serverNow);
  });

  contractRoute(app, QA_CALLS.continuation, (_input, request) => startContinuation(db, request.sessionId));

  contractRoute(app, QA_CALLS.reset, async (_input, request) => {
    await resetSession(db, request.sessionId);
    return qaState(deps, request.sessionId, request.serverNow);
  });

  contractRoute(app, QA_CALLS.catalogueText, (input, request) =>
    editCatalogueTexts(db, request.sessionId, input),
  );

  // Issue 44 items 1 and 2 (decision 0189): stock and fault switches, this session's only.
  contractRoute(app, QA_CALLS.stockList, (_input, request) => stockList(db, request.sessionId));
  contractRoute(app, QA_CALLS.stock, (input, request) => setStock(db, request.sessionId, input));
  contractRoute(app, QA_CALLS.faultList, async (_input, request) =>
    faultsAnswer(await readFaults(db, request.sessionId)),
  );
  contractRoute(app, QA_CALLS.faults, async (input, request) =>
    faultsAnswer(await setFault(db, request.sessionId, input)),
  );

  // docs/decisions/0144 "QA": a platform's signed order webhook for this session's hand-off.
  contractRoute(app, QA_CALLS.platformWebhook, (input, request) =>
    sendQaPlatformWebhook(deps, request.sessionId, input, `${request.protocol}://${request.host}`),
  );
};
