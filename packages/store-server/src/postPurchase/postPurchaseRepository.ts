import type { Queryable } from '../db/db.ts';

// spec §7 POST post_purchase/events: {order_id, results[]}, one row per post
// (db/migrations/004_checkout_orders.sql); the caller checks the order is the session's.

export const recordPostPurchaseEvent = async (db: Queryable, orderId: string, results: readonly string[]) => {
  await db.query(
    'INSERT INTO post_purchase_events (order_id, results) VALUES ($1::bigint, $2::text::jsonb)',
    [orderId, JSON.stringify(results)],
  );
};

export const listPostPurchaseEvents = async (db: Queryable, orderId: string) => {
  const rows = await db.query<{ order_id: string | number; results: string[]; created_at: Date | string }>(
    'SELECT order_id, results, created_at FROM post_purchase_events WHERE order_id = $1::bigint ORDER BY id',
    [orderId],
  );
  return rows.map((row) => ({
    orderId: String(row.order_id),
    results: row.results,
    createdAt: new Date(row.created_at).toISOString(),
  }));
};
