import { elementMarkup, ROUTES, routeLinks } from '@pc/shared/routes';
import { h } from '../dom.ts';
import { internalLink } from './links.ts';

/**
 * The demo's own views. Each page has one `<h1 tabindex="-1">`: the root config focuses it after a
 * route change so screen readers announce the new page.
 */
export const pageHeading = (text: string): HTMLHeadingElement =>
  // The frames' heading is the same (storefront-elements frames/checkout.tsx PageHeading); written
  // here with `h`, so the router's chunk holds none of the frames' views (decisions 0073, 0147).
  h('h1', { tabindex: '-1', 'data-page-heading': true }, text);

/** `/`: every route and alias as links, with the element each mounts (useful to QA). */
export const indexView = (): Node[] => [
  pageHeading('All pages'),
  h('p', {}, 'Every route of the store (spec §2), with the element each page mounts.'),
  h(
    'ul',
    { class: 'route-index' },
    ...ROUTES.filter((route) => route.id !== 'home').map((route) => {
      const { view } = route;
      const templates = route.paths.filter((path) => /[{*]/.test(path.path)).map((path) => path.path);
      return h(
        'li',
        {},
        h('span', { class: 'route-title' }, route.title),
        view.kind === 'element' ? h('code', {}, elementMarkup(view.tag, view.attributes)) : null,
        h(
          'ul',
          { class: 'route-paths' },
          ...routeLinks(route).map((path) => h('li', {}, internalLink(path, path))),
          ...templates.map((template) =>
            h('li', {}, h('span', { class: 'route-template' }, `also ${template}`)),
          ),
        ),
      );
    }),
  ),
];

export const notFoundView = (): Node[] => [
  pageHeading('Page not found'),
  h('p', {}, 'There is no page at this address.'),
  h('p', {}, internalLink('/', 'Go to the home page')),
];
