import * as v from 'valibot';
import { CHECKOUT_PATH } from '../routes/checkoutPath.ts';
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

/** How long a cart token is accepted after it is issued, in seconds (docs/decisions/0038). */
export const CART_TOKEN_LIFETIME_S = 30 * 60;

/**
 * A short-lived signed token for this session's cart, for a page of another origin that cannot use
 * the store's cookie (docs/decisions/0038). The host prints `token` into `#pc-config` as
 * `cartToken` and `nonce` as `nonce`; requests from an allowed origin (PC_HOST_ORIGINS) that carry
 * the token in CART_TOKEN_HEADER (session.ts) act on this cart (cart/cross_sell GET and POST, get_cart_items).
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
    /** The store's currency (PC_CURRENCY, issue 43 item 4): the host prints it as `currency`. */
    currency: v.optional(v.string()),
  }),
});

/** An e-gift line's card as the shopper wrote it (spec §3 E-gift card selection): shown at checkout. */
export const EGiftDetails = v.object({
  recipientName: v.string(),
  to: v.string(),
  from: v.string(),
  message: v.string(),
  /** YYYY-MM-DD, '' for "send at once" (spec §9) */
  deliveryDate: v.string(),
});
export type EGiftDetails = v.InferOutput<typeof EGiftDetails>;

/** What checkout and the order pages say of a line. */
const LINE_ENTRIES = {
  name: v.string(),
  image: v.string(),
  quantity: v.number(),
  /** weeks between deliveries; 0 = bought once */
  cadence: v.number(),
  unitPrice: v.number(),
  lineTotal: v.number(),
  /** an e-gift line's recipient, date and message; null for every other line */
  eGift: v.nullable(EGiftDetails),
};

export const CheckoutLine = v.object({
  key: v.string(),
  ...LINE_ENTRIES,
  /** spec §4: the variation is onbackorder ('NEXT BATCH SHIPS IN 4 WEEKS') */
  backordered: v.boolean(),
  /** the most units the line may hold, and why it holds one at most (docs/decisions/0124, cartLines.ts):
   * a kind the page words in its language (docs/decisions/0219) */
  maxQuantity: v.optional(v.number()),
  singleUnit: v.optional(v.nullable(v.picklist(['tailored', 'eGift']))),
});
export type CheckoutLine = v.InferOutput<typeof CheckoutLine>;

export const CheckoutDiscount = v.object({
  code: v.string(),
  /** dollars off, never more than the lines' total */
  amount: v.number(),
});
export type CheckoutDiscount = v.InferOutput<typeof CheckoutDiscount>;

/**
 * A gift card applied at checkout (spec §9; docs/decisions/0114): never its whole code, only its last
 * four characters; `amount` is what it pays of this order, `balance` what it holds before.
 */
export const AppliedGiftCard = v.object({
  id: v.string(),
  last4: v.string(),
  balance: v.number(),
  amount: v.number(),
});
export type AppliedGiftCard = v.InferOutput<typeof AppliedGiftCard>;

/** The cart as checkout shows it: lines, coupons, and the spec §9 free-shipping rule applied. */
export const CheckoutSummary = v.object({
  lines: v.array(CheckoutLine),
  discounts: v.array(CheckoutDiscount),
  subtotal: v.number(),
  discountTotal: v.number(),
  shipping: v.number(),
  /** spec §9: spend $25 (after discounts) or subscribe */
  freeShipping: v.boolean(),
  /** nothing in the cart ships: e-gift cards alone, sent by email (docs/decisions/0116) */
  nothingShips: v.boolean(),
  /** sales tax (docs/decisions/0114: none is charged without an address) */
  tax: v.number(),
  total: v.number(),
  /** spec §9: the cards applied, each paying at most its balance, none of a subscription */
  giftCards: v.array(AppliedGiftCard),
  /** a subscription or gift card line is in the cart, so a card cannot pay all of it */
  giftCardExclusions: v.boolean(),
  /** the total less what the gift cards pay */
  amountDue: v.number(),
});
export type CheckoutSummary = v.InferOutput<typeof CheckoutSummary>;

export const getCheckout = defineCall({
  name: 'getCheckout',
  method: 'GET',
  path: '/wp-json/{ns}/v1/checkout',
  encoding: 'query',
  request: NoParams,
  response: CheckoutSummary,
});

// PLACE ORDER's call is in placeOrder.ts, a module of its own: the cart store's placeOrder (decision
// 0180) imports it, and only /elements/api.js loads that, so it stays off the elements' shared chunk.

/** A gift card code as typed: letters, digits, spaces and dashes (the server reads it, giftCards/). */
export const GiftCardCodeInput = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Enter a gift card code.'),
  v.maxLength(40),
);

