import type { EGiftDetails, OrderDetails, OrderEGift } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';
import { last4Of } from '../giftCards/giftCardRedemption.ts';

// An order as its buyer reads it back (spec §2 order-received page and /account/orders;
// docs/decisions/0117): its lines with cadences and e-gift details, discounts, totals, the gift cards
// that paid (their 'redeemed' ledger rows: decision 0095's one record), the email, and each e-gift's
// sending state. Only ever for orders the caller already found to be the session's.

const cents = (amount: string | number): number => Math.round(Number(amount) * 100);
const dollars = (amount: string | number): number => cents(amount) / 100;

interface OrderRow {
  id: string | number;
  created_at: Date | string;
  email: string | null;
  subtotal: string | number;
  shipping: string | number;
  tax: string | number;
  total: string | number;
  amount_due: string | number | null;
}

/** The e-gifts' states: an email sent, one waiting after a failure, or one waiting for its date. */
const eGiftsOf = async (db: Queryable, orderId: string, now: Date): Promise<OrderEGift[]> => {
  const rows = await db.query<{
    id: string | number;
    recipient_name: string | null;
    recipient_email: string | null;
    delivery_date: string | Date | null;
    sent: boolean;
    failing: boolean;
    due_at: Date | string | null;
    pending_to: string | null;
  }>(
    `SELECT g.id, g.recipient_name, g.recipient_email, to_char(g.delivery_date, 'YYYY-MM-DD') AS delivery_date,
       (SELECT c.new_email FROM e_gift_recipient_changes c
         WHERE c.gift_card_id = g.id AND c.confirmed_at IS NULL AND c.expires_at > now()
         ORDER BY c.id DESC LIMIT 1) AS pending_to,
       bool_or(e.sent_at IS NOT NULL OR e.gave_up_at IS NOT NULL) AS sent,
       bool_or(e.sent_at IS NULL AND e.gave_up_at IS NULL AND e.last_error IS NOT NULL) AS failing,
       min(e.due_at) FILTER (WHERE e.sent_at IS NULL AND e.gave_up_at IS NULL) AS due_at
     FROM gift_cards g LEFT JOIN gift_card_emails e ON e.gift_card_id = g.id
     WHERE g.order_id = $1::bigint AND g.delivery = 'email'
     GROUP BY g.id ORDER BY g.position, g.id`,
    [orderId],
  );
  return rows.map((row) => {
    const waiting = row.due_at !== null;
    const status = row.failing ? 'retrying' : waiting ? 'scheduled' : 'sent';
    return {
      id: String(row.id),
      recipientName: row.recipient_name ?? '',
      to: row.recipient_email ?? '',
      deliveryDate: row.delivery_date ? String(row.delivery_date) : '',
      status,
      canChangeDate: status === 'scheduled' && new Date(row.due_at!).getTime() > now.getTime(),
      canResend: row.sent === true && !waiting,
      // decision 0145: a new address waiting for the buyer's confirmation from their email (its link's
      // life is the server's clock, the database's now(), never a QA clock)
      pendingTo: row.pending_to,
    };
  });
};

/** The orders `ids` (already known to be the caller's), in the order given. */
export const orderDetails = async (
  db: Queryable,
  ids: readonly string[],
  now: Date,
): Promise<OrderDetails[]> => {
  const details: OrderDetails[] = [];
  for (const id of ids) {
    const [order] = await db.query<OrderRow>(
      'SELECT id, created_at, email, subtotal, shipping, tax, total, amount_due FROM orders WHERE id = $1::bigint',
      [id],
    );
    if (!order) continue;
    const lines = await db.query<{
      name: string;
      image: string;
      quantity: number;
      cadence: number;
      price: string | number;
      category: string;
      gift_card: EGiftDetails | null;
    }>(
      'SELECT name, image, quantity, cadence, price, category, gift_card FROM order_lines WHERE order_id = $1::bigint ORDER BY position',
      [id],
    );
    const discounts = await db.query<{ code: string; amount: string | number }>(
      'SELECT code, amount FROM order_discounts WHERE order_id = $1::bigint ORDER BY code',
      [id],
    );
    const paid = await db.query<{ code: string; amount: string | number }>(
      `SELECT g.code, -l.amount AS amount FROM gift_card_ledger l JOIN gift_cards g ON g.id = l.gift_card_id
       WHERE l.order_id = $1::bigint AND l.kind = 'redeemed' ORDER BY l.id`,
      [id],
    );
    details.push({
      id: String(order.id),
      placedAt: new Date(order.created_at).toISOString(),
      email: order.email,
      lines: lines.map((line) => ({
        name: line.name,
        image: line.image,
        quantity: line.quantity,
        cadence: line.cadence,
        unitPrice: dollars(line.price),
        lineTotal: (cents(line.price) * line.quantity) / 100,
        eGift: line.category === 'e-gift-card' ? line.gift_card : null,
      })),
      discounts: discounts.map((discount) => ({ code: discount.code, amount: dollars(discount.amount) })),
      subtotal: dollars(order.subtotal),
      shipping: dollars(order.shipping),
      tax: dollars(order.tax),
      total: dollars(order.total),
      giftCards: paid.map((card) => ({ last4: last4Of(card.code), amount: dollars(card.amount) })),
      amountDue: dollars(order.amount_due ?? order.total),
      eGifts: await eGiftsOf(db, id, now),
    });
  }
  return details;
};

/** One order already known to be the caller's (after a change to it). */
export const orderOf = async (db: Queryable, orderId: string, now: Date): Promise<OrderDetails> => {
  const [order] = await orderDetails(db, [orderId], now);
  if (!order) throw new Error(`order ${orderId} vanished`);
  return order;
};

/** How many orders /account/orders lists, newest first. */
export const ACCOUNT_ORDERS_SHOWN = 50;

/**
 * spec §2 /account/orders: the orders of the session when it is an identified customer (spec §6;
 * docs/decisions/0117), newest first; null for an anonymous visitor. Never another session's.
 */
export const customerOrders = async (
  db: Queryable,
  sessionId: string,
  now: Date,
): Promise<OrderDetails[] | null> => {
  const [session] = await db.query<{ identity: string }>('SELECT identity FROM sessions WHERE id = $1', [
    sessionId,
  ]);
  if (session?.identity !== 'customer') return null;
  const ids = await db.query<{ id: string | number }>(
    'SELECT id FROM orders WHERE session_id = $1 ORDER BY id DESC LIMIT $2',
    [sessionId, ACCOUNT_ORDERS_SHOWN],
  );
  return orderDetails(
    db,
    ids.map((row) => String(row.id)),
    now,
  );
};
