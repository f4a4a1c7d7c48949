import { isModifiedClick } from '@pc/shared';
import './styles.css';
// The checkout frame's styles come with the page: the store server prints the frame (decision 0063).
import './views/checkout.css';
import { pageConfig } from './pageConfig.ts';
import { recordAnalytics } from './qa/analyticsLog.ts';
import {
  adoptCompanions,
  adoptElement,
  afterNextPaint,
  loadHeaderCart,
  servedElement,
  servedFramedElement,
  whenPageSettled,
} from './views/servedElement.ts';

/**
 * The demo page's script (design.md "Demo"): only what the first view needs, up front
 * (docs/decisions/0058). The store server has already rendered the route's element into `<main>`
 * (design.md "First paint"): it is adopted here with the printed page data and its registration script
 * loads. The single-spa router (router.ts) loads when the page needs it: at once when the first view
 * is the demo's own (the index, content pages, not found), else on the first route change: a link of
 * the header, an element's `pc-navigate`, a history entry or back/forward. The checkout and
 * order-received frames are the server's too (decision 0063): the checkout's script alone wires it.
 * The analytics record exists before any element loads; the QA panel's toggle, the consent banner and
 * the chat widget come once the page settles (afterSettle.ts), the panel's code when a tester opens it.
 */

const main = document.getElementById('pc-main') as HTMLElement;
// A press on the served element before its script has run is recorded by the early script the server
// puts in the page's head (docs/decisions/0126, 0229) and replayed once the element has hydrated.

recordAnalytics();

let firstViewIn = () => {};
const firstView = new Promise<void>((resolve) => {
  firstViewIn = resolve;
});
// The QA panel, the consent banner and the chat widget come once the page settles (decision 0201).
whenPageSettled(() => {
  import('./afterSettle.ts').then(
    ({ installAfterSettle }) => installAfterSettle(firstView),
    (error: unknown) => console.error('The page could not load its QA panel and banners', error),
  );
});

const initialUrl = `${window.location.pathname}${window.location.search}`;
// A framed route's host frame the server printed before its element (decision 0063): the checkout,
// the order-received thank-you.
const frame = main.querySelector<HTMLElement>(':scope > [data-frame]');
const served = frame ? servedFramedElement(main) : servedElement(main);
if (served) {
  // The route's data as the router would give it: the printed data, null when the route has none.
  adoptElement(served, pageConfig().data ?? null);
  // The route's companions the server rendered after it (decision 0052: the candle's cross-sell).
  if (!frame) adoptCompanions(main);
  firstViewIn();
}

type Router = typeof import('./router.ts');
let router: Promise<Router> | null = null;
const loadRouter = (): Promise<Router> => {
  router ??= import('./router.ts').then(async (module) => {
    await module.startRouter({ main, adoptedUrl: served ? initialUrl : null, onFirstView: firstViewIn });
    return module;
  });
  return router;
};
if (!served) void loadRouter();

/** An in-page route change; a full page load when the router cannot load. */
const navigate = (url: string) => {
  loadRouter().then(
    ({ navigateToUrl }) => navigateToUrl(url),
    () => window.location.assign(url),
  );
};

// A history entry made by anything else on the page (an element's own, a raw pushState) and
// back/forward bring the router, which routes the new URL (single-spa does so when it starts). An
// entry's router is asked for after the frame that shows the change: asking for its chunks (a module
// preload each) was a fifth of the candle's first arrow click at a phone's speed (decision 0225).
for (const method of ['pushState', 'replaceState'] as const) {
  const original = window.history[method];
  window.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
    original.apply(this, args);
    afterNextPaint(() => void loadRouter());
  };
}
window.addEventListener('popstate', () => void loadRouter());

// The served checkout frame (decision 0063: PLACE ORDER, the cart re-read after a change) and the
// served order page's e-gift forms (decision 0118) work without the router. The checkout's script is
// named up front by the page (a modulepreload), like the element's.
const framed = served ? frame?.dataset.frame : undefined;
const servedOrder = main.querySelector<HTMLElement>(':scope > section.order');
const egiftForms = framed === 'order-received' && servedOrder?.querySelector('.order-egifts form');
if (framed === 'checkout' || egiftForms) {
  import('./views/checkoutFrame.ts').then(
    ({ wireCheckout, wireOrderReceived }) =>
      egiftForms
        ? wireOrderReceived(servedOrder as HTMLElement)
        : wireCheckout(frame as HTMLElement, {
            navigate,
            prepare: () => void loadRouter(),
            whenSettled: whenPageSettled,
          }),
    (error: unknown) => console.error(`The ${framed} page could not be loaded`, error),
  );
}

// The header's same-origin links route in the page (they stay real links: new tab, no script).
const header = document.querySelector('header');
loadHeaderCart(header);
const headerLink = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="/"]') : null;
header?.addEventListener('click', (event) => {
  const link = headerLink(event);
  if (!link || isModifiedClick(event)) return;
  event.preventDefault();
  navigate(link.getAttribute('href') ?? '/');
});
// A pointer over a link or the keyboard on one: the router starts loading before the click.
for (const type of ['pointerover', 'focusin'] as const) {
  header?.addEventListener(type, (event) => {
    if (headerLink(event)) void loadRouter();
  });
}

// An element asks its host to navigate (@pc/shared's pc-navigate, cancelable): this host has a
// router, so same-origin destinations are routed here instead of reloading the page.
window.addEventListener('pc-navigate', (event) => {
  const href = (event as CustomEvent<{ href?: unknown }>).detail?.href;
  if (typeof href !== 'string') return;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
});
