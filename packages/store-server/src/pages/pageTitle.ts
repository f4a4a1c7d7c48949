import { DEFAULT_LOCALE, type Locale } from '@pc/shared/locale';
import { routeTitle } from '@pc/shared/route-titles';
import { ROUTE_TITLES } from '@pc/shared/route-titles/by-locale';
import type { RouteMatch } from '@pc/shared/routes';

/**
 * The page's `<title>` for the route `match` (WCAG 2.4.2): `{route title} | {shop}`, or `Page not found | {shop}`,
 * as the demo's router sets it on every route change (demo/src/router.ts), in the page's `locale`
 * (issue 43: `Cuestionario | {shop}`; the shop's name is a name). The demo page's own title
 * is the shop's name. Printed in the HTML because a server-rendered page runs no router until its first
 * route change (docs/decisions/0058). A page without a title is left as it is.
 */
export const injectTitle = (
  html: string,
  match: RouteMatch | null,
  locale: Locale = DEFAULT_LOCALE,
): string => {
  const page = routeTitle(match, ROUTE_TITLES[locale])
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  return html.replace(
    /<title>([^<]*)<\/title>/i,
    (_whole, shop: string) => `<title>${page} | ${shop}</title>`,
  );
};
