import { AccountOrdersPageData, orderReceivedPath } from '@pc/shared/contract';
import type { ContentView } from '@pc/shared/routes';
import * as v from 'valibot';
import { h, withNodes } from '../dom.ts';
import type { DemoMessages } from '../messages/index.ts';
import { frameViews } from './frameViews.ts';
import { internalLink } from './links.ts';
import { accountSubscriptions } from './subscriptionsView.ts';

// The words are the demo's catalog's (demo/src/messages, issue 43), in the page's language: `m`.

/**
 * The host site's plain pages (spec §2: linked from the contact page and the welcome-back overlay;
 * /crafting receives the quiz summary). Short, real text: the facts come from spec §9.
 */
const faqs = (_pageData: unknown, m: DemoMessages): Node[] => [
  h('h2', {}, m.faqShippingHeading),
  h('p', {}, m.faqShipping),
  h('h2', {}, m.faqReturnsHeading),
  h('p', {}, m.faqReturns),
  h('h2', {}, m.faqGiftCardsHeading),
  h('p', {}, m.faqGiftCards),
  h('p', {}, ...withNodes(m.faqSupport, { contactLink: internalLink('/contact', m.contactUsLink) })),
];

const careers = (_pageData: unknown, m: DemoMessages): Node[] => [
  h('p', {}, m.careersAbout),
  h('p', {}, ...withNodes(m.careersOpenRoles, { contactLink: internalLink('/contact', m.contactPageLink) })),
];

const noOrders = (m: DemoMessages): Node[] => [
  h('p', {}, m.noOrders),
  h('p', {}, ...withNodes(m.noOrdersQuiz, { quizLink: internalLink('/quiz', m.quizLink) })),
];

/**
 * spec §2 /account/orders (from VIEW YOUR ORDERS): the customer's orders from the page data, newest
 * first, each with a link to its page; the store lists only the session's own (decision 0117). An
 * anonymous visitor (spec §6) is told how to find an order (`notLoggedIn`, docs/decisions/0117).
 */
const ordersOf = (pageData: unknown, m: DemoMessages): Node[] => {
  const parsed = v.safeParse(AccountOrdersPageData, pageData);
  const orders = parsed.success ? parsed.output.orders : null;
  if (orders === null)
    return [
      h('p', {}, m.notLoggedIn),
      h('p', {}, ...withNodes(m.orderNotFound, { contactLink: internalLink('/contact', m.contactUsLink) })),
    ];
  if (orders.length === 0) return noOrders(m);
  // The orders are drawn with the order page's view (docs/decisions/0147), loaded with the route
  // (routeView.ts prepareRoute); without it, their links alone.
  const views = frameViews.loaded();
  return orders.flatMap((order) => [
    ...(views?.orderNodes(order, m.orderHeading({ id: order.id })) ?? []),
    h('p', {}, internalLink(orderReceivedPath(order.id), m.viewOrder({ id: order.id }))),
  ]);
};

/**
 * The ways on from the orders: issue 40 item 1's subscriptions (skip, change, swap, pause or cancel,
 * decision 0155), and issue 39 item 5's Your Data form of the contact page (decision 0150).
 */
const accountOrders = (pageData: unknown, m: DemoMessages): Node[] => [
  ...ordersOf(pageData, m),
  h(
    'p',
    {},
    ...withNodes(m.yourSubscriptions, {
      subscriptionsLink: internalLink('/account/subscriptions', m.subscriptionsLink),
    }),
  ),
  h('p', {}, ...withNodes(m.yourData, { yourDataLink: internalLink('/contact', m.yourDataLink) })),
];

const crafting = (_pageData: unknown, m: DemoMessages): Node[] => [
  h('p', {}, m.craftingThanks),
  h('p', {}, internalLink('/quizresult', m.seeResultsLink), '.'),
];

export const CONTENT: Readonly<Record<ContentView['page'], (pageData: unknown, m: DemoMessages) => Node[]>> =
  {
    'faqs-shipping-returns': faqs,
    careers,
    'account-orders': accountOrders,
    'account-subscriptions': accountSubscriptions,
    crafting,
  };
