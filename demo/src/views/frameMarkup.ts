import type { CheckoutSummary, OrderDetails } from '@pc/shared/contract';
import { formatPrice } from '@pc/shared/format';
import { shippingNote as noteOf } from '@pc/shared/shipping';

/**
 * The demo's two host frames (docs/decisions/0036, 0063): the checkout around <pc-cross-sell> and the
 * order-received thank-you around <pc-post-purchase-survey>, written once as plain markup, DOM-free.
 * The store server prints it into the page (the server render build,
 * scripts/build/serverRenderBuild.ts, holds serverFrames.ts), and the demo builds the same nodes from it (dom.ts `toNodes`) when it draws a
 * frame after an in-page route change or a cart change; so the first view the server sends and the
 * view the demo draws are the same.
 */

import { lineMarkup } from './checkoutLineDetails.ts';
import { giftCardFieldMarkup, giftCardTotalsRows } from './giftCardField.ts';
import { lineControlsMarkup } from './lineControlsMarkup.ts';
import { type Markup, type MarkupElement, m, termRow as row } from './markup.ts';
import { orderMarkup } from './orderMarkup.ts';

export { NOTHING_SHIPS, SHIPS_FREE } from '@pc/shared/shipping';
export { cadenceText } from './checkoutLineDetails.ts';
export { type Markup, type MarkupElement, m } from './markup.ts';

/** docs/decisions/0116: a cart of e-gift cards alone ships nothing. */
export const PLACE_ORDER = 'PLACE ORDER';
export const CART_NOT_LOADED = 'Your cart could not be loaded. Please reload the page.';

/**
 * Each page has one `<h1 tabindex="-1">`: a route change focuses it so screen readers announce the
 * new page (pages.ts pageHeading).
 */
export const headingMarkup = (text: string): MarkupElement =>
  m('h1', { tabindex: '-1', 'data-page-heading': true }, text);

/** A link within the demo: a real link, routed in the page by the frame's script (checkoutFrame.ts). */
const internalLinkMarkup = (href: string, text: string) => m('a', { href, 'data-internal': true }, text);

const totals = (summary: CheckoutSummary) =>
  m(
    'dl',
    { class: 'checkout-totals' },
    ...row('Subtotal', formatPrice(summary.subtotal)),
    ...summary.discounts.flatMap((discount) =>
      row(`Discount (${discount.code})`, `−${formatPrice(discount.amount)}`),
    ),
    ...row(
      'Shipping',
      summary.nothingShips ? 'None' : summary.freeShipping ? 'Free' : formatPrice(summary.shipping),
    ),
    ...(summary.tax > 0 ? row('Tax', formatPrice(summary.tax)) : []),
    ...row('Total', formatPrice(summary.total), summary.giftCards.length > 0 ? undefined : 'checkout-total'),
    ...giftCardTotalsRows(summary),
  );

/** The truth about shipping for what the cart holds (spec §9; docs/decisions/0116), as the cart drawer says it. */
const shippingNote = (summary: CheckoutSummary): string =>
  noteOf(summary.nothingShips ? 'nothing-ships' : summary.freeShipping ? 'free' : 'charged');

/** The place a refused order's reason shows (an alert; empty, it takes no room: checkout.css). */
export const checkoutErrorMarkup = (message = ''): MarkupElement =>
  m('p', { class: 'checkout-error', role: 'alert' }, ...(message ? [message] : []));

/**
 * What the page data says of the shop's checkout (contract CheckoutPageData; docs/decisions/0144): the
 * hand-off link to the platform when one is set, and whether the store's own PLACE ORDER is there
 * (not in production).
 */
export interface CheckoutOptions {
  platformCheckout?: { label: string; href: string } | undefined;
  placeOrder?: boolean | undefined;
}

/** The hand-off: a plain link to the store, which answers with the platform's checkout (303). */
const platformLinkMarkup = (platform: { label: string; href: string }): MarkupElement =>
  m('a', { class: 'checkout-platform', href: platform.href }, platform.label);

/** The cart's part of the page: lines, totals, the free-shipping note, PLACE ORDER and the hand-off. */
export const cartSummaryMarkup = (
  summary: CheckoutSummary | null,
  { platformCheckout, placeOrder = true }: CheckoutOptions = {},
): Markup[] => {
  if (!summary) return [m('p', {}, CART_NOT_LOADED)];
  if (summary.lines.length === 0) {
    return [
      m(
        'p',
        {},
        'Your cart is empty. ',
        internalLinkMarkup('/quiz', 'Take the quiz'),
        ' to find your routine.',
      ),
    ];
  }
  return [
    m(
      'ul',
      { class: 'checkout-lines', 'aria-label': 'Items in your cart' },
      // docs/decisions/0124: each line's quantity control and Remove, as in the cart drawer.
      ...summary.lines.map((line) => lineMarkup(line, lineControlsMarkup(line))),
    ),
    totals(summary),
    m('p', { class: 'checkout-note' }, shippingNote(summary)),
    giftCardFieldMarkup(summary),
    ...(placeOrder ? [m('button', { type: 'button', class: 'checkout-place' }, PLACE_ORDER)] : []),
    ...(platformCheckout ? [platformLinkMarkup(platformCheckout)] : []),
    checkoutErrorMarkup(),
  ];
};

/**
 * /checkout: the heading and the cart, before <pc-cross-sell>. The section says which frame it is
 * (`data-frame`), so the page's boot script finds a served frame without the route table, and keeps
 * the checkout options (`data-checkout`) for the cart's redraws (checkoutFrame.ts).
 */
export const checkoutFrame = (
  summary: CheckoutSummary | null,
  options: CheckoutOptions = {},
): MarkupElement[] => [
  headingMarkup('Checkout'),
  m(
    'section',
    {
      class: 'checkout',
      'aria-label': 'Your cart',
      'data-frame': 'checkout',
      ...(options.platformCheckout || options.placeOrder === false
        ? {
            'data-checkout': JSON.stringify({
              platformCheckout: options.platformCheckout,
              placeOrder: options.placeOrder,
            }),
          }
        : {}),
    },
    m('div', { class: 'checkout-body' }, ...cartSummaryMarkup(summary, options)),
    m('p', { class: 'visually-hidden', role: 'status' }),
  ),
];

/**
 * /checkout/order-received/{id}: the thank-you before <pc-post-purchase-survey>, and the order itself
 * when the page data holds it (spec §2; docs/decisions/0117).
 */
export const orderReceivedFrame = (orderId: string, order?: OrderDetails): Markup[] => [
  headingMarkup('Order received'),
  m(
    'p',
    { class: 'order-received', 'data-frame': 'order-received' },
    `Thank you. Your order #${orderId} has been received.`,
  ),
  ...(order ? [orderMarkup(order, 'Order details', { actions: true })] : []),
];

const VOID = new Set(['img', 'br', 'hr', 'input', 'link', 'meta']);
const TEXT_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (char) => TEXT_ESCAPES[char] ?? char);

/** The markup as HTML text (the store server's render), every text and attribute value escaped. */
export const toHtml = (markup: Markup | readonly Markup[]): string => {
  if (typeof markup === 'string') return escapeHtml(markup);
  if (Array.isArray(markup)) return (markup as readonly Markup[]).map(toHtml).join('');
  const { tag, attributes, children } = markup as MarkupElement;
  const attrs = Object.entries(attributes)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  return VOID.has(tag) ? `<${tag}${attrs}>` : `<${tag}${attrs}>${children.map(toHtml).join('')}</${tag}>`;
};
