import { orderReceivedPath } from '@pc/shared/contract';
import { h } from '../dom.ts';
import { postJson } from '../storeFetch.ts';
import type { Announce } from './controls.ts';

// docs/decisions/0144 "QA": the panel plays the shop's checkout platform. It sends WooCommerce's or
// Shopify's order webhook for this session's hand-off (the cart handed off first when it has none),
// signed in that platform's format, through the store's own receiver (POST /__qa/platform-webhook),
// so QA sees an unpaid order give nothing, a paid one become the order, a replay change nothing and a
// refund or cancellation void it.

const PLATFORMS = [
  ['woocommerce', 'WooCommerce'],
  ['shopify', 'Shopify'],
] as const;
const STATUSES = [
  ['paid', 'Paid'],
  ['unpaid', 'Unpaid'],
  ['refunded', 'Refunded'],
  ['cancelled', 'Cancelled'],
] as const;

/** What the store did with the webhook (checkout/platformOrderStep.ts), in QA's words. */
export const webhookOutcomeText = (answer: unknown): string => {
  const { step, orderId, unknownSession } = (answer ?? {}) as {
    step?: string;
    orderId?: string | null;
    unknownSession?: boolean;
  };
  const order = orderId ? `order #${orderId}` : 'no order';
  if (unknownSession) return 'paid, but it names no hand-off of this store: nothing recorded';
  switch (step) {
    case 'record':
      return `paid: ${order} recorded, its gift cards issued and e-gifts scheduled`;
    case 'void':
      return `voided: ${order}, unredeemed gift card balances and unsent e-gifts cancelled`;
    case 'note':
      return 'not paid yet: nothing given';
    case 'replay':
      return `nothing new: ${order} stays as it was`;
    case 'stale':
      return 'older than what the store has seen: ignored';
    case 'final':
      return `the order was voided already: nothing follows (${order})`;
    default:
      return 'answered without an order';
  }
};

export const platformWebhookSection = (announce: Announce): HTMLElement => {
  const select = h(
    'select',
    { id: 'qa-platform' },
    ...PLATFORMS.map(([value, label]) => h('option', { value }, label)),
  );
  const link = h('p', { class: 'qa-detail' });
  const buttons = STATUSES.map(([status, label]) => {
    const button = h('button', { type: 'button' }, label);
    button.addEventListener('click', async () => {
      for (const other of buttons) other.disabled = true;
      const platform = select.value;
      try {
        const { answer } = (await postJson('/__qa/platform-webhook', { platform, status })) as {
          answer: unknown;
        };
        const named = select.selectedOptions[0]?.textContent ?? platform;
        announce(`${label} ${named} webhook: ${webhookOutcomeText(answer)}.`);
        const orderId = (answer as { orderId?: string | null } | null)?.orderId;
        link.replaceChildren(
          ...(orderId ? [h('a', { href: orderReceivedPath(orderId) }, `Open order #${orderId}`)] : []),
        );
      } catch (error) {
        announce(`/__qa/platform-webhook failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        for (const other of buttons) other.disabled = false;
      }
    });
    return button;
  });
  return h(
    'section',
    { class: 'qa-section', 'aria-labelledby': 'qa-platform-title' },
    h('h3', { id: 'qa-platform-title' }, 'Platform webhooks'),
    h(
      'p',
      { class: 'qa-detail' },
      'Sends the checkout platform’s signed order webhook for this cart, as the platform would after checkout.',
    ),
    h('label', { for: 'qa-platform' }, 'Platform'),
    select,
    h('div', { class: 'qa-buttons' }, ...buttons),
    link,
  );
};
