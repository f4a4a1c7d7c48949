import { getSelf } from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { RestHttpError } from '../http/errors.ts';
import { DEMO_CUSTOMER } from '../session/demoCustomer.ts';
import { readSwitches } from '../session/sessionRepository.ts';

// spec §7 users/self: the customer when the session's QA identity is customer; otherwise 401 as
// WordPress answers a visitor who is not logged in (the client then treats them as anonymous).
export const userRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  acceptJsonBodies(app);
  contractRoute(app, getSelf, async (_input, request) => {
    const { identity } = await readSwitches(db, request.sessionId);
    if (identity !== 'customer') {
      throw new RestHttpError(401, 'rest_not_logged_in', 'You are not currently logged in.');
    }
    return DEMO_CUSTOMER;
  });
};
