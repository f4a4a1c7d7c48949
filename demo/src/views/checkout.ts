import { ApiError, CART_CHANNEL, callApi, PcCartChangeEvent } from '@pc/shared/api';
import {
  CheckoutPageData,
  type CheckoutSummary,
  FREE_SHIPPING_SPEND,
  getCheckout,
  orderReceivedPath,
  placeOrder,
  SurveyPageData,
} from '@pc/shared/contract';
import { formatPrice } from '@pc/shared/format';
import { navigateToUrl } from 'single-spa';
import * as v from 'valibot';
import { h } from '../dom.ts';
import './checkout.css';
import { internalLink } from './links.ts';
import { pageHeading } from './pages.ts';

// The demo's checkout (issue 10, docs/decisions/0036): the host page around <pc-cross-sell> on
// /checkout. The cart comes from the page data the store prints (or GET page_data after an in-page
// route change), so the first view needs no request and nothing moves once it shows; PLACE ORDER
// stores the order and routes to /checkout/order-received/{id}, which hosts the survey.

/** spec §9 free-shipping note, in the words of the results page (spec §2 Bathroom module). */
export const FREE_SHIPPING_NOTE = `Spend ${formatPrice(FREE_SHIPPING_SPEND)} or subscribe for free shipping`;
export const SHIPS_FREE = 'Your order ships free.';
export const PLACE_ORDER = 'PLACE ORDER';
const PLACE_ORDER_FAILED = 'Your order could not be placed. Please try again.';

/** spec §2 Results "Every N Weeks"; a line bought once says so. */
export const cadenceText = (weeks: number): string =>
  weeks > 0 ? `Every ${weeks} Weeks` : 'One-time purchase';

const LINE_IMAGE_PX = 64;

const lineItem = (line: CheckoutSummary['lines'][number]) =>
  h(
    'li',
    { class: 'checkout-line' },
    // The name beside it says what it is (WCAG 1.1.1: decorative).
    h('img', { src: line.image, alt: '', width: LINE_IMAGE_PX, height: LINE_IMAGE_PX }),
    h(
      'div',
      { class: 'checkout-line-text' },
      h('span', { class: 'checkout-line-name' }, line.name),
      h(
        'span',
        { class: 'checkout-line-detail' },
        `${cadenceText(line.cadence)} · Quantity ${line.quantity}`,
      ),
    ),
    h('span', { class: 'checkout-line-price' }, formatPrice(line.lineTotal)),
  );

const row = (label: string, value: string, className?: string) => [
  h('dt', className ? { class: className } : {}, label),
  h('dd', className ? { class: className } : {}, value),
];

const totals = (summary: CheckoutSummary) =>
  h(
    'dl',
    { class: 'checkout-totals' },
    ...row('Subtotal', formatPrice(summary.subtotal)),
    ...summary.discounts.flatMap((discount) =>
      row(`Discount (${discount.code})`, `−${formatPrice(discount.amount)}`),
    ),
    ...row('Shipping', summary.freeShipping ? 'Free' : formatPrice(summary.shipping)),
    ...row('Total', formatPrice(summary.total), 'checkout-total'),
  );

/**
 * PLACE ORDER: stores the order, then routes in the page to its order-received page. A refusal is
 * shown in `error`, and `onRefused` re-reads the cart: the store may have removed lines first
 * (decision 0053), and the shopper sees the new cart before placing the order again.
 */
const placeOrderButton = (error: HTMLElement, onRefused: (message: string) => void) => {
  const button = h('button', { type: 'button', class: 'checkout-place' }, PLACE_ORDER);
  button.addEventListener('click', async () => {
    if (button.getAttribute('aria-disabled') === 'true') return;
    // aria-disabled, not disabled: the button keeps focus while the order is placed.
    button.setAttribute('aria-disabled', 'true');
    error.textContent = '';
    try {
      const { orderId } = await callApi(placeOrder, {}, { signal: AbortSignal.timeout(15_000) });
      navigateToUrl(orderReceivedPath(orderId));
    } catch (failure) {
      const message = (failure instanceof ApiError && failure.displayMessage) || PLACE_ORDER_FAILED;
      error.textContent = message;
      button.removeAttribute('aria-disabled');
      if (failure instanceof ApiError && failure.status === 400) onRefused(message);
    }
  });
  return button;
};

