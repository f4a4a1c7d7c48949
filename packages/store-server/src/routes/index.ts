import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { cartRoutes } from '../cart/routes.ts';
import { catalogueRoutes } from '../catalogue/routes.ts';
import { platformRoutes } from '../checkout/platformRoutes.ts';
import { checkoutRoutes } from '../checkout/routes.ts';
import { crossSellRoutes } from '../crossSell/routes.ts';
import { giftCardRoutes } from '../giftCards/routes.ts';
import { healthRoutes } from '../http/healthRoutes.ts';
import { insightsRoutes } from '../insights/routes.ts';
import { ownerRoutes } from '../owner/routes.ts';
import { elementDocsRoutes } from '../pages/elementDocsRoutes.ts';
import { fragmentRoutes } from '../pages/fragmentRoutes.ts';
import { createPageHandler, pageDataRoutes } from '../pages/pageRoutes.ts';
import { staticRoutes } from '../pages/staticRoutes.ts';
import { postPurchaseRoutes } from '../postPurchase/routes.ts';
import { privacyRoutes } from '../privacy/routes.ts';
import { qaRoutes } from '../qa/routes.ts';
import { quizRoutes } from '../quiz/routes.ts';
import { resultsRoutes } from '../results/routes.ts';
import { sessionRoutes } from '../session/routes.ts';
import { subscriptionRoutes } from '../subscriptions/routes.ts';
import { webhookRoutes } from '../webhooks/routes.ts';
import { adminAjaxRoutes } from './adminAjax.ts';
import { PAGE_DATA } from './pageData.ts';

/**
 * Every route plugin of the store, in one place: each area's own, `<area>/routes.ts` (docs/
 * architecture.md "Server"; decision 0148), and the admin-ajax path the cart and the quiz share
 * (./adminAjax.ts). Each plugin owns its paths and the body encoding its calls use, and registers
 * every call with http/contractRoute.ts; its handlers call one function of the area's folder.
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
  privacyRoutes,
  subscriptionRoutes,
  ownerRoutes,
  insightsRoutes,
  webhookRoutes,
  healthRoutes,
  pageDataRoutes(PAGE_DATA),
  fragmentRoutes(PAGE_DATA),
  staticRoutes,
  elementDocsRoutes,
] as const;

export const registerRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  for (const plugin of ROUTE_PLUGINS) app.register(plugin, deps);
  // One page handler (it loads the server render once): a route of its own for every GET and HEAD no
  // other route takes, so route hooks such as the compression of its HTML (http/compression.ts)
  // apply, and the not-found handler for the rest.
  const servePage = createPageHandler(deps, PAGE_DATA);
  app.register(async (scope) => {
    scope.get('/*', servePage);
  });
  app.setNotFoundHandler(servePage);
};
