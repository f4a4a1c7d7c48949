import { isRecord } from '../http/isRecord.ts';
import { SESSION_REF_KEY } from './platformCartLink.ts';
import type { Platform } from './platformSettings.ts';

// docs/decisions/0144: a platform's order webhook read into one shape, whatever its format.
// - WooCommerce (REST API v3 order; topics order.created, order.updated): paid while `processing` or
//   `completed`; `cancelled`, `refunded` and `failed` void it; the rest (pending, on-hold, …) is unpaid.
//   The reference is the order's `pc_session` meta; the time is `date_modified_gmt`.
// - Shopify (order; topics orders/paid, orders/updated, orders/cancelled): a `cancelled_at` or a
//   `refunded`/`voided` financial status voids it; `paid` (and `partially_refunded`) is paid. The
//   reference is the `pc_session` note attribute; the time is `updated_at`.
// - A renewal (issue 40 item 1, docs/decisions/0168): the platform's own renewal order of a
//   subscription, which renews the subscriptions its first order started and starts none. WooCommerce
//   Subscriptions creates it with `created_via: "subscription"` and copies the subscription's meta to
//   it, so it carries the first order's `pc_session`; Shopify's subscription contracts bill with
//   `source_name: "subscription_contract"`. Any other origin is a new order.

export type PlatformOrderStatus = 'unpaid' | 'paid' | 'voided';

export interface PlatformOrderLine {
  /** the catalogue's variation id (or product id for a product without variations) */
  variationId: number;
  name: string;
  quantity: number;
  /** the unit price paid, dollars */
  price: number;
}

export interface PlatformOrderEvent {
  platformOrderId: string;
  status: PlatformOrderStatus;
  /** the hand-off reference the order carries, null when it carries none */
  ref: string | null;
  /** the platform's last change of the order; webhooks arrive out of order (null: not given) */
  modifiedAt: Date | null;
  /** the platform's renewal of a subscription, not a new order (docs/decisions/0168) */
  renewal: boolean;
  lines: PlatformOrderLine[];
  email: string | null;
  total: number;
  discountTotal: number;
  tax: number;
}

/** Why a payload is not an order of this platform (400 to the sender). */
export class PlatformPayloadError extends Error {
  override name = 'PlatformPayloadError';
}

const WOO_PAID = new Set(['processing', 'completed']);
const WOO_VOID = new Set(['cancelled', 'refunded', 'failed']);
const SHOPIFY_PAID = new Set(['paid', 'partially_refunded']);
const SHOPIFY_VOID = new Set(['refunded', 'voided']);

/** Woo's `status`, Shopify's `financial_status` and `cancelled_at`, as one status (table-tested). */
export const platformOrderStatus = (
  platform: Platform,
  status: string,
  cancelled = false,
): PlatformOrderStatus => {
  if (platform === 'woocommerce') {
    return WOO_PAID.has(status) ? 'paid' : WOO_VOID.has(status) ? 'voided' : 'unpaid';
  }
  if (cancelled || SHOPIFY_VOID.has(status)) return 'voided';
  return SHOPIFY_PAID.has(status) ? 'paid' : 'unpaid';
};

/** Where each platform says an order renews a subscription: that field, and its renewal value. */
export const RENEWAL_MARK: Readonly<Record<Platform, { field: string; value: string }>> = {
  woocommerce: { field: 'created_via', value: 'subscription' },
  shopify: { field: 'source_name', value: 'subscription_contract' },
};

/** Whether the order `body` of `platform` is its renewal of a subscription (table-tested). */
export const isPlatformRenewal = (platform: Platform, body: Record<string, unknown>): boolean =>
  body[RENEWAL_MARK[platform].field] === RENEWAL_MARK[platform].value;

const money = (value: unknown): number => {
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount * 100) / 100 : 0;
};

const positiveInteger = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/** An order id: a number or digits (Shopify's ids exceed 2^53 in some shops, so kept as text). */
const orderIdOf = (value: unknown): string => {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,20}$/.test(text)) {
    throw new PlatformPayloadError('The order has no id');
  }
  return text;
};

