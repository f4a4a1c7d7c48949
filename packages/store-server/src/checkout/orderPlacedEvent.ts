import type { Queryable } from '../db/db.ts';
import { emitWebhookEvent } from '../webhooks/webhookOutbox.ts';

// issue 46 item 3 (docs/decisions/0190): "order placed", in the order's own transaction, whether the
// store placed it (checkout/orderRepository.ts) or the shop's platform reported it paid (paidOrderRecord.ts).

export const emitOrderPlaced = (
  tx: Queryable,
  order: { orderId: string; total: number; lines: number },
  now: Date,
): Promise<void> =>
  emitWebhookEvent(
    tx,
    { id: `order.placed:${order.orderId}`, type: 'order.placed', data: { ...order } },
    now,
  );
