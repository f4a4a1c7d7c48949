import { createHash } from 'node:crypto';
import type { CartItem, CartListing } from '@pc/shared/contract';
import type { Db, Queryable } from '../db/db.ts';
import { ensureSession } from '../session/sessionRepository.ts';

/** A line to add: everything of a CartItem but its key and quantity. */
export type NewCartLine = Omit<CartItem, 'key' | 'quantity'>;

interface CartRow {
  key: string;
  product_id: number;
  variation_id: number;
  name: string;
  sku: string;
  category: string;
  quantity: number;
  price: string | number;
  cadence: number;
  survey_log_id: string | null;
  source: string | null;
  position: number | null;
  bundle: CartItem['bundle'];
  gift_card: CartItem['giftCard'];
  image: string;
}

/**
 * Identical additions share a line (as WooCommerce's cart id does): same product, variation,
 * cadence, price, bundle choices, gift card details and survey log.
 */
export const lineKey = (line: NewCartLine): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        line.productId,
        line.variationId,
        line.cadence,
        // A discounted line (the bathroom module's) never merges into a full-price one.
        line.price,
        line.bundle,
        line.giftCard,
        line.surveyLogId,
      ]),
    )
    .digest('hex')
    .slice(0, 32);

const toItem = (row: CartRow): CartItem => ({
  key: row.key,
  productId: row.product_id,
  variationId: row.variation_id,
  name: row.name,
  sku: row.sku,
  category: row.category,
  quantity: row.quantity,
  price: Number(row.price),
  cadence: row.cadence,
  surveyLogId: row.survey_log_id,
  source: row.source,
  position: row.position,
  bundle: row.bundle,
  giftCard: row.gift_card,
  image: row.image,
});

const cents = (amount: number): number => Math.round(amount * 100);

/** The columns a cart line is read from (CartRow). */
const LINE_COLUMNS = `key, product_id, variation_id, name, sku, category, quantity, price, cadence, survey_log_id, source,
       position, bundle, gift_card`;

/** The listing of a session's lines, in the order they were first added. */
const listingOf = (rows: readonly CartRow[]): CartListing => {
  const items = rows.map(toItem);
  return {
    items,
    count: items.reduce((total, item) => total + item.quantity, 0),
    subtotal: items.reduce((total, item) => total + cents(item.price) * item.quantity, 0) / 100,
  };
};

/**
 * The session's lines with each line's picture (docs/decisions/0124: the cart shows it), as
 * lineImages.ts chooses it: the variation's image, or for a set (variation 0) the set's first image.
 */
export const listCart = async (db: Queryable, sessionId: string): Promise<CartListing> =>
  listingOf(
    await db.query<CartRow>(
      `SELECT ${LINE_COLUMNS.replace(/(\w+)/g, 'c.$1')},
              COALESCE(v.image, p.images->>0, '') AS image
         FROM cart_items c
         LEFT JOIN variations v ON v.id = c.variation_id AND c.variation_id <> 0
         LEFT JOIN products p ON p.id = c.product_id
        WHERE c.session_id = $1 ORDER BY c.seq`,
      [sessionId],
    ),
  );

/** Adds `quantity` units of the line: a new line, or more of an identical one. */
const INSERT_LINE = `INSERT INTO cart_items (session_id, key, product_id, variation_id, name, sku, category, quantity, price, cadence,
       survey_log_id, source, position, bundle, gift_card)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $15, $8, $9, $10, $11, $12, $13::text::jsonb, $14::text::jsonb)
     ON CONFLICT (session_id, key) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, price = EXCLUDED.price`;

const insertParams = (sessionId: string, line: NewCartLine, quantity: number): unknown[] => [
  sessionId,
  lineKey(line),
  line.productId,
  line.variationId,
  line.name,
  line.sku,
  line.category,
  line.price,
  line.cadence,
  line.surveyLogId,
  line.source,
  line.position,
  JSON.stringify(line.bundle),
  line.giftCard === null ? null : JSON.stringify(line.giftCard),
  quantity,
];

