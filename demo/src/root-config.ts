import './styles.css';
import { fillPath, getPageData } from '@pc/shared/contract';
import { matchRoute, ROUTES } from '@pc/shared/routes';
import { type LifeCycles, navigateToUrl, registerApplication, start } from 'single-spa';
import { installChatWidget } from './chat/installChat.ts';
import { pageConfig, storeFetch } from './pageConfig.ts';
import { createPageDataLoader, NO_PAGE_DATA } from './pageData.ts';
import { mountQaPanel } from './qa/panel.ts';
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

/** The page data of each route: the printed data first, then `getPageData` (decision 0011). */
const loadPageData = createPageDataLoader(pageConfig().data, async (path, signal) => {
  const url = `${fillPath(getPageData.path, pageConfig().ns, {})}?${new URLSearchParams({ path })}`;
  // `{data}` as the contract says; the element checks the data itself, as it does printed data.
  const answer = await storeFetch(url, { signal });
  return typeof answer === 'object' && answer !== null && 'data' in answer
    ? (answer.data ?? undefined)
    : undefined;
});

/**
 * What the mounted application shows; re-rendered when a route's own path changes (e.g. /candle/a →
 * /candle/b), or its query when the page has data (`?survey_log_id=` names whose results show).
 */
let renderedKey: string | null = null;
/** True until the first route renders: only then may `<main>` hold the store server's render. */
let firstRender = true;

const renderCurrent = async () => {
  const match = matchRoute(window.location.pathname);
  const view = match?.route.view;
  const needsData = view?.kind === 'element' && view.ready && view.pageData !== undefined;
  const key = JSON.stringify([
    match?.route.id ?? null,
    match?.attributes,
    match?.params,
    needsData ? window.location.search : '',
  ]);
  if (key === renderedKey) return;
  renderedKey = key;
  if (needsData) main.setAttribute('aria-busy', 'true');
  const loaded = await loadPageData(`${window.location.pathname}${window.location.search}`, needsData);
  // Another route change (or an unmount) came first: its own render shows, never this stale answer.
  if (!loaded || renderedKey !== key) return;
  main.removeAttribute('aria-busy');
  renderRoute(match, main, loaded.data ?? NO_PAGE_DATA, firstRender);
  firstRender = false;
};

const lifecycles: LifeCycles = {
  bootstrap: async () => {},
  mount: async () => {
    renderedKey = null;
    // Not awaited: single-spa holds later route changes until a mount settles, and a route change
    // during the page-data call must supersede it at once.
    void renderCurrent();
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
  void renderCurrent();
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
