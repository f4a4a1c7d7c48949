import { fillPath, getPageData } from '@pc/shared/contract';
import { documentTitle } from '@pc/shared/route-titles';
import { matchRoute, ROUTES, type RouteMatch } from '@pc/shared/routes';
import { type LifeCycles, navigateToUrl, registerApplication, start } from 'single-spa';
import { type ViewTexts, viewTexts } from './messages/index.ts';
import { pageConfig } from './pageConfig.ts';
import { createPageDataLoader, NO_PAGE_DATA } from './pageData.ts';
import { storeFetch } from './storeFetch.ts';
import { areCompanions, elementAndCompanions } from './views/companions.ts';
import { markCurrentNavLink } from './views/navLinks.ts';
import { prepareRoute, renderRoute } from './views/routeView.ts';

/**
 * The single-spa router (design.md "Demo"): one application per route of spec §2, each active when
 * `matchRoute` picks it, each mounting its element with that route's attributes into
 * `<main id="pc-main">`; one more for unknown paths. Loaded by the page's boot script
 * (root-config.ts) only when the page needs it: at once when the first view is the demo's own (no
 * server render), else on the first route change (docs/decisions/0058).
 */

const SHOP_NAME = 'Personal Care Co.';

/**
 * The views' words and the pages' titles in the page's language (issue 43), asked for as the router
 * loads: in en-US they are here at once; in another locale fetched once, alongside the first route's data.
 */
const texts = viewTexts();

/** Runs `use` with the texts: at once when they are in, else once they are. */
const withTexts = (use: (loaded: ViewTexts) => void): void => {
  if (texts instanceof Promise) void texts.then(use);
  else use(texts);
};

export interface RouterStart {
  readonly main: HTMLElement;
  /**
   * The URL (path and query) whose view `<main>` already shows, the server's render adopted by the
   * boot script with the printed page data; null when the router draws the first view itself.
   */
  readonly adoptedUrl: string | null;
  /** Called once the first view the router draws is in (not called for an adopted view). */
  readonly onFirstView: () => void;
}

export { navigateToUrl };

/**
 * The route at a path, matched once per navigation (issue 38): single-spa asks every application's
 * `activeWhen` on each route change (one per route and the not-found one), and the render and the
 * routing event want the same match; each is given this one, matched again only for another path.
 */
const createRouteMatcher = () => {
  let last: { readonly pathname: string; readonly match: RouteMatch | null } | undefined;
  return (pathname: string): RouteMatch | null => {
    if (last?.pathname !== pathname) last = { pathname, match: matchRoute(pathname) };
    return last.match;
  };
};

/** The route and what identifies its view at a URL (re-rendered when it changes). */
const viewKeyOf = (match: RouteMatch | null, search: string) => {
  const view = match?.route.view;
  const needsData = (view?.kind === 'element' || view?.kind === 'content') && view.pageData !== undefined;
  const key = JSON.stringify([
    match?.route.id ?? null,
    match?.attributes,
    match?.params,
    needsData ? search : '',
  ]);
  return { match, needsData, key };
};

