import { routeTitle } from '@pc/shared/route-titles';
import type { RouteMatch } from '@pc/shared/routes';
import type { ViewTexts } from '../messages/index.ts';
import { checkoutView, loadFrames, orderReceivedView, receivedOrder } from './checkout.ts';
import { CONTENT } from './content.ts';
import { frameViews } from './frameViews.ts';
import { mountCompanions, mountElement, serverRenderedElement } from './mountElement.ts';
import { indexView, notFoundView, pageHeading } from './pages.ts';
import { adoptCompanions, adoptElement } from './servedElement.ts';

/**
 * The page is being left (a link, an address typed): the browser may stop its loads then (WebKit does
 * as soon as the navigation starts), and a script that fails so is no fault to recover from.
 */
let leaving = false;
window.addEventListener('beforeunload', () => {
  leaving = true;
});
// Back from the back/forward cache: the page is the shopper's again.
window.addEventListener('pageshow', () => {
  leaving = false;
});

/**
 * What a route's view needs besides its page data, loaded with it (router.ts) so the view works as it
 * shows: a framed route's frames script (checkout.ts, decision 0073), /account/orders' order view. When it cannot load, the page
 * loads the URL afresh, as a link does when the router cannot load (decision 0058): the store server
 * prints the frame then; not while the page is being left, where that reload would take the place of
 * the shopper's navigation. Never rejects.
 */
export const prepareRoute = async (match: RouteMatch | null): Promise<void> => {
  const view = match?.route.view;
  const load =
    view?.kind === 'element' && view.frame !== undefined
      ? loadFrames
      : // /account/orders draws its orders with the order page's view (docs/decisions/0147).
        view?.kind === 'content' && view.page === 'account-orders'
        ? frameViews.load
        : null;
  if (load)
    await load().catch(() => {
      if (!leaving) window.location.reload();
    });
};

/**
 * Renders what a matched route shows into the main region (null: the not-found view); an element
 * gets `pageData` as its property. On the page's first render (`firstRender`) an element the store
 * server already rendered there for this route is kept and only gets its script (design.md "First paint").
 * The demo's own views speak the page's language (`texts`, demo/src/messages: issue 43).
 */
export const renderRoute = (
  match: RouteMatch | null,
  main: HTMLElement,
  pageData: unknown,
  texts: ViewTexts,
  firstRender = false,
): void => {
  if (!match) {
    main.replaceChildren(...notFoundView(texts));
    return;
  }
  const { route, attributes } = match;
  const { view } = route;
  if (view.kind === 'index') {
    main.replaceChildren(...indexView(texts));
    return;
  }
  if (view.kind === 'content') {
    main.replaceChildren(
      pageHeading(routeTitle(match, texts.titles)),
      ...CONTENT[view.page](pageData, texts.m),
    );
    return;
  }
  // docs/decisions/0036: an order id that is not an order of this session is never shown (the
  // store answers 404).
  const received = view.frame === 'order-received' ? receivedOrder(pageData) : null;
  if (view.frame === 'order-received' && received === null) {
    main.replaceChildren(...notFoundView(texts));
    return;
  }
  // A built element brings its own heading, so the page adds none (a second, hidden h1 would be read
  // twice); route changes then focus the main region itself (root-config.ts). A framed element sits
  // in its host page: the checkout (docs/decisions/0063) or the order-received thank-you.
  const intro =
    view.frame === 'checkout' ? checkoutView(pageData) : received !== null ? orderReceivedView(received) : [];
  // The server renders elements without a frame only (store-server pages/serverRender.ts), and their
  // companions after them (decision 0052: the candle pages' cross-sell pop-up).
  const served =
    firstRender && intro.length === 0
      ? serverRenderedElement(main, view.tag, attributes, view.companions)
      : null;
  if (served) {
    adoptElement(served, pageData);
    adoptCompanions(main);
    return;
  }
  main.replaceChildren(...intro);
  mountElement(view.tag, attributes, main, pageData);
  mountCompanions(view.companions, main);
};