/** The cart's part of the page: lines, totals, the free-shipping note and PLACE ORDER. */
export const cartSummary = (
  summary: CheckoutSummary | null,
  onRefused: (message: string) => void = () => {},
): Node[] => {
  if (!summary) return [h('p', {}, 'Your cart could not be loaded. Please reload the page.')];
  if (summary.lines.length === 0) {
    return [
      h('p', {}, 'Your cart is empty. ', internalLink('/quiz', 'Take the quiz'), ' to find your routine.'),
    ];
  }
  const error = h('p', { class: 'checkout-error', role: 'alert' });
  return [
    h('ul', { class: 'checkout-lines', 'aria-label': 'Items in your cart' }, ...summary.lines.map(lineItem)),
    totals(summary),
    h('p', { class: 'checkout-note' }, summary.freeShipping ? SHIPS_FREE : FREE_SHIPPING_NOTE),
    placeOrderButton(error, onRefused),
    error,
  ];
};

/**
 * Re-reads the cart when it changes (the cross-sell's action, another tab) while the view is shown,
 * and announces the new total.
 */
const followCart = (body: HTMLElement, status: HTMLElement): ((message?: string) => Promise<void>) => {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CART_CHANNEL);
  let pending: AbortController | null = null;
  const stop = () => {
    window.removeEventListener(PcCartChangeEvent.type, onCartChange);
    channel?.close();
    pending?.abort();
  };
  /** `message`: a refused order's, kept above the new cart (decision 0053). */
  async function refresh(message?: string) {
    if (!body.isConnected) return stop();
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    try {
      const summary = await callApi(getCheckout, {}, { signal: controller.signal });
      if (!body.isConnected || controller.signal.aborted) return;
      body.replaceChildren(...cartSummary(summary, (refused) => void refresh(refused)));
      // The refusal stays in view over the new cart, an emptied one too (it has no PLACE ORDER).
      if (message) {
        const error =
          body.querySelector('.checkout-error') ??
          body.appendChild(h('p', { class: 'checkout-error', role: 'alert' }));
        error.textContent = message;
      }
      status.textContent = `Cart updated. Total ${formatPrice(summary.total)}.`;
    } catch {
      // A failed refresh keeps what shows; the order is priced by the store anyway.
    }
  }
  const onCartChange = () => void refresh();
  window.addEventListener(PcCartChangeEvent.type, onCartChange);
  channel?.addEventListener('message', onCartChange);
  return refresh;
};

/** /checkout: the heading, and the cart from the page data (`{checkout}`, contract CheckoutPageData). */
export const checkoutView = (pageData: unknown): Node[] => {
  const parsed = v.safeParse(CheckoutPageData, pageData);
  const summary = parsed.success ? parsed.output.checkout : null;
  const body = h('div', { class: 'checkout-body' });
  const status = h('p', { class: 'visually-hidden', role: 'status' });
  const refresh = followCart(body, status);
  body.append(...cartSummary(summary, (message) => void refresh(message)));
  return [
    pageHeading('Checkout'),
    h('section', { class: 'checkout', 'aria-label': 'Your cart' }, body, status),
  ];
};

/** The order id of the order-received page's survey data, or null (no order of this session). */
export const receivedOrderId = (pageData: unknown): string | null => {
  const parsed = v.safeParse(SurveyPageData, pageData);
  return parsed.success ? parsed.output.survey.orderId : null;
};

/** /checkout/order-received/{id}: the thank-you around <pc-post-purchase-survey>. */
export const orderReceivedView = (orderId: string): Node[] => [
  pageHeading('Order received'),
  h('p', { class: 'order-received' }, `Thank you. Your order #${orderId} has been received.`),
];
