import { defineCall, NoParams } from '@pc/shared/contract';
import * as v from 'valibot';
import type { DatabaseHealth } from '../db/databaseHealth.ts';

// docs/decisions/0091: probes for a load balancer or an orchestrator, with Kubernetes' names. Not
// spec §7 calls, so they are defined here, the same way (the routes and tests take their paths from
// here). /livez: the process answers (restart it when not). /readyz: it can serve shoppers, which
// needs its database (send it no traffic while not).

export const HEALTH_CALLS = {
  live: defineCall({
    name: 'live',
    method: 'GET',
    path: '/livez',
    encoding: 'query',
    request: NoParams,
    response: v.object({ status: v.literal('live') }),
  }),
  ready: defineCall({
    name: 'ready',
    method: 'GET',
    path: '/readyz',
    encoding: 'query',
    request: NoParams,
    response: v.object({ status: v.picklist(['ready', 'unavailable']) }),
  }),
};

/** A readiness probe waits this long for the database's answer. */
export const READY_TIMEOUT_MS = 2_000;

/** Whether the database answers `SELECT 1` within READY_TIMEOUT_MS. */
export const isReady = async (health: DatabaseHealth): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const answered = await Promise.race([
    health.check(),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  return answered;
};
