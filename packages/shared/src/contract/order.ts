import * as v from 'valibot';
import { defineCall, NoParams } from './call.ts';

// Checkout, the order and the third-party cart token. Not in spec §7, which ends at the
// cart and starts again at the order-received page: the WordPress host's checkout is WooCommerce's.
// The reference store answers them so the demo can place a real order (docs/decisions/0036, 0037).
//
// Notes for callers of the spec §7 cross-sell calls (contract/checkout.ts), as the store answers them:
// - `getCrossSell().discounts[action]`: `amount` is dollars off the cart while the coupon applies.
// - `postCrossSell({products})`: the offered products' names, as GET cart/cross_sell listed them (the
//   spec §3 offer has no product ids). An action, product or coupon not offered to this cart is
//   refused with 400 and a displayMessage.

/** The header a third-party host's requests carry the cart token in, in place of the store's cookie. */
export const CART_TOKEN_HEADER = 'X-PC-Cart-Token';

/** How long a cart token is accepted after it is issued, in seconds (docs/decisions/0038). */
export const CART_TOKEN_LIFETIME_S = 30 * 60;

/**
 * A short-lived signed token for this session's cart, for a page of another origin that cannot use
 * the store's cookie (docs/decisions/0038). The host prints `token` into `#pc-config` as
 * `cartToken` and `nonce` as `nonce`; requests from an allowed origin (PC_HOST_ORIGINS) that carry
 * the token in CART_TOKEN_HEADER act on this cart (cart/cross_sell GET and POST, get_cart_items).
 * The nonce is the session's own, so writes are nonce-checked as on the store's pages.
 */
export const getCartToken = defineCall({
  name: 'getCartToken',
  method: 'GET',
  path: '/wp-json/{ns}/v1/cart/token',
  encoding: 'query',
  request: NoParams,
  response: v.object({
    token: v.string(),
    nonce: v.string(),
    /** ISO 8601: when the store stops accepting the token. */
    expiresAt: v.string(),
  }),
});

/** spec §9 "Free-shipping note: spend $25 or subscribe": the spend, in dollars (defined in constants.ts). */
export { FREE_SHIPPING_SPEND } from '../constants.ts';

export const CheckoutLine = v.object({
  key: v.string(),
  name: v.string(),
  image: v.string(),
  quantity: v.number(),
  /** weeks between deliveries; 0 = bought once */
  cadence: v.number(),
  unitPrice: v.number(),
  lineTotal: v.number(),
  /** the most units the line may hold, and why it holds one at most (docs/decisions/0124, cartLines.ts) */
  maxQuantity: v.optional(v.number()),
  note: v.optional(v.nullable(v.string())),
});
export type CheckoutLine = v.InferOutput<typeof CheckoutLine>;

export const CheckoutDiscount = v.object({
  code: v.string(),
  /** dollars off, never more than the lines' total */
  amount: v.number(),
});
export type CheckoutDiscount = v.InferOutput<typeof CheckoutDiscount>;

/** The cart as checkout shows it: lines, coupons, and the spec §9 free-shipping rule applied. */
export const CheckoutSummary = v.object({
  lines: v.array(CheckoutLine),
  discounts: v.array(CheckoutDiscount),
  subtotal: v.number(),
  discountTotal: v.number(),
  shipping: v.number(),
  /** spec §9: spend $25 (after discounts) or subscribe */
  freeShipping: v.boolean(),
  total: v.number(),
});
export type CheckoutSummary = v.InferOutput<typeof CheckoutSummary>;

/** spec §2 /checkout page data: the summary, so the demo checkout's first view needs no request. */
export const CheckoutPageData = v.object({ checkout: CheckoutSummary });
export type CheckoutPageData = v.InferOutput<typeof CheckoutPageData>;

export const getCheckout = defineCall({
  name: 'getCheckout',
  method: 'GET',
  path: '/wp-json/{ns}/v1/checkout',
  encoding: 'query',
  request: NoParams,
  response: CheckoutSummary,
});

/** Stores the cart as an order and empties the cart; 400 with a displayMessage for an empty cart. */
export const placeOrder = defineCall({
  name: 'placeOrder',
  method: 'POST',
  path: '/wp-json/{ns}/v1/checkout/order',
  encoding: 'json',
  request: NoParams,
  response: v.object({ orderId: v.string() }),
});

/** spec §2 /checkout/order-received/{id}. */
export const orderReceivedPath = (orderId: string): string => `/checkout/order-received/${orderId}`;

/**
 * The post-purchase events stored for an order of this session (a read-back for QA and tests; spec §7
 * POST post_purchase/events answers only success). 404 for an order of another session.
 */
export const getPostPurchaseEvents = defineCall({
  name: 'getPostPurchaseEvents',
  method: 'GET',
  path: '/wp-json/{ns}/v1/post_purchase/events',
  encoding: 'query',
  request: v.object({ order_id: v.pipe(v.string(), v.regex(/^\d{1,12}$/)) }),
  response: v.object({
    events: v.array(v.object({ orderId: v.string(), results: v.array(v.string()), createdAt: v.string() })),
  }),
});
