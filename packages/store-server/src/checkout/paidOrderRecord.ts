import type { Queryable } from '../db/db.ts';
import { issueGiftCards } from '../giftCards/giftCardIssue.ts';
import { startSubscriptions } from '../subscriptions/subscriptionRepository.ts';
import { emitWebhookEvent } from '../webhooks/webhookOutbox.ts';
import { insertOrderLines } from './orderLines.ts';
import { emitOrderPlaced } from './orderPlacedEvent.ts';
import type { PaidOrderLine } from './paidOrderLines.ts';
import type { PlatformOrderEvent } from './platformOrderEvent.ts';

// docs/decisions/0144: a paid platform order becomes the store's order of the session that handed
// its cart off, in the webhook's transaction: its lines (subscriptions are lines with a cadence), the
// gift cards it bought with their e-gift emails (spec §9; decision 0095), and so the order-received
// page, the post-purchase survey and the owner's report, which read `orders` (decisions 0117, 0119).

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Stores the order and answers its id. `paidAt`: the session's time (its QA clock in demo mode,
 * decision 0096), from which an e-gift without a date is due. The handed-off lines are taken off the
 * session's cart; what the shopper added since stays (a renewal takes none: they left with its first order).
 */
export const recordPaidOrder = async (
  tx: Queryable,
  {
    sessionId,
    event,
    lines,
    handedOffKeys,
    paidAt,
    origin,
  }: {
    sessionId: string;
    event: PlatformOrderEvent;
    lines: readonly PaidOrderLine[];
    handedOffKeys: readonly string[];
    paidAt: Date;
    /** the store's address for its subscriptions' links (issue 40 item 1) */
    origin: string | null;
  },
): Promise<string> => {
  const subtotal = lines.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
  // The platform's total is what was paid; shipping is what it holds beyond lines, discount and tax.
  const shipping = Math.max(0, cents(event.total) - subtotal + cents(event.discountTotal) - cents(event.tax));
  const [order] = await tx.query<{ id: string | number }>(
    `INSERT INTO orders (session_id, subtotal, discount_total, shipping, total, tax, gift_card_total, amount_due,
       email, customer, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 0, $5, $7, false, $8) RETURNING id`,
    [
      sessionId,
      subtotal / 100,
      event.discountTotal,
      shipping / 100,
      event.total,
      event.tax,
      event.email,
      paidAt.toISOString(),
    ],
  );
  const orderId = String(order!.id);
  await insertOrderLines(tx, orderId, lines);
  if (event.discountTotal > 0) {
    await tx.query('INSERT INTO order_discounts (order_id, code, amount) VALUES ($1, $2, $3)', [
      orderId,
      'platform',
      event.discountTotal,
    ]);
  }
  await issueGiftCards(tx, orderId, lines, paidAt);
  // A renewal (decision 0168) renews the subscriptions of its first order and starts none.
  if (!event.renewal) {
    await startSubscriptions(tx, { orderId, sessionId, orderedAt: paidAt, email: event.email, origin });
  }
  await tx.query(
    'DELETE FROM cart_items WHERE session_id = $1 AND key IN (SELECT jsonb_array_elements_text($2::text::jsonb))',
    [sessionId, JSON.stringify(event.renewal ? [] : handedOffKeys)],
  );
  if (event.renewal)
    await emitWebhookEvent(
      tx,
      {
        id: `renewal.placed:order:${orderId}`,
        type: 'renewal.placed',
        data: { orderId, total: event.total },
      },
      paidAt,
    );
  else await emitOrderPlaced(tx, { orderId, total: event.total, lines: lines.length }, paidAt);
  return orderId;
};
