import {
  type CartItem,
  type CheckoutDiscount,
  type CheckoutSummary,
  maxQuantityOf,
  singleUnitReason,
} from '@pc/shared/contract';
import type { Locale } from '@pc/shared/locale';
import { listCart } from '../cart/cartRepository.ts';
import { lineImages } from '../cart/lineImages.ts';
import type { Db, Queryable } from '../db/db.ts';
import { E_GIFT_CATEGORY, GIFT_CARD_CATEGORIES, issueGiftCards } from '../giftCards/giftCardIssue.ts';
import { cartGiftCards, redeemOrderGiftCards } from '../giftCards/giftCardRedemption.ts';
import { reserveVisitorEmails } from '../giftCards/visitorEmailLimit.ts';
import { invalidParam } from '../http/errors.ts';
import { answerMessages } from '../http/messages/index.ts';
import { DEMO_CUSTOMER } from '../session/demoCustomer.ts';
import { ensureSession } from '../session/sessionRepository.ts';
import { startSubscriptions } from '../subscriptions/subscriptionRepository.ts';
import { checkoutSummary } from './checkoutRules.ts';
import { backorderedVariations } from './lineStock.ts';
import { insertOrderLines } from './orderLines.ts';
import { emitOrderPlaced } from './orderPlacedEvent.ts';

// Checkout over the database (db/migrations/004_checkout_orders.sql): the coupons on a cart, the
// summary checkout shows, placing the order, and reading an order back for its own session only.

export const EMPTY_CART_MESSAGE = answerMessages['en-US'].emptyCart;

/** decision 0053: the clock re-check removed lines just before the order; nothing was ordered. */
export const LINES_REMOVED_MESSAGE = answerMessages['en-US'].linesRemoved;

/** Order ids as the contract carries them: digits (WooCommerce post ids). */
export const ORDER_ID = /^\d{1,12}$/;

export const listCoupons = async (db: Queryable, sessionId: string): Promise<CheckoutDiscount[]> => {
  const rows = await db.query<{ code: string; amount: string | number }>(
    'SELECT code, amount FROM cart_coupons WHERE session_id = $1 ORDER BY applied_at, code',
    [sessionId],
  );
  return rows.map((row) => ({ code: row.code, amount: Number(row.amount) }));
};

/** Puts a coupon on the cart once (applying it again changes nothing). */
export const addCoupon = async (
  db: Queryable,
  sessionId: string,
  coupon: CheckoutDiscount,
): Promise<void> => {
  await db.query(
    'INSERT INTO cart_coupons (session_id, code, amount) VALUES ($1, $2, $3) ON CONFLICT (session_id, code) DO NOTHING',
    [sessionId, coupon.code, coupon.amount],
  );
};

interface SessionCart {
  items: CartItem[];
  images: Map<string, string>;
  summary: CheckoutSummary;
}

/** `lockGiftCards`: within the order's transaction (giftCardRedemption.ts cartGiftCards). */
const sessionCart = async (
  db: Queryable,
  sessionId: string,
  { lockGiftCards = false }: { lockGiftCards?: boolean } = {},
): Promise<SessionCart> => {
  const { items } = await listCart(db, sessionId);
  const images = await lineImages(db, items);
  const backordered = await backorderedVariations(db, items);
  const summary = checkoutSummary(
    items.map((item) => ({
      key: item.key,
      name: item.name,
      image: images.get(item.key) ?? '',
      quantity: item.quantity,
      cadence: item.cadence,
      price: item.price,
      giftCardLine: GIFT_CARD_CATEGORIES.has(item.category),
      eGift: item.category === E_GIFT_CATEGORY ? item.giftCard : null,
      backordered: backordered.has(item.variationId),
      maxQuantity: maxQuantityOf(item),
      singleUnit: singleUnitReason(item),
    })),
    // A coupon and a gift card belong to the cart's lines: an emptied cart shows none.
    items.length === 0 ? [] : await listCoupons(db, sessionId),
    items.length === 0 ? [] : await cartGiftCards(db, sessionId, { lock: lockGiftCards }),
  );
  return { items, images, summary };
};

/** The cart as checkout shows it (docs/decisions/0036; spec §9 free shipping). */
export const checkoutOf = async (db: Queryable, sessionId: string): Promise<CheckoutSummary> =>
  (await sessionCart(db, sessionId)).summary;

/**
 * Stores the cart as an order with its lines and discounts and empties the cart (its lines and
 * coupons), all or nothing; the session is locked first, so a double click places one order. The
 * gift cards bought are issued in the same transaction (spec §9, docs/decisions/0095), an e-gift's
 * email scheduled from `now`, the session's clock; the gift cards applied are redeemed in it too
 * (docs/decisions/0114), their rows locked first, so a double submit or a retry spends them once.
 * Answers the new order's id; an empty cart is refused with 400. `visitorEmails`: the e-gift emails
 * this unpaid order causes count against the visitor email limits (docs/decisions/0144), at the
 * server's time `at` (a QA clock never resets them); 429 past one. Its subscription lines start
 * subscriptions (issue 40 item 1), whose emails link to `origin`, the store as the order reached it,
 * and speak `locale`, the language of the page that placed it (issue 43; null: the store's).
 */
