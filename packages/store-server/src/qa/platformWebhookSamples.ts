import { createHash } from 'node:crypto';
import { SESSION_REF_KEY } from '../checkout/platformCartLink.ts';
import { RENEWAL_MARK } from '../checkout/platformOrderEvent.ts';
import type { Platform } from '../checkout/platformSettings.ts';
import { signWebhookBody } from '../checkout/platformSignature.ts';
import { WEBHOOK_HEADERS, webhookPath } from '../checkout/platformWebhook.ts';

// docs/decisions/0144 "QA": order webhooks as each platform sends them (WooCommerce's REST v3 order
// with its X-WC-Webhook-* headers; Shopify's order with its X-Shopify-* headers), signed with the
// secret, for the QA panel to send to the store's own webhook route and for the server tests. Only
// the fields the store reads, and a few the platforms always send.

export const SAMPLE_STATUSES = ['unpaid', 'paid', 'refunded', 'cancelled'] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];

export interface SampleOrder {
  platformOrderId: string;
  /** the hand-off reference the order carries (null: none) */
  ref: string | null;
  status: SampleStatus;
  modifiedAt: Date;
  /** the platform's renewal order of a subscription (docs/decisions/0168); a new order when absent */
  renewal?: boolean;
  email: string;
  lines: { productId: number; variationId: number; name: string; quantity: number; price: number }[];
}

const money = (amount: number) => amount.toFixed(2);
const totalOf = (order: SampleOrder) =>
  order.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

const WOO_STATUS: Record<SampleStatus, string> = {
  unpaid: 'pending',
  paid: 'processing',
  refunded: 'refunded',
  cancelled: 'cancelled',
};
const SHOPIFY_TOPIC: Record<SampleStatus, string> = {
  unpaid: 'orders/create',
  paid: 'orders/paid',
  refunded: 'orders/updated',
  cancelled: 'orders/cancelled',
};
const SHOPIFY_FINANCIAL: Record<SampleStatus, string> = {
  unpaid: 'pending',
  paid: 'paid',
  refunded: 'refunded',
  cancelled: 'voided',
};

const wooBody = (order: SampleOrder) => ({
  id: Number(order.platformOrderId),
  status: WOO_STATUS[order.status],
  currency: 'USD',
  // WooCommerce Subscriptions' renewal orders (a checkout's order says 'checkout')
  created_via: order.renewal ? RENEWAL_MARK.woocommerce.value : 'checkout',
  // WooCommerce's _gmt times carry no zone
  date_modified_gmt: order.modifiedAt.toISOString().slice(0, 19),
  date_paid_gmt: order.status === 'unpaid' ? null : order.modifiedAt.toISOString().slice(0, 19),
  discount_total: '0.00',
  shipping_total: '0.00',
  total_tax: '0.00',
  total: money(totalOf(order)),
  billing: { email: order.email },
  meta_data: order.ref === null ? [] : [{ id: 1, key: SESSION_REF_KEY, value: order.ref }],
  line_items: order.lines.map((line, index) => ({
    id: index + 1,
    name: line.name,
    product_id: line.productId,
    variation_id: line.variationId === line.productId ? 0 : line.variationId,
    quantity: line.quantity,
    price: line.price,
    total: money(line.price * line.quantity),
  })),
});

const shopifyBody = (order: SampleOrder) => ({
  id: Number(order.platformOrderId),
  admin_graphql_api_id: `gid://shopify/Order/${order.platformOrderId}`,
  email: order.email,
  currency: 'USD',
  // a subscription contract's billing (an online store's checkout says 'web')
  source_name: order.renewal ? RENEWAL_MARK.shopify.value : 'web',
  financial_status: SHOPIFY_FINANCIAL[order.status],
  cancelled_at: order.status === 'cancelled' ? order.modifiedAt.toISOString() : null,
  updated_at: order.modifiedAt.toISOString(),
  total_price: money(totalOf(order)),
  total_discounts: '0.00',
  total_tax: '0.00',
  note_attributes: order.ref === null ? [] : [{ name: SESSION_REF_KEY, value: order.ref }],
  line_items: order.lines.map((line, index) => ({
    id: index + 1,
    title: line.name,
    product_id: line.productId,
    variant_id: line.variationId,
    quantity: line.quantity,
    price: money(line.price),
  })),
});

export interface SignedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** The platform's webhook for `order`, signed with `secret`: its path, headers and raw body. */
export const signedSampleWebhook = (
  platform: Platform,
  order: SampleOrder,
  secret: string,
): SignedWebhook => {
  const body = JSON.stringify(platform === 'woocommerce' ? wooBody(order) : shopifyBody(order));
  const names = WEBHOOK_HEADERS[platform];
  const topic =
    platform === 'woocommerce'
      ? order.status === 'unpaid'
        ? 'order.created'
        : 'order.updated'
      : SHOPIFY_TOPIC[order.status];
  const platformHeaders: Record<string, string> =
    platform === 'woocommerce'
      ? { 'x-wc-webhook-source': 'https://shop.example/', 'x-wc-webhook-resource': 'order' }
      : { 'x-shopify-shop-domain': 'shop.example', 'x-shopify-api-version': '2025-10' };
  return {
    path: webhookPath(platform),
    headers: {
      'content-type': 'application/json',
      [names.topic]: topic,
      [names.signature]: signWebhookBody(secret, body),
      ...platformHeaders,
    },
    body,
  };
};

/** A platform order id for a hand-off reference: the same reference, the same order (paid, then refunded). */
export const sampleOrderId = (ref: string): string =>
  String(1_000_000 + (createHash('sha256').update(ref).digest().readUInt32BE(0) % 1_000_000_000));
