import type { PageData } from '@pc/shared/contract';
import type { Locale } from '@pc/shared/locale';
import { matchRoute, type PageDataKind, type RouteMatch } from '@pc/shared/routes';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';

/** A page's path: its URL without the query or the fragment. */
export const pathOf = (url: string): string => url.split(/[?#]/, 1)[0] || '/';

const matches = new WeakMap<FastifyRequest, { path: string; match: RouteMatch | null }>();

/**
 * The route table's match for the page at `url` (spec §2), once per request: the demo's QA-clock hook
 * and the page handler that both need it share one (decision 0082).
 */
export const routeMatchOf = (request: FastifyRequest, url: string): RouteMatch | null => {
  const path = pathOf(url);
  const kept = matches.get(request);
  if (kept?.path === path) return kept.match;
  const match = matchRoute(path);
  matches.set(request, { path, match });
  return match;
};

/**
 * The page a visitor asks data for: the route it matched (spec §2 route table, @pc/shared/routes),
 * its path with the query (`?survey_log_id=` names a shared results link), the visitor's session and
 * the request's time (docs/decisions/0079: read once, by the request hook of session/requestNow.ts).
 */
export interface PageRequest {
  readonly match: RouteMatch;
  readonly url: string;
  readonly sessionId: string;
  /** `request.now`: the time dated rules see for the session (its QA clock in demo mode). */
  readonly now: Date;
  /** `request.serverNow`: the server's clock, for records of when something happened. */
  readonly serverNow: Date;
  /**
   * The language the page's first view is rendered in, for page data that holds texts (the gift card
   * page's legal footer and FAQ): the store's `PC_LOCALE` on its own pages, the host page's for a
   * fragment (fragmentRules.ts `fragmentLocale`) or a `getPageData` call that names one.
   */
  readonly locale: Locale;
}

/** Computes one kind of page data; undefined when this page has none (an order id that is not one). */
export type PageDataResolver = (page: PageRequest, deps: AppDeps) => Promise<PageData | undefined>;

/** The resolver of each kind of page data the route table names (routes/pageData.ts lists them). */
export type PageDataResolvers = Readonly<Record<PageDataKind, PageDataResolver>>;
