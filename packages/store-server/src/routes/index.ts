import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { createPageHandler, pageDataRoutes } from '../pages/pageRoutes.ts';
import { staticRoutes } from '../pages/staticRoutes.ts';
import { adminAjaxRoutes } from './adminAjax.ts';
import { checkoutRoutes } from './checkout.ts';
import { craftingRoutes } from './crafting.ts';
import { nonceRoutes } from './nonce.ts';
import { productRoutes } from './products.ts';
import { qaRoutes } from './qa.ts';
import { qaCatalogueTextRoutes } from './qaCatalogueText.ts';
import { quizRoutes } from './quiz.ts';
import { resultsRoutes } from './results.ts';
import { userRoutes } from './users.ts';

/**
 * Every route plugin of the store, in one place. Add a new area's plugin (quiz, results, cross-sell,
 * survey) to this list; each plugin owns its paths and the body encoding its calls use.
 */
export const ROUTE_PLUGINS = [
  productRoutes,
  userRoutes,
  nonceRoutes,
  adminAjaxRoutes,
  qaRoutes,
  qaCatalogueTextRoutes,
  quizRoutes,
  craftingRoutes,
  resultsRoutes,
  checkoutRoutes,
  pageDataRoutes,
  staticRoutes,
] as const;

export const registerRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  for (const plugin of ROUTE_PLUGINS) app.register(plugin, deps);
  // One page handler (it loads the server render once): a route of its own for every GET and HEAD no
  // other route takes, so route hooks such as the compression of its HTML (http/compression.ts)
  // apply, and the not-found handler for the rest.
  const servePage = createPageHandler(deps);
  app.register(async (scope) => {
    scope.get('/*', servePage);
  });
  app.setNotFoundHandler(servePage);
};
