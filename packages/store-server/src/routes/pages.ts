import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { getPageData } from '@pc/shared/contract';
import { matchRoute } from '@pc/shared/routes';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { noRoute, RestHttpError } from '../http/errors.ts';
import { DEMO_NOT_BUILT_HTML, injectPageConfig, pageConfig } from '../pages/pageConfig.ts';
import { pageDataFor } from '../pages/pageData.ts';
import { ASSETS_DIR } from '../paths.ts';

// design.md "Demo" and docs/architecture.md "Server": built elements, the demo's assets and the
// store's images as static files; every other GET is the demo page with the page configuration,
// 200 on a path of spec §2's route table (@pc/shared/routes), 404 elsewhere.

const API_PREFIXES = ['/wp-json', '/wp-admin', '/__qa'];
const FILE_PATH = /\.[A-Za-z0-9]{1,8}$/;

const isApiPath = (path: string) =>
  API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export const staticRoutes: FastifyPluginAsync<AppDeps> = async (app, { distDir }) => {
  for (const [root, prefix] of [
    [join(distDir, 'elements'), '/elements/'],
    [join(distDir, 'demo'), '/demo/'],
    [ASSETS_DIR, '/assets/'],
  ] as const) {
    // No index files and no directories: the demo page is only ever served with its configuration,
    // by the page handler (a directory path such as /demo/ falls through to it).
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      index: false,
      allowedPath: (path) => !path.endsWith('/'),
    });
  }
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

const readDemoPage = async (distDir: string): Promise<string> => {
  try {
    return await readFile(join(distDir, 'demo', 'index.html'), 'utf8');
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
export const notFoundHandler = (deps: AppDeps) => async (request: FastifyRequest, reply: FastifyReply) => {
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
  const html = injectPageConfig(
    await readDemoPage(distDir),
    pageConfig(nonces.issue(request.sessionId), await pageDataFor(request.url, request.sessionId, deps)),
  );
  const status = matchRoute(path) ? 200 : 404;
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
};
