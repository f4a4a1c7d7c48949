import { CheckoutPageData, SurveyPageData } from '@pc/shared/contract';
import { navigateToUrl } from 'single-spa';
import * as v from 'valibot';
import { frameViews } from './frameViews.ts';

// The demo's checkout (docs/decisions/0036) as the router draws it after an in-page route
// change: the host page around <pc-cross-sell> on /checkout. The cart comes from the page data
// (GET page_data), so nothing moves once it shows; PLACE ORDER stores the order and routes to
// /checkout/order-received/{id}, which hosts the survey. On a fresh load the store server prints the
// same frame (docs/decisions/0063) and the page's boot script wires it. Both frames' views (React's,
// /elements/frames.js: decision 0147) and the frame's script (checkoutFrame.ts) are loaded together,
// with a framed route's page data: the router itself holds none of it (decision 0073).

/** The router's side of the frame: single-spa routes; the router is already here; the page has settled. */
const ROUTER_HOST = {
  navigate: navigateToUrl,
  prepare: () => {},
  whenSettled: (start: () => void) => start(),
};

type FrameScript = typeof import('./checkoutFrame.ts') & Awaited<ReturnType<typeof frameViews.load>>;
let frameScript: Promise<FrameScript> | null = null;
/** The frame's script and views once they are in: the views below draw with them. */
let frames: FrameScript | null = null;
/**
 * The frames' script (their views, PLACE ORDER, the cart re-read), loaded once. It imports the
 * element build's calls (/elements/api.js, decision 0073), so the router holds no copy and does not
 * load them on pages without a frame. The router asks for it with a framed route's page data
 * (routeView.ts prepareRoute), so it is in before the frame shows: PLACE ORDER never waits on a click.
 */
export const loadFrames = (): Promise<FrameScript> => {
  // A failed load is tried again by the next route change to a framed route.
  frameScript ??= Promise.all([import('./checkoutFrame.ts'), frameViews.load()]).then(
    ([script, views]) => {
      frames = { ...views, ...script };
      return frames;
    },
    (error: unknown) => {
      frameScript = null;
      throw error;
    },
  );
  return frameScript;
};

/**
 * /checkout: the heading, and the cart from the page data (`{checkout}`, contract CheckoutPageData).
 * Nothing while the frames' script is not in (the router reloads the page then: routeView.ts).
 */
export const checkoutView = (pageData: unknown): Node[] => {
  if (!frames) return [];
  const parsed = v.safeParse(CheckoutPageData, pageData);
  const nodes = parsed.success
    ? frames.checkoutFrameNodes(parsed.output.checkout, parsed.output)
    : frames.checkoutFrameNodes(null);
  const section = nodes.find(
    (node): node is HTMLElement => node instanceof HTMLElement && node.dataset.frame === 'checkout',
  );
  if (section) frames.wireCheckout(section, ROUTER_HOST);
  return nodes;
};

/** The order-received page's survey data, or null (no order of this session). */
export const receivedOrder = (pageData: unknown): SurveyPageData | null => {
  const parsed = v.safeParse(SurveyPageData, pageData);
  return parsed.success ? parsed.output : null;
};

/** /checkout/order-received/{id}: the thank-you and the order around <pc-post-purchase-survey>. */
export const orderReceivedView = (received: SurveyPageData): Node[] => {
  if (!frames) return [];
  const nodes = frames.orderReceivedFrameNodes(received.survey.orderId, received.order);
  for (const node of nodes)
    if (node instanceof HTMLElement && node.matches('section.order')) frames.wireOrderReceived(node);
  return nodes;
};
