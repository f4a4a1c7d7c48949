import type { RouteMatch } from '@pc/shared/routes';

/**
 * The page's `<title>` for the route `match` (WCAG 2.4.2): `{route title} | {shop}`, or `Page not found | {shop}`,
 * as the demo's router sets it on every route change (demo/src/router.ts). The demo page's own title
 * is the shop's name. Printed in the HTML because a server-rendered page runs no router until its first
 * route change (docs/decisions/0058). A page without a title is left as it is.
 */
export const injectTitle = (html: string, match: RouteMatch | null): string => {
  const page = (match ? match.route.title : 'Page not found')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  return html.replace(
    /<title>([^<]*)<\/title>/i,
    (_whole, shop: string) => `<title>${page} | ${shop}</title>`,
  );
};
