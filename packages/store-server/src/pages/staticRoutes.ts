import { basename, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { ASSETS_DIR } from '../paths.ts';
import { cacheControlFor, REVALIDATE } from '../static/cacheControl.ts';

// design.md "Demo" and docs/architecture.md "Server": the built elements, the demo's assets and the
// store's images as static files. Every other GET is a page (pageRoutes.ts).

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
        // @pc/elements as npm's tarball (docs/decisions/0186): gzip by its type (RFC 6713), not an
        // encoding, so no client unpacks it on the way.
        if (inFolder.endsWith('.tgz')) reply.header('content-type', 'application/gzip');
      },
    });
  }
  await app.register(fastifyStatic, { ...common, root: ASSETS_DIR, prefix: '/assets/' });
  // The WordPress plugin's zip (scripts/build/wordpressPlugin.ts, README "WordPress"): a stable URL an
  // admin downloads and uploads, so revalidated like the element entries; a download, not a page.
  await app.register(fastifyStatic, {
    ...common,
    root: join(distDir, 'downloads'),
    prefix: '/downloads/',
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', REVALIDATE);
      reply.header('content-disposition', `attachment; filename="${basename(file)}"`);
    },
  });
};
