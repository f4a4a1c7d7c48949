import { getFragment } from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { etagOf, matchesEtag, modulepreloadLink } from './fragmentRules.ts';
import { fragmentOf } from './fragments.ts';
import type { PageDataResolvers } from './pageRequest.ts';

/** Five minutes in every cache: a catalogue edit shows on a host page within them (decision 0171). */
export const FRAGMENT_CACHE_CONTROL = 'public, max-age=300';

/**
 * `getFragment` (issue 41 item 4, decision 0171): an element's first view for a page of another origin,
 * the same for every shopper, so it reads no session (`sessionless`) and is cached publicly with an ETag.
 */
export const fragmentRoutes =
  (resolvers: PageDataResolvers): FastifyPluginAsync<AppDeps> =>
  async (app, deps) => {
    contractRoute(
      app,
      getFragment,
      async (input, request, reply) => {
        const storeOrigin = `${request.protocol}://${request.host}`;
        const { html, modules } = await fragmentOf(
          input,
          {
            storeOrigin,
            serverNow: request.serverNow,
            log: request.log,
          },
          deps,
          resolvers,
        );
        // The modules it runs, for the host page's head (decision 0212); a rebuild changes them, and the tag.
        const link = modulepreloadLink(storeOrigin, modules);
        const etag = etagOf(link === null ? html : `${html}\n${link}`);
        reply.header('cache-control', FRAGMENT_CACHE_CONTROL).header('etag', etag);
        if (link !== null) reply.header('link', link);
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.type('text/html; charset=utf-8').send(html);
      },
      { config: { sessionless: true } },
    );
  };
