import { getPageData } from '@pc/shared/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { noRoute, RestHttpError } from '../http/errors.ts';
import { demoPageOf } from './demoPage.ts';
import { pageConfig } from './pageConfig.ts';
import { pageCurrency } from './pageCurrency.ts';
import { isPageFound, pageDataFor } from './pageData.ts';
import { askedLocale, pageLocale, withPageLang } from './pageLocale.ts';
import { pagePrivacy } from './pagePrivacy.ts';
import { type PageDataResolvers, pathOf, routeMatchOf } from './pageRequest.ts';
import { createPageTemplates } from './pageTemplate.ts';
import { readBuildManifests } from './preloads.ts';
import { serverRenderOf } from './serverRender.ts';

// design.md "Demo" and docs/architecture.md "Server": every GET no other route takes is the demo page
// with the page configuration, 200 on a path of spec §2's route table (@pc/shared/routes), 404
// elsewhere. The path is matched against the table once per request (docs/decisions/0082), and that
// match gives the page its data, status, title, preloads and first view.

const API_PREFIXES = ['/wp-json', '/wp-admin', '/__qa'];
const FILE_PATH = /\.[A-Za-z0-9]{1,8}$/;

const isApiPath = (path: string) =>
  API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * `getPageData` (decision 0011): the page data the server would print into the page at `path`, for a
 * page the shopper reached without a load, its texts in the `locale` the call names (a page of another
 * origin's, where `<pc-gift-cards>` asks for its own), else the store's. Per session, so never cached.
 */
export const pageDataRoutes =
  (resolvers: PageDataResolvers): FastifyPluginAsync<AppDeps> =>
  async (app, deps) => {
    contractRoute(app, getPageData, async ({ path, locale }, request, reply) => {
      reply.header('cache-control', 'no-store');
      const asked = askedLocale(locale, deps.locale);
      const data = await pageDataFor(routeMatchOf(request, path), path, request, asked, deps, resolvers);
      return { data: data ?? null };
    });
  };

/**
 * The page handler, for every request no other route took: any other GET or HEAD gets the demo page
 * with its configuration, 200 on a route of the table, 404 elsewhere (the demo then shows its
 * not-found view, as the same table tells it to); an API or file path gets a JSON 404 (WordPress's
 * rest_no_route under /wp-json).
 */
export const createPageHandler = (deps: AppDeps, resolvers: PageDataResolvers) => {
  // The elements' server render, loading as the server starts (docs/decisions/0020).
  const serverRender = serverRenderOf(deps.distDir);
  const demoPage = demoPageOf(deps.distDir);
  const { locale } = deps;
  const templates = createPageTemplates(locale);
  return async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const { distDir, nonces } = deps;
    const path = pathOf(request.url);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !FILE_PATH.test(path);
    if (!isPage) {
      throw isApiPath(path)
        ? noRoute()
        : new RestHttpError(
            404,
            'pc_not_found',
            `Nothing was found at ${request.method} ${path.slice(0, 200)}.`,
          );
    }
    const match = routeMatchOf(request, path);
    const data = await pageDataFor(match, request.url, request, locale, deps, resolvers);
    const html = templates.page(
      withPageLang((await demoPage.read()).html, locale),
      await readBuildManifests(distDir),
      match,
      await serverRender.firstView(match, data, request.log, locale, deps.currency),
      pageConfig(nonces.issue(request.sessionId), data, {
        ...pagePrivacy(deps.consent, request.headers),
        ...pageLocale(locale),
        ...pageCurrency(deps.currency),
      }),
      path,
    );
    const status = isPageFound(match, data) ? 200 : 404;
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };
};
