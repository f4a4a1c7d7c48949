import { randomBytes } from 'node:crypto';
import type { Locale } from '@pc/shared/locale';
import type { Queryable } from '../db/db.ts';
import {
  dateAfterRenewal,
  firstRenewalDate,
  reminderDueAt,
  renewalDueAt,
  type SubscriptionState,
} from './subscriptionRules.ts';

// issue 40 item 1 (docs/decisions/0154): subscriptions over the database (db/migrations/054_subscriptions.sql).
// An order's subscription lines (a cadence > 0) start one each, in the order's transaction; the next
// date is written with its 8 AM instant and its reminder's, from the rules (subscriptionRules.ts).

import { SUBSCRIPTIONS_PAGE_PATH } from '@pc/shared/contract';

/** The link a receipt or reminder carries: the page, with the key that opens it on any device (0156). */
export const manageLink = (origin: string, key: string): string =>
  `${origin}${SUBSCRIPTIONS_PAGE_PATH}?key=${encodeURIComponent(key)}`;

/** The columns that follow from a next date: its instant and its reminder's (null when none). */
export const scheduleOf = (nextDate: string | null) => ({
  next_date: nextDate,
  due_at: nextDate === null ? null : renewalDueAt(nextDate).toISOString(),
  remind_at: nextDate === null ? null : reminderDueAt(nextDate).toISOString(),
});

/**
 * Records that order `orderId` renews subscription `subscriptionId` for its date `renewed`
 * (`subscription_renewals`, one per subscription and date) and moves its next date one cadence on
 * from `at` (with its 8 AM instant and its reminder's). Answers false, changing nothing, when that
 * date's renewal is recorded already.
 */
export const recordRenewal = async (
  tx: Queryable,
  {
    subscriptionId,
    renewed,
    cadence,
    orderId,
    at,
  }: { subscriptionId: string; renewed: string; cadence: number; orderId: string; at: Date },
): Promise<boolean> => {
  const [renewal] = await tx.query<{ order_id: string | number }>(
    `INSERT INTO subscription_renewals (subscription_id, renewal_date, order_id, created_at)
     VALUES ($1, $2::date, $3::bigint, $4) ON CONFLICT DO NOTHING RETURNING order_id`,
    [subscriptionId, renewed, orderId, at.toISOString()],
  );
  if (!renewal) return false;
  const schedule = scheduleOf(dateAfterRenewal(renewed, cadence, at));
  await tx.query(
    'UPDATE subscriptions SET next_date = $2::date, due_at = $3, remind_at = $4 WHERE id = $1::bigint',
    [subscriptionId, schedule.next_date, schedule.due_at, schedule.remind_at],
  );
  return true;
};

/**
 * Starts a subscription for each subscription line of order `orderId` (cadence > 0), its first renewal
 * one cadence after the shop's day of `orderedAt` (the session's clock). `email`: where its receipts
 * and reminders go; `origin`: the store's address as the order reached it, for their link.
 */
export const startSubscriptions = async (
  tx: Queryable,
  {
    orderId,
    sessionId,
    orderedAt,
    email,
    origin,
    locale = null,
  }: {
    orderId: string;
    sessionId: string;
    orderedAt: Date;
    email: string | null;
    origin: string | null;
    /** The language of the page that placed the order (issue 43): its emails speak it. Null: the store's. */
    locale?: Locale | null;
  },
): Promise<number> => {
  const lines = await tx.query<{ position: number; cadence: number }>(
    'SELECT position, cadence FROM order_lines WHERE order_id = $1::bigint AND cadence > 0 ORDER BY position',
    [orderId],
  );
  for (const line of lines) {
    const schedule = scheduleOf(firstRenewalDate(orderedAt, line.cadence));
    await tx.query(
      `INSERT INTO subscriptions (session_id, order_id, position, product_id, variation_id, name, sku, category, image,
         quantity, price, bundle, cadence, bought_cadence, state, next_date, due_at, remind_at, email, origin,
         manage_key, created_at, locale)
       SELECT $1, l.order_id, l.position, l.product_id, l.variation_id, l.name, l.sku, l.category, l.image,
         l.quantity, l.price, l.bundle, l.cadence, l.cadence, 'active', $4::date, $5, $6, $7, $8, $9, $10, $11
       FROM order_lines l WHERE l.order_id = $2::bigint AND l.position = $3`,
      [
        sessionId,
        orderId,
        line.position,
        schedule.next_date,
        schedule.due_at,
        schedule.remind_at,
        email,
        origin,
        randomBytes(24).toString('base64url'),
        orderedAt.toISOString(),
        locale,
      ],
    );
  }
  return lines.length;
};