export const insertLine = async (
  tx: Queryable,
  sessionId: string,
  line: NewCartLine,
  quantity = 1,
): Promise<void> => {
  await tx.query(INSERT_LINE, insertParams(sessionId, line, quantity));
};

/**
 * Adds one unit of each line (a new line, or one more of an identical one), all or none. `guard` sees
 * the cart as it is inside the transaction and may refuse by throwing (the one-tailored-order rule)
 * or answer which lines to add; the session row is locked first, so two requests of one session
 * cannot both pass a guard that only one of them should.
 */
export const addCartLines = (
  db: Db,
  sessionId: string,
  lines: readonly NewCartLine[],
  guard: (cart: CartListing) => readonly NewCartLine[] = () => lines,
): Promise<void> =>
  db.transaction(async (tx) => {
    await ensureSession(tx, sessionId);
    await tx.query('SELECT id FROM sessions WHERE id = $1 FOR UPDATE', [sessionId]);
    for (const line of guard(await listCart(tx, sessionId))) await insertLine(tx, sessionId, line);
  });

/**
 * Adds one unit of a line no guard needs to see the cart for (not tailored: the one-tailored-order
 * rule passes it whatever the cart holds), and answers the cart. No transaction: PGlite's
 * transactions are exclusive, so under load (docs/decisions/0045) the common add waits for none. The
 * session's row is created only when the caller did not just find it (`sessionExists`): one statement
 * fewer for every add but a session's first (docs/decisions/0056).
 */
export const addUntailoredLine = async (
  db: Queryable,
  sessionId: string,
  line: NewCartLine,
  { sessionExists = false } = {},
): Promise<CartListing> => {
  if (!sessionExists) await ensureSession(db, sessionId);
  await insertLine(db, sessionId, line);
  return listCart(db, sessionId);
};

/** Adds one unit of the line: a new line, or one more of an identical one. */
export const addCartLine = (db: Db, sessionId: string, line: NewCartLine): Promise<void> =>
  addCartLines(db, sessionId, [line]);

/** Empties the cart: its lines, and the coupons that applied to them (the cross-sell's, docs/decisions/0037). */
export const clearCart = (db: Db, sessionId: string): Promise<void> =>
  db.transaction(async (tx) => {
    await tx.query('DELETE FROM cart_items WHERE session_id = $1', [sessionId]);
    await tx.query('DELETE FROM cart_coupons WHERE session_id = $1', [sessionId]);
  });

/**
 * Sets a line's quantity (0 removes it) as `check` answers after seeing the line (undefined: not in
 * the cart) inside the transaction, the session row locked as addCartLines does; `check` throws to
 * refuse, or answers null to change nothing. Answers the cart; an emptied cart drops its coupons too
 * (as clearCart).
 */
export const setLineQuantity = (
  db: Db,
  sessionId: string,
  key: string,
  check: (line: CartItem | undefined, tx: Queryable) => Promise<number | null>,
): Promise<CartListing> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT id FROM sessions WHERE id = $1 FOR UPDATE', [sessionId]);
    const cart = await listCart(tx, sessionId);
    const quantity = await check(
      cart.items.find((item) => item.key === key),
      tx,
    );
    if (quantity === null) return cart;
    if (quantity === 0)
      await tx.query('DELETE FROM cart_items WHERE session_id = $1 AND key = $2', [sessionId, key]);
    else
      await tx.query('UPDATE cart_items SET quantity = $3 WHERE session_id = $1 AND key = $2', [
        sessionId,
        key,
        quantity,
      ]);
    const after = await listCart(tx, sessionId);
    if (after.items.length === 0)
      await tx.query('DELETE FROM cart_coupons WHERE session_id = $1', [sessionId]);
    return after;
  });
