import { routeTitle } from '@pc/shared/route-titles';
import { elementMarkup, ROUTES, routeLinks } from '@pc/shared/routes';
import { h } from '../dom.ts';
import type { ViewTexts } from '../messages/index.ts';
import { internalLink } from './links.ts';

/**
 * The demo's own views. Each page has one `<h1 tabindex="-1">`: the root config focuses it after a
 * route change so screen readers announce the new page. Their words are the page's language's
 * (`texts`: demo/src/messages and the route titles, issue 43).
 */
export const pageHeading = (text: string): HTMLHeadingElement =>
  // The frames' heading is the same (storefront-elements frames/checkout.tsx PageHeading); written
  // here with `h`, so the router's chunk holds none of the frames' views (decisions 0073, 0147).
  h('h1', { tabindex: '-1', 'data-page-heading': true }, text);

/** `/`: every route and alias as links, with the element each mounts (useful to QA). */
export const indexView = ({ m, titles }: ViewTexts): Node[] => [
  pageHeading(titles.home),
  h('p', {}, m.indexIntro),
  h(
    'ul',
    { class: 'route-index' },
    ...ROUTES.filter((route) => route.id !== 'home').map((route) => {
      const { view } = route;
      const templates = route.paths.filter((path) => /[{*]/.test(path.path)).map((path) => path.path);
      return h(
        'li',
        {},
        h('span', { class: 'route-title' }, routeTitle({ route }, titles)),
        view.kind === 'element' ? h('code', {}, elementMarkup(view.tag, view.attributes)) : null,
        h(
          'ul',
          { class: 'route-paths' },
          ...routeLinks(route).map((path) => h('li', {}, internalLink(path, path))),
          ...templates.map((template) =>
            h('li', {}, h('span', { class: 'route-template' }, m.indexAlso({ template }))),
          ),
        ),
      );
    }),
  ),
];

export const notFoundView = ({ m, titles }: ViewTexts): Node[] => [
  pageHeading(titles.notFound),
  h('p', {}, m.notFoundText),
  h('p', {}, internalLink('/', m.notFoundHomeLink)),
];
