import './styles.css';
import { type LifeCycles, navigateToUrl, registerApplication, start } from 'single-spa';
import { installChatWidget } from './chat/installChat.ts';
import { mountQaPanel } from './qa/panel.ts';
import { matchRoute, ROUTES } from '@pc/shared/routes';
import { enhanceLinks } from './views/links.ts';
import { renderRoute } from './views/routeView.ts';

/**
 * The single-spa root config (design.md "Demo"): one application per route of spec §2, each active
 * when `matchRoute` picks it, each mounting its element with that route's attributes into
 * `<main id="pc-main">`; one more for unknown paths. The QA panel and the chat widget live outside
 * the routes, for the whole page.
 */

const SHOP_NAME = 'Personal Care Co.';

const main = document.getElementById('pc-main') as HTMLElement;

// The chat widget and the analytics log must exist before any element loads.
installChatWidget();
mountQaPanel(document.getElementById('pc-qa') as HTMLElement);
enhanceLinks(document.querySelector('header') ?? document);

/** What the mounted application shows; re-rendered when a route's own path changes (e.g. /candle/a → /candle/b). */
let renderedKey: string | null = null;

const renderCurrent = () => {
  const match = matchRoute(window.location.pathname);
  const key = JSON.stringify([match?.route.id ?? null, match?.attributes, match?.params]);
  if (key === renderedKey) return;
  renderedKey = key;
  renderRoute(match, main);
};

const lifecycles: LifeCycles = {
  bootstrap: async () => {},
  mount: async () => {
    renderedKey = null;
    renderCurrent();
  },
  unmount: async () => {
    renderedKey = null;
    main.replaceChildren();
  },
};

for (const route of ROUTES) {
  registerApplication({
    name: route.id,
    app: lifecycles,
    activeWhen: (location) => matchRoute(location.pathname)?.route.id === route.id,
  });
}
registerApplication({
  name: 'not-found',
  app: lifecycles,
  activeWhen: (location) => matchRoute(location.pathname) === null,
});

const markCurrentNavLink = () => {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('header nav a')) {
    if (link.pathname === window.location.pathname) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
};

let firstRoute = true;
window.addEventListener('single-spa:routing-event', () => {
  renderCurrent();
  const match = matchRoute(window.location.pathname);
  document.title = `${match ? match.route.title : 'Page not found'} | ${SHOP_NAME}`;
  markCurrentNavLink();
  // On a route change (not on the first load) move focus to the new page's heading, or to the main
  // region when an element brings its own, so screen readers announce the page as a full load would.
  if (!firstRoute) (main.querySelector<HTMLElement>('[data-page-heading]') ?? main).focus();
  firstRoute = false;
});

// An element asks its host to navigate (@pc/shared's pc-navigate, cancelable): this host has a
// router, so same-origin destinations are routed here instead of reloading the page.
window.addEventListener('pc-navigate', (event) => {
  const href = (event as CustomEvent<{ href?: unknown }>).detail?.href;
  if (typeof href !== 'string') return;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigateToUrl(`${url.pathname}${url.search}${url.hash}`);
});

start();
