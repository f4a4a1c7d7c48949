import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { cartActions } from '../cart/routes.ts';
import { adminAjaxRoute } from '../http/adminAjax.ts';
import { acceptFormBodies } from '../http/bodyParsers.ts';
import { quizActions } from '../quiz/routes.ts';

// spec §7 admin-ajax: the cart's actions and the cologne typeahead on the one WordPress path.
export const adminAjaxRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await acceptFormBodies(app);
  adminAjaxRoute(app, [...cartActions(deps), ...quizActions(deps)], (sessionId) =>
    deps.nonces.issue(sessionId),
  );
};
