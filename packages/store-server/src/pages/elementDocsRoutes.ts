import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { RestHttpError } from '../http/errors.ts';
import { REVALIDATE } from '../static/cacheControl.ts';
import { cachedFile } from '../static/fileCache.ts';

// What a CMS author and a host developer read (docs/decisions/0107): the custom elements manifest,
// VS Code's custom data and a documentation page per element, all written by `npm run build` from
// each element's meta.ts (scripts/custom-elements-manifest.ts, scripts/html-custom-data.ts,
// scripts/element-docs.ts). The pages' snippets name the store by its origin, put in as they are served.

/** The word scripts/element-docs.ts writes where the store's origin goes. */
const STORE_ORIGIN = '%STORE_ORIGIN%';

const builtFile = cachedFile((text) => text);

/** The store's origin as the browser reached it. */
const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

const notBuilt = (what: string) =>
  new RestHttpError(404, 'pc_not_found', `${what} is not built: run npm run build.`);

export const elementDocsRoutes: FastifyPluginAsync<AppDeps> = async (app, { distDir }) => {
  // The machine-readable files, at the package's root as `@pc/elements` lays them out: a module path
  // `elements/pc-quiz.js` names /elements/pc-quiz.js. Any origin may read them (public documentation).
  for (const file of ['custom-elements.json', 'vscode.html-custom-data.json']) {
    app.get(`/${file}`, async (_request, reply) => {
      const text = await builtFile(join(distDir, file)).catch(() => {
        throw notBuilt(file);
      });
      return reply
        .header('cache-control', REVALIDATE)
        .header('access-control-allow-origin', '*')
        .type('application/json; charset=utf-8')
        .send(text);
    });
  }
  const page = (name: string) => async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const html = await builtFile(join(distDir, 'docs', `${name}.html`)).catch(() => {
      throw new RestHttpError(
        404,
        'pc_not_found',
        `No element documentation at ${request.url.slice(0, 200)}.`,
      );
    });
    return reply
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(html.replaceAll(STORE_ORIGIN, originOf(request)));
  };
  app.get('/elements/docs/', page('index'));
  // The index's own links are relative to the folder: the address without its slash is the same page.
  app.get('/elements/docs', (_request, reply) => reply.redirect('/elements/docs/', 301));
  app.get<{ Params: { tag: string } }>('/elements/docs/:tag', (request, reply) => {
    const { tag } = request.params;
    if (!/^pc-[a-z][a-z0-9-]*$/.test(tag))
      throw new RestHttpError(
        404,
        'pc_not_found',
        `No element documentation at ${request.url.slice(0, 200)}.`,
      );
    return page(tag)(request, reply);
  });
};
