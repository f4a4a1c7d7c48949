import { ORDER_ID } from '../checkout/orderRepository.ts';
import type { Queryable } from '../db/db.ts';

// spec §7 POST post_purchase/events: {order_id, results[]}, one row per post
// (db/migrations/004_checkout_orders.sql), with "Other"'s text; and whether the order's survey is done
// (answered or closed, db/migrations/053_survey_once_per_order.sql, docs/decisions/0159).

/**
 * The survey's state of an order of the session, locked for the rest of the transaction (two devices
 * answering at once are taken one after the other), or null for an order that is not the session's.
 */
export const lockSessionOrderSurvey = async (
  db: Queryable,
  sessionId: string,
  orderId: string,
): Promise<{ done: boolean } | null> => {
  if (!ORDER_ID.test(orderId)) return null;
  const [row] = await db.query<{ done: boolean }>(
    `SELECT survey_done_at IS NOT NULL AS done FROM orders
      WHERE id = $1::bigint AND session_id = $2 FOR UPDATE`,
    [orderId, sessionId],
  );
  return row ?? null;
};

/** Whether the survey of an order of the session is still to ask: false when done or not the session's. */
export const isSurveyOpen = async (db: Queryable, sessionId: string, orderId: string): Promise<boolean> => {
  if (!ORDER_ID.test(orderId)) return false;
  const [row] = await db.query<{ open: boolean }>(
    'SELECT survey_done_at IS NULL AS open FROM orders WHERE id = $1::bigint AND session_id = $2',
    [orderId, sessionId],
  );
  return row?.open ?? false;
};

export const markSurveyDone = async (db: Queryable, orderId: string, now: Date): Promise<void> => {
  await db.query(
    'UPDATE orders SET survey_done_at = coalesce(survey_done_at, $2::timestamptz) WHERE id = $1::bigint',
    [orderId, now.toISOString()],
  );
};

export const recordPostPurchaseEvent = async (
  db: Queryable,
  orderId: string,
  results: readonly string[],
  otherText: string | null,
) => {
  await db.query(
    'INSERT INTO post_purchase_events (order_id, results, other_text) VALUES ($1::bigint, $2::text::jsonb, $3)',
    [orderId, JSON.stringify(results), otherText],
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
