import { SETTLED_MARK } from '@pc/shared/constants';
import { elementAndCompanions, isServedElement } from './companions.ts';

// The boot script's part of mounting (root-config.ts): the element the store server already rendered,
// adopted in place, and the scripts that wait for the page to settle. The router's mounts, which make
// an element, are mountElement.ts.

/**
 * Elements are served by the store server from dist/elements (docs/architecture.md "Browser side").
 * The demo never bundles them: it loads each at runtime, as a CMS page's script tag would.
 */
export const elementUrl = (tag: string): string => `/elements/${tag}.js`;

/** What shows in place of an element whose script could not load: the message and the fix. */
const loadFailedView = (tag: string, url: string): HTMLElement => {
  const view = document.createElement('p');
  view.setAttribute('role', 'alert');
  view.className = 'load-failed';
  const command = document.createElement('code');
  command.textContent = 'npm run build';
  view.append(`<${tag}> could not be loaded from ${url}. Build the elements with `, command, ' and reload.');
  return view;
};

/**
 * Loads the registration script of `node`'s tag; if it fails, the node gives way to a message. Not when
 * the page is being left meanwhile: the browser stops its loads then (Firefox rejects the import), and a
 * load the shopper left is no fault (routeView.ts `leaving`). Listened to only while it loads, so the page
 * stays fit for the back/forward cache.
 */
export const loadElement = (node: HTMLElement): void => {
  const tag = node.localName;
  const url = elementUrl(tag);
  let leaving = false;
  const leave = () => {
    leaving = true;
  };
  window.addEventListener('beforeunload', leave);
  import(/* @vite-ignore */ url)
    .catch((error: unknown) => {
      if (leaving) return;
      console.error(`Loading ${url} failed`, error);
      node.replaceWith(loadFailedView(tag, url));
    })
    .finally(() => window.removeEventListener('beforeunload', leave));
};

/**
 * The element the store server put into `container` (design.md "First paint"), before the router knows the
 * route: the first child, a custom element whose declarative shadow root holds its first view. The
 * server renders only the route's own element there (store-server pages/serverRender.ts), and after
 * it the route's companions, served the same way (decision 0052; `adoptCompanions`).
 */
export const servedElement = (container: HTMLElement): HTMLElement | null => {
  const view = elementAndCompanions(container);
  return view && isServedElement(view.element) && view.companions.every(isServedElement)
    ? view.element
    : null;
};

/**
 * A framed route's element the store server put into `container` after the host frame it printed
 * (decision 0063: the checkout, the order-received thank-you): the last child, a custom element
 * whose declarative shadow root holds its first view. Null when the container ends with anything else.
 */
export const servedFramedElement = (container: HTMLElement): HTMLElement | null => {
  const last = container.lastElementChild;
  return last && isServedElement(last) ? last : null;
};

/**
 * Keeps the server-rendered `node` (never replaced, so the element hydrates the very nodes the
 * shopper already sees) and loads its script, with the same `pageData` property a mount would set.
 */
export const adoptElement = (node: HTMLElement, pageData: unknown): HTMLElement => {
  (node as HTMLElement & { pageData?: unknown }).pageData = pageData;
  loadElement(node);
  return node;
};

/**
 * Runs `start` once the page has loaded and painted, when the browser is idle: after the load, the
 * next frame (so a first paint that comes late still comes first), then an idle moment (at most a
 * second: `requestIdleCallback`'s timeout; a browser without it, the next task).
 */
export const whenPageSettled = (start: () => void): void => {
  const settled = () => {
    if (performance.getEntriesByName(SETTLED_MARK).length === 0) performance.mark(SETTLED_MARK);
    start();
  };
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(settled, { timeout: 1000 })
      : setTimeout(settled);
  const settle = () => requestAnimationFrame(idle);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
};

/**
 * Runs `start` once the frame showing what the page just did has painted (a frame, then a task), so
 * the work it starts is not part of the interaction that caused it (issue 45 item 3, decision 0225).
 */
export const afterNextPaint = (start: () => void): void => {
  requestAnimationFrame(() => setTimeout(start));
};

/**
 * Adopts the served companions after the route's element in `container` (decision 0052): they read
 * no page data (`null`, as the server rendered them). Their scripts load once the page has loaded
 * (docs/decisions/0075): a companion draws nothing until it shows (the cross-sell pop-up, once its
 * offer is in), so its script and its call never compete with the first view (its stylesheet is in
 * its shadow root, decision 0202).
 */
export const adoptCompanions = (container: HTMLElement): void => {
  const companions = elementAndCompanions(container)?.companions ?? [];
  if (companions.length === 0) return;
  whenPageSettled(() => {
    for (const node of companions) if (node.isConnected) adoptElement(node, null);
  });
};

/**
 * The header's `<pc-cart>` (decision 0124): its script loads once the page has settled, after the
 * route's first view; until then the link the page wrote inside it goes to the checkout.
 */
export const loadHeaderCart = (header: HTMLElement | null): void => {
  const cart = header?.querySelector<HTMLElement>('pc-cart');
  if (cart) whenPageSettled(() => loadElement(cart));
};
