import { QA_PANEL_HEADER } from '@pc/shared/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { FAULT_CALL_NAMES } from './faultCalls.ts';
import { faultAnswer, TIMEOUT_BODY, takeFault } from './faults.ts';

// Issue 44 item 2, docs/decisions/0189: the one hook that answers a faulted call in its place, for
// every spec §7 call alike: keyed by the request's session and the call its route is (FastifyContextConfig
// `call`, which contractRoute sets and admin-ajax and the results path resolve). Demo mode only: in
// production it is not registered and no /__qa/* path exists (decision 0042). It runs before the
// nonce guard and the write's transaction (preValidation), so a held answer holds no transaction.

const FAULTED = new Set<string>(FAULT_CALL_NAMES);

const callOf = (request: FastifyRequest): string | undefined => {
  const call = request.routeOptions.config?.call;
  return typeof call === 'function' ? call(request) : call;
};

/** Waits `ms`, or less when the browser goes away first (the answer's connection closes). */
const hold = (reply: FastifyReply, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    reply.raw.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export const registerQaFaults = (app: FastifyInstance, db: Db): void => {
  app.addHook('preValidation', async (request, reply) => {
    // A session this request made holds no switch yet.
    if (request.sessionId === '' || (request.sessionIsNew && !request.viaCartToken)) return;
    // The QA panel's own reads are not the page's calls: a counted fault is left for the elements.
    if (request.headers[QA_PANEL_HEADER.toLowerCase()] !== undefined) return;
    const call = callOf(request);
    if (call === undefined || !FAULTED.has(call)) return;
    const fault = await takeFault(db, request.sessionId, call);
    if (!fault) return;
    const answer = faultAnswer(fault);
    if (answer.do === 'drop') {
      // A dropped connection: no answer at all, the socket closed under the request.
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (answer.do === 'wait') {
      await hold(reply, answer.ms);
      // A browser that went away meanwhile gets nothing, and its call is not run.
      if (reply.raw.destroyed || request.raw.socket?.destroyed) {
        reply.hijack();
        return reply;
      }
      if (answer.after === 'go on') return;
      return reply.code(504).type('application/json; charset=utf-8').send(TIMEOUT_BODY);
    }
    for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
  });
};
