import { defineCatalog } from '../i18n/catalog.ts';
import messages from './messages/en-US.ts';
import type { RouteMatch } from './routeTable.ts';

// issue 43 (docs/decisions/0210): the pages' titles (the document's `<title>`, a content page's heading)
// in the page's language. en-US is the route table's titles byte for byte (spec §2; routeTitles.test.ts),
// es-US a file fetched only by a page in es-US. Not an element's catalog: no author overrides them.

export type RouteTitles = typeof messages;

/** The titles by route id (`routes.<id>`), and `notFound`: the demo's router reads them on every route change. */
export const routeTitles = defineCatalog('routes', messages, {
  'es-US': () => import('./messages/es-US.ts'),
});

/** What a page at the route `match` is called (null: no route there, the not-found page). */
export const routeTitle = (match: Pick<RouteMatch, 'route'> | null, titles: RouteTitles): string =>
  match ? (titles[match.route.id as keyof RouteTitles] ?? match.route.title) : titles.notFound;

/** The document title of a page of the shop `shop` (WCAG 2.4.2): `{page} | {shop}`. */
export const documentTitle = (match: RouteMatch | null, titles: RouteTitles, shop: string): string =>
  `${routeTitle(match, titles)} | ${shop}`;
