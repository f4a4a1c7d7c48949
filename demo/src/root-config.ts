import './styles.css';
import { fillPath, getPageData } from '@pc/shared/contract';
import { matchRoute, ROUTES } from '@pc/shared/routes';
import { type LifeCycles, navigateToUrl, registerApplication, start } from 'single-spa';
import { installChatWidget } from './chat/installChat.ts';
import { pageConfig, storeFetch } from './pageConfig.ts';
import { createPageDataLoader, NO_PAGE_DATA } from './pageData.ts';
import { mountQaPanel } from './qa/panel.ts';
import { areCompanions, elementAndCompanions } from './views/companions.ts';
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
const qaPanel = document.getElementById('pc-qa') as HTMLElement;
const qaPanelRead = mountQaPanel(qaPanel);
/**
 * Issue 10 item 3 (decision 0053): on a phone the QA panel sits below the main region, so it shows
 * only once the route's first view is in and the panel holds its own first view: a view the demo
 * draws (the checkout frame, content pages) then moves nothing already painted.
 */
const showQaPanel = () => {
  void qaPanelRead.then(() => {
    qaPanel.hidden = false;
  });
};
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
/** The route whose view `<main>` shows (null before the first render and after an unmount). */
let renderedRoute: string | null = null;

/**
 * A route whose element moves between the route's paths itself (ElementView.ownHistory: <pc-candle>
 * pushes /candle/{url}) keeps its element: it gets the new path's attributes, never a new mount, so
 * its state, its map and the shopper's focus stay (docs/decisions/0027). True when so updated.
 */
const updatedInPlace = (match: ReturnType<typeof matchRoute>): boolean => {
  const view = match?.route.view;
  if (!match || view?.kind !== 'element' || !view.ownHistory || renderedRoute !== match.route.id)
    return false;
  // The element, then its companions, which stay as they are (decision 0052).
  const shown = elementAndCompanions(main);
  const node = shown?.element;
  if (!node || node.localName !== view.tag || !areCompanions(shown.companions, view.companions)) return false;
  for (const { name } of [...node.attributes]) if (!(name in match.attributes)) node.removeAttribute(name);
  for (const [name, value] of Object.entries(match.attributes))
    node.setAttribute(name, value === true ? '' : value);
  return true;
};

const renderCurrent = async () => {
  const match = matchRoute(window.location.pathname);
  const view = match?.route.view;
  // A framed route's host page reads the data too (the checkout's cart), whether or not its element is built.
  const needsData =
    view?.kind === 'element' && (view.ready || view.frame !== undefined) && view.pageData !== undefined;
  const key = JSON.stringify([
    match?.route.id ?? null,
    match?.attributes,
    match?.params,
    needsData ? window.location.search : '',
  ]);
  if (key === renderedKey) return;
  const inPlace = updatedInPlace(match);
  renderedKey = key;
  if (inPlace) return;
  if (needsData) main.setAttribute('aria-busy', 'true');
  const loaded = await loadPageData(`${window.location.pathname}${window.location.search}`, needsData);
  // Another route change (or an unmount) came first: its own render shows, never this stale answer.
  if (!loaded || renderedKey !== key) return;
  main.removeAttribute('aria-busy');
  renderRoute(match, main, loaded.data ?? NO_PAGE_DATA, firstRender);
  // A page whose data came after the route change (the routing event found <main> empty and focused
  // it): its heading takes the focus now, as it would have at once without data.
  if (document.activeElement === main) main.querySelector<HTMLElement>('[data-page-heading]')?.focus();
  renderedRoute = match?.route.id ?? null;
  if (firstRender) showQaPanel();
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
    renderedRoute = null;
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
/** The route of the previous routing event, to tell a move within an ownHistory route from a new page. */
let lastRouteId: string | null = null;
window.addEventListener('single-spa:routing-event', () => {
  void renderCurrent();
  const match = matchRoute(window.location.pathname);
  const view = match?.route.view;
  // Within a route whose element keeps its own history (decision 0027) the page stays: focus too.
  const samePage = view?.kind === 'element' && view.ownHistory === true && lastRouteId === match?.route.id;
  lastRouteId = match?.route.id ?? null;
  document.title = `${match ? match.route.title : 'Page not found'} | ${SHOP_NAME}`;
  markCurrentNavLink();
  // On a route change (not on the first load) move focus to the new page's heading, or to the main
  // region when an element brings its own, so screen readers announce the page as a full load would.
  if (!firstRoute && !samePage) (main.querySelector<HTMLElement>('[data-page-heading]') ?? main).focus();
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
