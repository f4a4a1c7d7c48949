import {
  type AccountSubscription,
  AccountSubscriptionsPageData,
  SUBSCRIPTION_CHANGE_PATH,
} from '@pc/shared/contract';
import { cadenceLabel, dayLabel, formatPrice } from '@pc/shared/format';
import * as v from 'valibot';
import { h, withNodes } from '../dom.ts';
import type { DemoMessages } from '../messages/index.ts';
import { pageConfig } from '../pageConfig.ts';
import { pageLocale } from '../pageLocale.ts';
import { internalLink } from './links.ts';

// issue 40 item 1 (decisions 0154–0156): /account/subscriptions, drawn as the other account page is
// (content.ts), from its page data. Each change is a plain form posted with the page's key, so it works
// without script and on any device the receipt's link is opened on; the server answers back to this page.
// Its words are the demo's catalog's in the page's language (`m`, demo/src/messages, issue 43); the date
// is in that language too.

const changeForm = (
  key: string,
  sub: AccountSubscription,
  action: string,
  button: string,
  ...controls: Node[]
): HTMLFormElement =>
  h(
    'form',
    { method: 'post', action: SUBSCRIPTION_CHANGE_PATH, class: 'subscription-change' },
    h('input', { type: 'hidden', name: 'key', value: key }),
    h('input', { type: 'hidden', name: 'id', value: sub.id }),
    h('input', { type: 'hidden', name: 'action', value: action }),
    ...controls,
    h('button', { type: 'submit' }, button),
  );

const choice = (id: string, label: string, name: string, options: [string, string, boolean][]): Node[] => [
  h('label', { for: id }, label),
  h(
    'select',
    { id, name },
    ...options.map(([value, text, selected]) => h('option', { value, selected }, text)),
  ),
];

/** What state a subscription is in, in words. */
const STATE: Readonly<Record<AccountSubscription['state'], (m: DemoMessages) => string>> = {
  active: (m) => m.stateActive,
  paused: (m) => m.statePaused,
  cancelled: (m) => m.stateCancelled,
};

const subscriptionView = (key: string, sub: AccountSubscription, m: DemoMessages): Node => {
  const heading = `subscription-${sub.id}-name`;
  const live = sub.state !== 'cancelled';
  return h(
    'section',
    { id: `subscription-${sub.id}`, 'aria-labelledby': heading, class: 'subscription' },
    h('h2', { id: heading }, sub.name),
    h(
      'p',
      {},
      `${sub.quantity} × ${formatPrice(sub.price, pageLocale(), pageConfig().currency)}, ${cadenceLabel(sub.cadence, m)}. `,
      h('strong', {}, STATE[sub.state](m)),
    ),
    h(
      'p',
      {},
      sub.state === 'cancelled'
        ? m.noFurtherDeliveries
        : sub.state === 'paused'
          ? m.pausedNote
          : m.nextDelivery({ date: dayLabel(sub.nextDate ?? '', pageLocale()) }),
    ),
    sub.state === 'active' && changeForm(key, sub, 'skip', m.skipNext),
    live &&
      changeForm(
        key,
        sub,
        'cadence',
        m.changeFrequency,
        ...choice(
          `cadence-${sub.id}`,
          m.deliveryFrequency,
          'weeks',
          sub.cadenceChoices.map((weeks) => [String(weeks), cadenceLabel(weeks, m), weeks === sub.cadence]),
        ),
      ),
    live &&
      sub.swapChoices.length > 0 &&
      changeForm(
        key,
        sub,
        'swap',
        m.swapProduct,
        ...choice(
          `swap-${sub.id}`,
          m.swapFor,
          'productId',
          sub.swapChoices.map((product) => [String(product.productId), product.name, false]),
        ),
      ),
    sub.state === 'active' && changeForm(key, sub, 'pause', m.pauseSubscription),
    sub.state === 'paused' && changeForm(key, sub, 'resume', m.resumeSubscription),
    live && changeForm(key, sub, 'cancel', m.cancelSubscription),
  );
};

/** The page: what was just done, then each subscription with its changes, and the way to the orders. */
export const accountSubscriptions = (pageData: unknown, m: DemoMessages): Node[] => {
  const parsed = v.safeParse(AccountSubscriptionsPageData, pageData);
  const { subscriptions, key, notice } = parsed.success
    ? parsed.output
    : { subscriptions: [], key: null, notice: undefined };
  return [
    h('div', { role: 'status' }, notice ?? ''),
    ...(subscriptions.length === 0 || key === null
      ? [h('p', {}, m.noSubscriptions)]
      : subscriptions.map((sub) => subscriptionView(key, sub, m))),
    h(
      'p',
      {},
      ...withNodes(m.subscriptionOrders, { ordersLink: internalLink('/account/orders', m.yourOrdersLink) }),
    ),
  ];
};
