import { catalogMessages, elementLocale, elementPrices, type PriceFormat, shopMessages } from '@pc/shared';
import type { CheckoutSummary, OrderDetails } from '@pc/shared/contract';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { CartSummary, CheckoutError, CheckoutFrame, type CheckoutOptions } from './checkout.tsx';
import { type FramesMessages, framesMessages } from './messages/index.ts';
import { Order, OrderReceivedFrame } from './order.tsx';

// /elements/frames.js (docs/decisions/0147): the checkout and order-received frames drawn in the
// browser with the very views the store server prints (frameViews.tsx), for a host page that draws
// them itself: the demo router after an in-page route change, the checkout's redraw after a cart
// change, the order after an e-gift change, and /account/orders. An entry of the element build with a
// stable URL: React comes from the runtime chunk the page's elements load (the header's <pc-cart> is
// on every demo page). The demo's build keeps it external (scripts/build/demoBuild.ts).

export type { CheckoutOptions } from './checkout.tsx';
export type { FramesMessages } from './messages/index.ts';

/**
 * The frames' messages in the page's locale (`#pc-config`'s `locale`, docs/decisions/0210), for what
 * the host page's script writes into them (an alert, an announcement). A locale other than en-US is
 * fetched first, with the shop catalog the lines read: once this has answered, the functions below
 * draw at once in that locale (a view still waiting for its catalog would draw nothing). The store's
 * pages, the frames' only place, carry no author's overrides.
 */
export const frameMessages = async (): Promise<FramesMessages> => {
  const locale = elementLocale(null);
  const [frames] = await Promise.all([
    catalogMessages(framesMessages, locale),
    catalogMessages(shopMessages, locale),
  ]);
  return frames;
};

/**
 * The frames' prices in the page's locale and the store's currency (`#pc-config`'s, issue 43 item 4),
 * for what the host page's script writes into them (an announcement of the new total).
 */
export const framePrices = (): PriceFormat => elementPrices(null);

/**
 * The nodes React draws for `view`, as a page's own: drawn at once in a root of their own, copied,
 * and the root unmounted, so the host places them and acts on them as on the served HTML (the page's
 * script wires them by delegation and redraws a part by drawing it again).
 */
const nodesOf = (view: ReactElement): Node[] => {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(view));
  const nodes = [...container.childNodes].map((node) => node.cloneNode(true));
  root.unmount();
  return nodes;
};

/** /checkout: the heading, and the cart from the page data; `summary` null: the cart could not be read. */
export const checkoutFrameNodes = (summary: CheckoutSummary | null, options: CheckoutOptions = {}): Node[] =>
  nodesOf(<CheckoutFrame summary={summary} options={options} />);

/** The checkout's cart part (`.checkout-body`'s children), drawn again after a change. */
export const cartSummaryNodes = (summary: CheckoutSummary, options: CheckoutOptions = {}): Node[] =>
  nodesOf(<CartSummary summary={summary} options={options} />);

/** The checkout's alert with a refused order's reason. */
export const checkoutErrorNodes = (message: string): Node[] => nodesOf(<CheckoutError message={message} />);

/** /checkout/order-received/{id}: the thank-you, and the order with its e-gifts' forms. */
export const orderReceivedFrameNodes = (orderId: string, order?: OrderDetails): Node[] =>
  nodesOf(<OrderReceivedFrame orderId={orderId} order={order} />);

/**
 * One order (`section.order`) under `heading` (the order page's is `frameMessages()`'s
 * `orderDetailsHeading`); `actions`: its e-gifts' forms (its own page).
 */
export const orderNodes = (order: OrderDetails, heading: string, { actions = false } = {}): Node[] =>
  nodesOf(<Order order={order} heading={heading} actions={actions} />);