/**
 * spec §9 redemption at checkout (docs/decisions/0114): applies a gift card to this session's cart.
 * 400 with a displayMessage for a mistyped, unknown or spent code, a card already applied, or a cart
 * a card cannot pay (subscriptions alone); 429 when too many codes were wrong (decision 0115).
 */
export const applyGiftCard = defineCall({
  name: 'applyGiftCard',
  method: 'POST',
  path: '/wp-json/{ns}/v1/checkout/gift_cards',
  encoding: 'json',
  request: v.object({ code: GiftCardCodeInput }),
  response: CheckoutSummary,
});

/** Takes an applied gift card off the cart again (by the id checkout listed it with). */
export const removeGiftCard = defineCall({
  name: 'removeGiftCard',
  method: 'POST',
  path: '/wp-json/{ns}/v1/checkout/gift_cards/remove',
  encoding: 'json',
  request: v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,18}$/)) }),
  response: CheckoutSummary,
});

/**
 * An e-gift card an order bought, as its buyer sees it (docs/decisions/0118): never its code. `status`:
 * waiting for its date, sent, or being retried; `dueAt` the instant it is (or was) due.
 */
export const OrderEGift = v.object({
  id: v.string(),
  recipientName: v.string(),
  to: v.string(),
  deliveryDate: v.string(),
  status: v.picklist(['scheduled', 'sent', 'retrying']),
  /** the buyer may change the date (still in the future) or resend (sent) */
  canChangeDate: v.boolean(),
  canResend: v.boolean(),
  /**
   * A new address the buyer asked for and has yet to confirm from the order's email (decision 0145);
   * absent or null when none waits.
   */
  pendingTo: v.optional(v.nullable(v.string())),
});
export type OrderEGift = v.InferOutput<typeof OrderEGift>;

/** An order as its order-received page and /account/orders show it (spec §2; docs/decisions/0117). */
export const OrderDetails = v.object({
  id: v.string(),
  /** ISO 8601 */
  placedAt: v.string(),
  /** where the confirmation goes: the identified customer's email, null for an anonymous order */
  email: v.nullable(v.string()),
  lines: v.array(v.object(LINE_ENTRIES)),
  discounts: v.array(CheckoutDiscount),
  subtotal: v.number(),
  shipping: v.number(),
  tax: v.number(),
  total: v.number(),
  /** the gift cards that paid, each by its last four characters */
  giftCards: v.array(v.object({ last4: v.string(), amount: v.number() })),
  amountDue: v.number(),
  eGifts: v.array(OrderEGift),
});
export type OrderDetails = v.InferOutput<typeof OrderDetails>;

/** spec §2 /account/orders: the customer's orders, newest first; null for an anonymous visitor. */
export const AccountOrdersPageData = v.object({ orders: v.nullable(v.array(OrderDetails)) });
export type AccountOrdersPageData = v.InferOutput<typeof AccountOrdersPageData>;

const OrderEGiftParams = {
  orderId: v.pipe(v.string(), v.regex(/^\d{1,12}$/)),
  cardId: v.pipe(v.string(), v.regex(/^\d{1,18}$/)),
};

/**
 * The buyer sends an e-gift of their order again once it was sent (docs/decisions/0118); answers the
 * order as it now stands. To its recipient it is queued at once; to another email a confirmation goes
 * to the order's email first and the e-gift's `pendingTo` names the address (decision 0145; 400 for an
 * order without an email, 429 past the limits). 404 for an order of another session.
 */
export const resendEGift = defineCall({
  name: 'resendEGift',
  method: 'POST',
  path: '/wp-json/{ns}/v1/orders/{orderId}/e_gifts/{cardId}/resend',
  encoding: 'json',
  request: v.object({ ...OrderEGiftParams, email: v.pipe(v.string(), v.trim(), v.maxLength(254)) }),
  response: OrderDetails,
});

/** The buyer moves a waiting e-gift to another date (spec §5; docs/decisions/0118). */
export const changeEGiftDate = defineCall({
  name: 'changeEGiftDate',
  method: 'POST',
  path: '/wp-json/{ns}/v1/orders/{orderId}/e_gifts/{cardId}/date',
  encoding: 'json',
  request: v.object({ ...OrderEGiftParams, date: v.pipe(v.string(), v.trim(), v.maxLength(10)) }),
  response: OrderDetails,
});

/**
 * The store's checkout hand-off (docs/decisions/0144): a link, not a call. With a checkout platform set
 * (PC_PLATFORM) it keeps the session's cart and answers 303 to the platform's checkout for it.
 */
export const PLATFORM_CHECKOUT_PATH = '/wp-json/pc/v1/checkout/platform';

/** spec §2 /checkout/order-received/{id}. */
export const orderReceivedPath = (orderId: string): string => `${CHECKOUT_PATH}/order-received/${orderId}`;

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
