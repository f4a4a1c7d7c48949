import { CheckoutPageData, SurveyPageData } from '@pc/shared/contract';
import { navigateToUrl } from 'single-spa';
import * as v from 'valibot';
import { toNodes } from '../dom.ts';
import { checkoutFrame, orderReceivedFrame } from './frameMarkup.ts';

// The demo's checkout (issue 10, docs/decisions/0036) as the router draws it after an in-page route
// change: the host page around <pc-cross-sell> on /checkout. The cart comes from the page data
// (GET page_data), so nothing moves once it shows; PLACE ORDER stores the order and routes to
// /checkout/order-received/{id}, which hosts the survey. On a fresh load the store server prints the
// same frame (frameMarkup.ts, docs/decisions/0063) and the page's boot script wires it.

/** The router's side of the frame: single-spa routes; the router is already here. */
const ROUTER_HOST = { navigate: navigateToUrl, prepare: () => {} };

type FrameScript = typeof import('./checkoutFrame.ts');
let frameScript: Promise<FrameScript> | null = null;
/**
 * The frame's script (PLACE ORDER, the cart re-read), loaded once. It imports the element build's
 * calls (/elements/api.js, decision 0073), so the router holds no copy and does not load them on
 * pages without a checkout. The router asks for it with the route's page data (router.ts), so it is
 * in before the frame shows: PLACE ORDER never waits on a click.
 */
export const loadCheckoutFrame = (): Promise<FrameScript> => {
  // A failed load is tried again by the next route change to the checkout.
  frameScript ??= import('./checkoutFrame.ts').catch((error: unknown) => {
    frameScript = null;
    throw error;
  });
  return frameScript;
};

/** /checkout: the heading, and the cart from the page data (`{checkout}`, contract CheckoutPageData). */
export const checkoutView = (pageData: unknown): Node[] => {
  const parsed = v.safeParse(CheckoutPageData, pageData);
  const nodes = toNodes(checkoutFrame(parsed.success ? parsed.output.checkout : null));
  const section = nodes.find(
    (node): node is HTMLElement => node instanceof HTMLElement && node.dataset.frame === 'checkout',
  );
  if (section)
    loadCheckoutFrame().then(
      ({ wireCheckout }) => wireCheckout(section, ROUTER_HOST),
      (error: unknown) => console.error('The checkout could not be loaded', error),
    );
  return nodes;
};

/** The order id of the order-received page's survey data, or null (no order of this session). */
export const receivedOrderId = (pageData: unknown): string | null => {
  const parsed = v.safeParse(SurveyPageData, pageData);
  return parsed.success ? parsed.output.survey.orderId : null;
};

/** /checkout/order-received/{id}: the thank-you around <pc-post-purchase-survey>. */
export const orderReceivedView = (orderId: string): Node[] => toNodes(orderReceivedFrame(orderId));