export const placeOrder = (
  db: Db,
  sessionId: string,
  now: Date,
  {
    visitorEmails,
    origin = null,
    locale = null,
  }: {
    visitorEmails?: { clientAddress: string; at: Date };
    origin?: string | null;
    /** The language of the page that placed it (issue 43): its emails speak it. Null: the store's. */
    locale?: Locale | null;
  } = {},
): Promise<string> =>
  db.transaction(async (tx) => {
    await ensureSession(tx, sessionId);
    const [session] = await tx.query<{ identity: string }>(
      'SELECT identity FROM sessions WHERE id = $1 FOR UPDATE',
      [sessionId],
    );
    // spec §6: an identified customer's order carries their email (docs/decisions/0117).
    const customer = session?.identity === 'customer' ? DEMO_CUSTOMER : null;
    const { items, images, summary } = await sessionCart(tx, sessionId, { lockGiftCards: true });
    if (items.length === 0) throw invalidParam('The cart is empty', (m) => m.emptyCart);
    if (visitorEmails) {
      await reserveVisitorEmails(tx, {
        kind: 'e-gift',
        sessionId,
        clientAddress: visitorEmails.clientAddress,
        recipients: items.flatMap((item) =>
          item.category === E_GIFT_CATEGORY && item.giftCard && item.price > 0
            ? Array<string>(item.quantity).fill(item.giftCard.to)
            : [],
        ),
        now: visitorEmails.at,
      });
    }
    const giftCardTotal =
      summary.giftCards.reduce((sum, card) => sum + Math.round(card.amount * 100), 0) / 100;
    const [order] = await tx.query<{ id: string | number }>(
      `INSERT INTO orders (session_id, subtotal, discount_total, shipping, total, tax, gift_card_total, amount_due,
         email, customer)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        sessionId,
        summary.subtotal,
        summary.discountTotal,
        summary.shipping,
        summary.total,
        summary.tax,
        giftCardTotal,
        summary.amountDue,
        customer?.email ?? null,
        customer !== null,
      ],
    );
    const orderId = String(order!.id);
    await insertOrderLines(
      tx,
      orderId,
      items.map((item) => ({ ...item, image: images.get(item.key) ?? '' })),
    );
    await issueGiftCards(tx, orderId, items, now, locale);
    await startSubscriptions(tx, {
      orderId,
      sessionId,
      orderedAt: now,
      email: customer?.email ?? null,
      origin,
      locale,
    });
    await redeemOrderGiftCards(tx, sessionId, orderId, summary.giftCards, now);
    for (const discount of summary.discounts) {
      await tx.query('INSERT INTO order_discounts (order_id, code, amount) VALUES ($1, $2, $3)', [
        orderId,
        discount.code,
        discount.amount,
      ]);
    }
    await tx.query('DELETE FROM cart_items WHERE session_id = $1', [sessionId]);
    await tx.query('DELETE FROM cart_coupons WHERE session_id = $1', [sessionId]);
    await emitOrderPlaced(tx, { orderId, total: summary.total, lines: items.length }, now);
    return orderId;
  });

export interface StoredOrder {
  id: string;
  total: number;
  lines: { name: string; quantity: number; price: number; cadence: number }[];
  discounts: CheckoutDiscount[];
}

/** The order with this id if this session placed it, else null (another session's order is never read). */
export const findSessionOrder = async (
  db: Queryable,
  sessionId: string,
  orderId: string,
): Promise<StoredOrder | null> => {
  if (!ORDER_ID.test(orderId)) return null;
  const [order] = await db.query<{ id: string | number; total: string | number }>(
    'SELECT id, total FROM orders WHERE id = $1::bigint AND session_id = $2',
    [orderId, sessionId],
  );
  if (!order) return null;
  const lines = await db.query<{ name: string; quantity: number; price: string | number; cadence: number }>(
    'SELECT name, quantity, price, cadence FROM order_lines WHERE order_id = $1::bigint ORDER BY position',
    [orderId],
  );
  const discounts = await db.query<{ code: string; amount: string | number }>(
    'SELECT code, amount FROM order_discounts WHERE order_id = $1::bigint ORDER BY code',
    [orderId],
  );
  return {
    id: String(order.id),
    total: Number(order.total),
    lines: lines.map((line) => ({ ...line, price: Number(line.price) })),
    discounts: discounts.map((discount) => ({ code: discount.code, amount: Number(discount.amount) })),
  };
};