/** A subscription as its page and its rules read it. */
export interface StoredSubscription {
  id: string;
  sessionId: string;
  productId: number;
  name: string;
  image: string;
  category: string | null;
  quantity: number;
  price: number;
  cadence: number;
  boughtCadence: number;
  state: SubscriptionState;
  nextDate: string | null;
}

interface SubscriptionRow {
  id: string | number;
  session_id: string;
  product_id: number;
  name: string;
  image: string;
  category: string | null;
  quantity: number;
  price: string | number;
  cadence: number;
  bought_cadence: number;
  state: SubscriptionState;
  next_date: string | null;
}

const COLUMNS = `id, session_id, product_id, name, image, category, quantity, price, cadence, bought_cadence, state,
  to_char(next_date, 'YYYY-MM-DD') AS next_date`;

const stored = (row: SubscriptionRow): StoredSubscription => ({
  id: String(row.id),
  sessionId: row.session_id,
  productId: row.product_id,
  name: row.name,
  image: row.image,
  category: row.category,
  quantity: row.quantity,
  price: Number(row.price),
  cadence: row.cadence,
  boughtCadence: row.bought_cadence,
  state: row.state,
  nextDate: row.next_date,
});

/** The session's subscriptions, oldest first. */
export const sessionSubscriptions = async (db: Queryable, sessionId: string): Promise<StoredSubscription[]> =>
  (
    await db.query<SubscriptionRow>(
      `SELECT ${COLUMNS} FROM subscriptions WHERE session_id = $1 ORDER BY id`,
      [sessionId],
    )
  ).map(stored);

/** The session a manage key opens, or null. */
export const sessionOfKey = async (db: Queryable, key: string): Promise<string | null> => {
  const [row] = await db.query<{ session_id: string }>(
    'SELECT session_id FROM subscriptions WHERE manage_key = $1',
    [key],
  );
  return row?.session_id ?? null;
};

/** The session's subscription `id`, locked for a change, or null (another session's is never read). */
export const lockSessionSubscription = async (
  tx: Queryable,
  sessionId: string,
  id: string,
): Promise<StoredSubscription | null> => {
  if (!/^\d{1,12}$/.test(id)) return null;
  const [row] = await tx.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM subscriptions WHERE id = $1::bigint AND session_id = $2 FOR UPDATE`,
    [id, sessionId],
  );
  return row ? stored(row) : null;
};

/** Writes a changed subscription: its state, cadence, next date (and schedule) and product. */
export const saveSubscription = async (
  tx: Queryable,
  sub: StoredSubscription,
  product: SwapProduct | null,
  now: Date,
): Promise<void> => {
  const schedule = scheduleOf(sub.state === 'cancelled' ? null : sub.nextDate);
  await tx.query(
    `UPDATE subscriptions SET state = $2, cadence = $3, next_date = $4::date, due_at = $5, remind_at = $6,
       cancelled_at = CASE WHEN $2 = 'cancelled' THEN COALESCE(cancelled_at, $7::timestamptz) END
     WHERE id = $1::bigint`,
    [
      sub.id,
      sub.state,
      sub.cadence,
      schedule.next_date,
      schedule.due_at,
      schedule.remind_at,
      now.toISOString(),
    ],
  );
  if (product) {
    await tx.query(
      `UPDATE subscriptions SET product_id = $2, variation_id = $3, sku = $4, name = $5, image = $6, price = $7,
         bundle = '[]' WHERE id = $1::bigint`,
      [
        sub.id,
        product.productId,
        product.variationId,
        product.sku,
        product.name,
        product.image,
        product.price,
      ],
    );
  }
};

/** A product a subscription may be swapped to: subscribable, its first variation, its subscription price. */
export interface SwapProduct {
  productId: number;
  variationId: number;
  sku: string;
  name: string;
  image: string;
  category: string;
  price: number;
}

/** The subscribable products of `category` (spec §9 subscription prices), by name. */
export const swapChoices = async (db: Queryable, category: string | null): Promise<SwapProduct[]> => {
  if (category === null) return [];
  const rows = await db.query<{
    product_id: number;
    variation_id: number;
    sku: string;
    name: string;
    image: string;
    category: string;
    price: string | number;
  }>(
    `SELECT DISTINCT ON (p.id) p.id AS product_id, v.id AS variation_id, v.sku, p.name, v.image, p.category,
       COALESCE(v.subscription_price, p.subscription_price) AS price
     FROM products p JOIN variations v ON v.product_id = p.id
     WHERE p.category = $1 AND p.kind = 'variable' AND COALESCE(v.subscription_price, p.subscription_price) IS NOT NULL
     ORDER BY p.id, v.position`,
    [category],
  );
  return rows
    .map((row) => ({
      productId: row.product_id,
      variationId: row.variation_id,
      sku: row.sku,
      name: row.name,
      image: row.image,
      category: row.category,
      price: Number(row.price),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
};
