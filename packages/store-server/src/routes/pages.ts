import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { getPageData } from '@pc/shared/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { noRoute, RestHttpError } from '../http/errors.ts';
import { DEMO_NOT_BUILT_HTML, pageConfig } from '../pages/pageConfig.ts';
import { isPageFound, pageDataFor } from '../pages/pageData.ts';
import { createPageTemplates } from '../pages/pageTemplate.ts';
import { readBuildManifests } from '../pages/preloads.ts';
import { serverRenderOf } from '../pages/serverRender.ts';
import { ASSETS_DIR } from '../paths.ts';
import { cacheControlFor } from '../static/cacheControl.ts';
import { cachedFile } from '../static/fileCache.ts';

// design.md "Demo" and docs/architecture.md "Server": built elements, the demo's assets and the
// store's images as static files; every other GET is the demo page with the page configuration,
// 200 on a path of spec §2's route table (@pc/shared/routes), 404 elsewhere.

const API_PREFIXES = ['/wp-json', '/wp-admin', '/__qa'];
const FILE_PATH = /\.[A-Za-z0-9]{1,8}$/;

const isApiPath = (path: string) =>
  API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** The file a precompressed variant stands for (`runtime-X.js.br` → `runtime-X.js`). */
const PRECOMPRESSED = /\.(?:br|gz)$/;

export const staticRoutes: FastifyPluginAsync<AppDeps> = async (app, { distDir }) => {
  // No index files and no directories: the demo page is only ever served with its configuration,
  // by the page handler (a directory path such as /demo/ falls through to it).
  const common = {
    decorateReply: false,
    index: false as const,
    allowedPath: (path: string) => !path.endsWith('/'),
  };
  // The builds: sent as the .br or .gz `npm run build` wrote beside each file (scripts/compress.ts),
  // with `Vary: Accept-Encoding`; hashed files kept a year, stable element URLs revalidated
  // (static/cacheControl.ts, docs/decisions/0022).
  for (const folder of ['elements', 'demo'] as const) {
    const root = join(distDir, folder);
    await app.register(fastifyStatic, {
      ...common,
      root,
      prefix: `/${folder}/`,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        const inFolder = relative(root, file).split(sep).join('/').replace(PRECOMPRESSED, '');
        reply.header('cache-control', cacheControlFor(folder, inFolder));
      },
    });
  }
  await app.register(fastifyStatic, { ...common, root: ASSETS_DIR, prefix: '/assets/' });
};

/**
 * `getPageData` (decision 0011): the page data the server would print into the page at `path`, for a
 * page the shopper reached without a load. Per session, so never cached.
 */
export const pageDataRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  contractRoute(app, getPageData, async ({ path }, request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: (await pageDataFor(path, request.sessionId, deps)) ?? null };
  });
};

const demoPageFile = cachedFile((text) => text);

const readDemoPage = async (distDir: string): Promise<string> => {
  try {
    return await demoPageFile(join(distDir, 'demo', 'index.html'));
  } catch {
    return DEMO_NOT_BUILT_HTML;
  }
};

/**
 * Answers every request no route took: an API or file path gets a JSON 404 (WordPress's
 * rest_no_route under /wp-json), any other GET the demo page with its configuration injected: 200 on
 * a route of the table, 404 elsewhere (issue 7 item 9: the demo then shows its not-found view, as
 * the same table tells it to).
 */
export const notFoundHandler = (deps: AppDeps) => {
  // The elements' server render, loading as the server starts (issue 8 item 1).
  const serverRender = serverRenderOf(deps.distDir);
  const templates = createPageTemplates();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { distDir, nonces } = deps;
    const path = request.url.split('?')[0] ?? '/';
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
    const data = await pageDataFor(request.url, request.sessionId, deps);
    // Every module of the route named up front (issue 8 item 3), and its element's first view (item 1),
    // around the demo page cut once per build and route element (issue 11 item 10).
    const html = templates.page(
      await readDemoPage(distDir),
      await readBuildManifests(distDir),
      path,
      await serverRender.firstView(path, data, request.log),
      pageConfig(nonces.issue(request.sessionId), data),
    );
    const status = isPageFound(path, data) ? 200 : 404;
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };
};
