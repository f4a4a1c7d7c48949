import type { PageData } from '@pc/shared/contract';
import type { Locale } from '@pc/shared/locale';
import type { PageDataKind, RouteMatch } from '@pc/shared/routes';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import type { PageDataResolvers } from './pageRequest.ts';

/**
 * Page data a page cannot do without: an order-received page names an order of this session
 * (spec §2 /checkout/order-received/{id}; decision 0036: any other id is a 404 with no data).
 */
const REQUIRED_PAGE_DATA: ReadonlySet<PageDataKind> = new Set(['survey']);

/** Whether a page is there (200) or not (404): a path of the route table, with the data it needs. */
export const isPageFound = (match: RouteMatch | null, data: PageData | undefined): boolean => {
  const view = match?.route.view;
  if (!view) return false;
  const needs = view.kind === 'element' ? view.pageData : undefined;
  return !(needs && REQUIRED_PAGE_DATA.has(needs) && data === undefined);
};

/**
 * Page data by URL (docs/architecture.md "page configuration"), the same for the page the server
 * prints (`#pc-config`'s `data`) and for `getPageData` (decision 0011): the route the URL's path
 * matched says which kind it needs, its resolver (`resolvers`, the areas' list in routes/pageData.ts)
 * computes it for the session, its texts in `locale` (the page's language).
 */
export const pageDataFor = async (
  match: RouteMatch | null,
  url: string,
  { sessionId, now, serverNow }: Pick<FastifyRequest, 'sessionId' | 'now' | 'serverNow'>,
  locale: Locale,
  deps: AppDeps,
  resolvers: PageDataResolvers,
): Promise<PageData | undefined> => {
  const view = match?.route.view;
  if (!match || (view?.kind !== 'element' && view?.kind !== 'content') || !view.pageData) return undefined;
  return resolvers[view.pageData]({ match, url, sessionId, now, serverNow, locale }, deps);
};