/** Starts single-spa; resolves once it has routed the current URL (its first routing event). */
export const startRouter = ({ main, adoptedUrl, onFirstView }: RouterStart): Promise<void> => {
  const routeAt = createRouteMatcher();
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
  /** The view the boot script adopted, until the first render takes it over. */
  const adoptedAt = adoptedUrl === null ? null : new URL(adoptedUrl, window.location.href);
  let adopted = adoptedAt && viewKeyOf(routeAt(adoptedAt.pathname), adoptedAt.search);

  /**
   * A route whose element moves between the route's paths itself (ElementView.ownHistory: <pc-candle>
   * pushes /candle/{url}) keeps its element: it gets the new path's attributes, never a new mount, so
   * its state, its map and the shopper's focus stay (docs/decisions/0027). True when so updated.
   */
  const updatedInPlace = (match: RouteMatch | null): boolean => {
    const view = match?.route.view;
    if (!match || view?.kind !== 'element' || !view.ownHistory || renderedRoute !== match.route.id)
      return false;
    // The element, then its companions, which stay as they are (decision 0052).
    const shown = elementAndCompanions(main);
    const node = shown?.element;
    if (!node || node.localName !== view.tag || !areCompanions(shown.companions, view.companions))
      return false;
    for (const { name } of [...node.attributes]) if (!(name in match.attributes)) node.removeAttribute(name);
    for (const [name, value] of Object.entries(match.attributes))
      node.setAttribute(name, value === true ? '' : value);
    return true;
  };

  /**
   * The boot script's adopted view becomes the router's rendered one. The printed page data went
   * with it, so the loader's first answer (the printed data) is spent here, never given to another URL.
   */
  const takeOverAdopted = (key: string): boolean => {
    if (!adopted) return false;
    const { key: adoptedKey, match } = adopted;
    adopted = null;
    void loadPageData('', false);
    firstRender = false;
    renderedRoute = match?.route.id ?? null;
    if (adoptedKey !== key) return false;
    renderedKey = key;
    return true;
  };

  /** Shows the view of the current URL, whose route is `current` (matched once, by `routeAt`). */
  const renderCurrent = async (current: RouteMatch | null) => {
    const { match, needsData, key } = viewKeyOf(current, window.location.search);
    if (takeOverAdopted(key) || key === renderedKey) return;
    const inPlace = updatedInPlace(match);
    renderedKey = key;
    if (inPlace) return;
    if (needsData) main.setAttribute('aria-busy', 'true');
    const [loaded, , words] = await Promise.all([
      loadPageData(`${window.location.pathname}${window.location.search}`, needsData),
      // The view's own script (the checkout frame's) comes with its data: in before the view shows.
      prepareRoute(match),
      // Its words in the page's language (fetched once, on a page not in en-US).
      texts,
    ]);
    // Another route change (or an unmount) came first: its own render shows, never this stale answer.
    if (!loaded || renderedKey !== key) return;
    main.removeAttribute('aria-busy');
    renderRoute(match, main, loaded.data ?? NO_PAGE_DATA, words, firstRender);
    // A page whose data came after the route change (the routing event found <main> empty and focused
    // it): its heading takes the focus now, as it would have at once without data.
    if (document.activeElement === main) main.querySelector<HTMLElement>('[data-page-heading]')?.focus();
    renderedRoute = match?.route.id ?? null;
    if (firstRender) onFirstView();
    firstRender = false;
  };

  const lifecycles: LifeCycles = {
    bootstrap: async () => {},
    mount: async () => {
      renderedKey = null;
      // Not awaited: single-spa holds later route changes until a mount settles, and a route change
      // during the page-data call must supersede it at once.
      void renderCurrent(routeAt(window.location.pathname));
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
      activeWhen: (location) => routeAt(location.pathname)?.route.id === route.id,
    });
  }
  registerApplication({
    name: 'not-found',
    app: lifecycles,
    activeWhen: (location) => routeAt(location.pathname) === null,
  });

  let firstRoute = true;
  let routed = () => {};
  const firstRouted = new Promise<void>((resolve) => {
    routed = resolve;
  });
  /** The route of the previous routing event, to tell a move within an ownHistory route from a new page. */
  let lastRouteId: string | null = adopted?.match?.route.id ?? null;
  window.addEventListener('single-spa:routing-event', () => {
    const match = routeAt(window.location.pathname);
    void renderCurrent(match);
    const view = match?.route.view;
    // Within a route whose element keeps its own history (decision 0027) the page stays: focus too.
    const samePage = view?.kind === 'element' && view.ownHistory === true && lastRouteId === match?.route.id;
    lastRouteId = match?.route.id ?? null;
    // The title of the page the shopper is on when the titles are in (at once, but on a first route
    // change in another locale than en-US).
    withTexts(({ titles }) => {
      document.title = documentTitle(routeAt(window.location.pathname), titles, SHOP_NAME);
    });
    markCurrentNavLink();
    // On a route change (not on the first load) move focus to the new page's heading, or to the main
    // region when an element brings its own, so screen readers announce the page as a full load would.
    // The router's first routing event is the first load's unless the boot script adopted a view the
    // shopper has since left (an element's own history entry, a raw pushState).
    const moved =
      !firstRoute ||
      (adoptedUrl !== null && `${window.location.pathname}${window.location.search}` !== adoptedUrl);
    if (moved && !samePage) (main.querySelector<HTMLElement>('[data-page-heading]') ?? main).focus();
    firstRoute = false;
    routed();
  });

  start();
  return firstRouted;
};