/** A timestamp; WooCommerce's `_gmt` fields carry no zone and are UTC. */
const timeOf = (value: unknown, utcWithoutZone: boolean): Date | null => {
  if (typeof value !== 'string' || value === '') return null;
  const text = utcWithoutZone && !/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? `${value}Z` : value;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? null : time;
};

const refFrom = (entries: unknown, keyField: 'key' | 'name'): string | null => {
  if (!Array.isArray(entries)) return null;
  for (const entry of entries) {
    if (isRecord(entry) && entry[keyField] === SESSION_REF_KEY && typeof entry.value === 'string') {
      return entry.value;
    }
  }
  return null;
};

const linesOf = (
  items: unknown,
  idOf: (item: Record<string, unknown>) => number | null,
): PlatformOrderLine[] => {
  if (!Array.isArray(items)) throw new PlatformPayloadError('The order has no line_items');
  return items.filter(isRecord).flatMap((item) => {
    const variationId = idOf(item);
    const quantity = positiveInteger(item.quantity);
    if (variationId === null || quantity === null) return [];
    const name = typeof item.name === 'string' ? item.name : typeof item.title === 'string' ? item.title : '';
    return [{ variationId, name, quantity, price: money(item.price) }];
  });
};

const wooOrder = (body: Record<string, unknown>): PlatformOrderEvent => ({
  platformOrderId: orderIdOf(body.id),
  status: platformOrderStatus('woocommerce', typeof body.status === 'string' ? body.status : ''),
  ref: refFrom(body.meta_data, 'key'),
  modifiedAt: timeOf(body.date_modified_gmt, true),
  renewal: isPlatformRenewal('woocommerce', body),
  lines: linesOf(
    body.line_items,
    (item) => positiveInteger(item.variation_id) ?? positiveInteger(item.product_id),
  ),
  email: isRecord(body.billing) && typeof body.billing.email === 'string' ? body.billing.email : null,
  total: money(body.total),
  discountTotal: money(body.discount_total),
  tax: money(body.total_tax),
});

/** Shopify's ids may pass 2^53, which JSON numbers lose: its GraphQL id carries them whole. */
const shopifyOrderId = (body: Record<string, unknown>): string => {
  const gid =
    typeof body.admin_graphql_api_id === 'string'
      ? /^gid:\/\/shopify\/Order\/(\d+)$/.exec(body.admin_graphql_api_id)
      : null;
  return orderIdOf(gid?.[1] ?? body.id);
};

const shopifyOrder = (body: Record<string, unknown>): PlatformOrderEvent => ({
  platformOrderId: shopifyOrderId(body),
  status: platformOrderStatus(
    'shopify',
    typeof body.financial_status === 'string' ? body.financial_status : '',
    typeof body.cancelled_at === 'string' && body.cancelled_at !== '',
  ),
  ref: refFrom(body.note_attributes, 'name'),
  modifiedAt: timeOf(body.updated_at, false),
  renewal: isPlatformRenewal('shopify', body),
  lines: linesOf(body.line_items, (item) => positiveInteger(item.variant_id)),
  email: typeof body.email === 'string' && body.email !== '' ? body.email : null,
  total: money(body.total_price),
  discountTotal: money(body.total_discounts),
  tax: money(body.total_tax),
});

/** The order a webhook body (parsed JSON) describes; PlatformPayloadError when it is not one. */
export const readPlatformOrder = (platform: Platform, body: unknown): PlatformOrderEvent => {
  if (!isRecord(body)) throw new PlatformPayloadError('The body is not an order');
  return platform === 'woocommerce' ? wooOrder(body) : shopifyOrder(body);
};

/** The topics whose body is an order (the rest are acknowledged and ignored). */
export const ORDER_TOPICS: Readonly<Record<Platform, ReadonlySet<string>>> = {
  woocommerce: new Set(['order.created', 'order.updated']),
  shopify: new Set(['orders/create', 'orders/paid', 'orders/updated', 'orders/cancelled']),
};
