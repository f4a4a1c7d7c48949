import {
  type AccountSubscription,
  AccountSubscriptionsPageData,
  SUBSCRIPTION_CHANGE_PATH,
  SUBSCRIPTION_STATE_LABELS,
} from '@pc/shared/contract';
import { cadenceLabel, dayLabel, formatPrice } from '@pc/shared/format';
import * as v from 'valibot';
import { h } from '../dom.ts';
import { internalLink } from './links.ts';

// issue 40 item 1 (decisions 0154–0156): /account/subscriptions, drawn as the other account page is
// (content.ts), from its page data. Each change is a plain form posted with the page's key, so it works
// without script and on any device the receipt's link is opened on; the server answers back to this page.

export const NO_SUBSCRIPTIONS =
  'You have no subscriptions. Subscribe to a product on your results page to have it delivered every few weeks.';

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

const subscriptionView = (key: string, sub: AccountSubscription): Node => {
  const heading = `subscription-${sub.id}-name`;
  const live = sub.state !== 'cancelled';
  return h(
    'section',
    { id: `subscription-${sub.id}`, 'aria-labelledby': heading, class: 'subscription' },
    h('h2', { id: heading }, sub.name),
    h(
      'p',
      {},
      `${sub.quantity} × ${formatPrice(sub.price)}, ${cadenceLabel(sub.cadence)}. `,
      h('strong', {}, SUBSCRIPTION_STATE_LABELS[sub.state]),
    ),
    h(
      'p',
      {},
      sub.state === 'cancelled'
        ? 'No further deliveries.'
        : sub.state === 'paused'
          ? 'Paused: no delivery until you resume.'
          : `Next delivery: ${dayLabel(sub.nextDate ?? '')}`,
    ),
    sub.state === 'active' && changeForm(key, sub, 'skip', 'Skip next delivery'),
    live &&
      changeForm(
        key,
        sub,
        'cadence',
        'Change frequency',
        ...choice(
          `cadence-${sub.id}`,
          'Delivery frequency',
          'weeks',
          sub.cadenceChoices.map((weeks) => [String(weeks), cadenceLabel(weeks), weeks === sub.cadence]),
        ),
      ),
    live &&
      sub.swapChoices.length > 0 &&
      changeForm(
        key,
        sub,
        'swap',
        'Swap product',
        ...choice(
          `swap-${sub.id}`,
          'Swap for',
          'productId',
          sub.swapChoices.map((product) => [String(product.productId), product.name, false]),
        ),
      ),
    sub.state === 'active' && changeForm(key, sub, 'pause', 'Pause subscription'),
    sub.state === 'paused' && changeForm(key, sub, 'resume', 'Resume subscription'),
    live && changeForm(key, sub, 'cancel', 'Cancel subscription'),
  );
};

/** The page: what was just done, then each subscription with its changes, and the way to the orders. */
export const accountSubscriptions = (pageData: unknown): Node[] => {
  const parsed = v.safeParse(AccountSubscriptionsPageData, pageData);
  const { subscriptions, key, notice } = parsed.success
    ? parsed.output
    : { subscriptions: [], key: null, notice: undefined };
  return [
    h('div', { role: 'status' }, notice ?? ''),
    ...(subscriptions.length === 0 || key === null
      ? [h('p', {}, NO_SUBSCRIPTIONS)]
      : subscriptions.map((sub) => subscriptionView(key, sub))),
    h('p', {}, internalLink('/account/orders', 'Your orders'), ': each delivery, and each renewal.'),
  ];
};
