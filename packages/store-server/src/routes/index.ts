import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { elementDocsRoutes } from '../pages/elementDocsRoutes.ts';
import { createPageHandler, pageDataRoutes } from '../pages/pageRoutes.ts';
import { staticRoutes } from '../pages/staticRoutes.ts';
import { adminAjaxRoutes } from './adminAjax.ts';
import { cartRoutes } from './cart.ts';
import { catalogueRoutes } from './catalogue.ts';
import { checkoutRoutes } from './checkout.ts';
import { crossSellRoutes } from './crossSell.ts';
import { giftCardRoutes } from './giftCards.ts';
import { healthRoutes } from './health.ts';
import { insightsRoutes } from './insights.ts';
import { platformRoutes } from './platform.ts';
import { postPurchaseRoutes } from './postPurchase.ts';
import { qaRoutes } from './qa.ts';
import { quizRoutes } from './quiz.ts';
import { resultsRoutes } from './results.ts';
import { sessionRoutes } from './session.ts';

/**
 * Every route plugin of the store, in one place: one per spec area, `routes/<area>.ts` (docs/
 * architecture.md "Server"). Each plugin owns its paths and the body encoding its calls use, and
 * registers every call with http/contractRoute.ts; its handlers call one function of the area's folder.
 */
export const ROUTE_PLUGINS = [
  catalogueRoutes,
  sessionRoutes,
  adminAjaxRoutes,
  qaRoutes,
  quizRoutes,
  cartRoutes,
  resultsRoutes,
  checkoutRoutes,
  platformRoutes,
  crossSellRoutes,
  giftCardRoutes,
  postPurchaseRoutes,
  insightsRoutes,
  healthRoutes,
  pageDataRoutes,
  staticRoutes,
  elementDocsRoutes,
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
