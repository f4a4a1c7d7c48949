import { CheckoutPageData, SurveyPageData } from '@pc/shared/contract';
import { navigateToUrl } from 'single-spa';
import * as v from 'valibot';
import { toNodes } from '../dom.ts';
import { wireCheckout } from './checkoutFrame.ts';
import { checkoutFrame, orderReceivedFrame } from './frameMarkup.ts';

// The demo's checkout (issue 10, docs/decisions/0036) as the router draws it after an in-page route
// change: the host page around <pc-cross-sell> on /checkout. The cart comes from the page data
// (GET page_data), so nothing moves once it shows; PLACE ORDER stores the order and routes to
// /checkout/order-received/{id}, which hosts the survey. On a fresh load the store server prints the
// same frame (frameMarkup.ts, docs/decisions/0063) and the page's boot script wires it.

/** The router's side of the frame: single-spa routes; the router is already here. */
const ROUTER_HOST = { navigate: navigateToUrl, prepare: () => {} };

/** /checkout: the heading, and the cart from the page data (`{checkout}`, contract CheckoutPageData). */
export const checkoutView = (pageData: unknown): Node[] => {
  const parsed = v.safeParse(CheckoutPageData, pageData);
  const nodes = toNodes(checkoutFrame(parsed.success ? parsed.output.checkout : null));
  const section = nodes.find(
    (node): node is HTMLElement => node instanceof HTMLElement && node.dataset.frame === 'checkout',
  );
  if (section) wireCheckout(section, ROUTER_HOST);
  return nodes;
};

/** The order id of the order-received page's survey data, or null (no order of this session). */
export const receivedOrderId = (pageData: unknown): string | null => {
  const parsed = v.safeParse(SurveyPageData, pageData);
  return parsed.success ? parsed.output.survey.orderId : null;
};

/** /checkout/order-received/{id}: the thank-you around <pc-post-purchase-survey>. */
export const orderReceivedView = (orderId: string): Node[] => toNodes(orderReceivedFrame(orderId));
