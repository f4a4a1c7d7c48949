import { AccountOrdersPageData, orderReceivedPath } from '@pc/shared/contract';
import type { ContentView } from '@pc/shared/routes';
import * as v from 'valibot';
import { h } from '../dom.ts';
import { frameViews } from './frameViews.ts';
import { internalLink } from './links.ts';
import { accountSubscriptions } from './subscriptionsView.ts';

/**
 * The host site's plain pages (spec §2: linked from the contact page and the welcome-back overlay;
 * /crafting receives the quiz summary). Short, real text: the facts come from spec §9.
 */
const faqs = (): Node[] => [
  h('h2', {}, 'Shipping'),
  h(
    'p',
    {},
    'Regular shipping takes 3-7 business days; express shipping takes 2 business days. Shipping is free when you spend $25 or subscribe.',
  ),
  h('h2', {}, 'Returns'),
  h(
    'p',
    {},
    'Not satisfied? You have 30 days from receipt to exchange or return any product for free: our satisfaction guarantee.',
  ),
  h('h2', {}, 'Gift cards'),
  h(
    'p',
    {},
    'Gift cards cannot be used on subscriptions, do not cover tax or shipping beyond their balance, and are non-refundable.',
  ),
  h(
    'p',
    {},
    'Customer support is open Monday - Friday 10AM - 6PM ET. ',
    internalLink('/contact', 'Contact us'),
    '.',
  ),
];

const careers = (): Node[] => [
  h(
    'p',
    {},
    'We are a small team making personal-care products tailored to each customer: colognes, face, hair and body care, and candles.',
  ),
  h(
    'p',
    {},
    'There are no open roles right now. Tell us about yourself through our ',
    internalLink('/contact', 'contact page'),
    ' and we will keep you in mind.',
  ),
];

const noOrders = (): Node[] => [
  h('p', {}, 'You have no orders yet. Orders and subscriptions you place appear here.'),
  h(
    'p',
    {},
    'Not sure where to start? ',
    internalLink('/quiz', 'Take the quiz'),
    ' to get a routine tailored to you.',
  ),
];

/** An anonymous visitor (spec §6) is told how to find an order (docs/decisions/0117). */
export const NOT_LOGGED_IN =
  'Log in to see your orders here. An order placed without logging in is shown on its confirmation page right after it is placed; keep that page’s address to find it again.';

/**
 * spec §2 /account/orders (from VIEW YOUR ORDERS): the customer's orders from the page data, newest
 * first, each with a link to its page; the store lists only the session's own (decision 0117).
 */
const ordersOf = (pageData: unknown): Node[] => {
  const parsed = v.safeParse(AccountOrdersPageData, pageData);
  const orders = parsed.success ? parsed.output.orders : null;
  if (orders === null)
    return [
      h('p', {}, NOT_LOGGED_IN),
      h(
        'p',
        {},
        'Cannot find an order? ',
        internalLink('/contact', 'Contact us'),
        ' with your order number.',
      ),
    ];
  if (orders.length === 0) return noOrders();
  // The orders are drawn with the order page's view (docs/decisions/0147), loaded with the route
  // (routeView.ts prepareRoute); without it, their links alone.
  const views = frameViews.loaded();
  return orders.flatMap((order) => [
    ...(views?.orderNodes(order, `Order #${order.id}`) ?? []),
    h('p', {}, internalLink(orderReceivedPath(order.id), `View order #${order.id}`)),
  ]);
};

/** issue 39 item 5 (decision 0150): the contact page's Your Data form, from the orders page too. */
export const YOUR_DATA_LINK = 'get a copy of it, or have it erased';
/** issue 40 item 1: skip, change, swap, pause or cancel a subscription (decision 0155). */
export const SUBSCRIPTIONS_LINK = 'skip, change or cancel a delivery';
const accountOrders = (pageData: unknown): Node[] => [
  ...ordersOf(pageData),
  h('p', {}, 'Your subscriptions: ', internalLink('/account/subscriptions', SUBSCRIPTIONS_LINK), '.'),
  h('p', {}, 'Your data: ', internalLink('/contact', YOUR_DATA_LINK), ', from the contact page.'),
];

const crafting = (): Node[] => [
  h('p', {}, 'Thanks for completing the quiz. We are putting together the products that fit your answers.'),
  h('p', {}, internalLink('/quizresult', 'See your results'), '.'),
];

export const CONTENT: Readonly<Record<ContentView['page'], (pageData: unknown) => Node[]>> = {
  'faqs-shipping-returns': faqs,
  careers,
  'account-orders': accountOrders,
  'account-subscriptions': accountSubscriptions,
  crafting,
};
