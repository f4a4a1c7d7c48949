import type { CartItem } from '@pc/shared/contract';
import { earliestDeliveryDate } from '../cart/eGiftRules.ts';
import { type CatalogProduct, findProductById } from '../catalogue/productRepository.ts';
import { effectiveStockStatus, isDisabled } from '../catalogue/stockRules.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { Clock } from '../session/clock.ts';
import { readSwitches } from '../session/sessionRepository.ts';

// issue 11 item 1, docs/decisions/0042: a cart line added while the session's QA clock was moved
// (the demo's clock override, to buy a collaboration edition before its sold-out date or back-date
// an e-gift) carries that clock in `added_under_clock`. Once the session's clock is another one (the
// override cleared, or moved again), the next cart read (get_cart_items, add-to-cart) checks the line
// again by the clock now in force: a line the rules no longer allow is removed, the others are kept
// and marked with the current clock.

interface ClockedRow {
  key: string;
  product_id: number;
  variation_id: number;
  bundle: CartItem['bundle'];
  gift_card: CartItem['giftCard'];
}

/** Whether a line's product, variation, set items and gift date are allowed at `now` (pure). */
export const lineAllowedAt = (
  line: Pick<CartItem, 'variationId' | 'bundle' | 'giftCard'>,
  product: CatalogProduct | null,
  now: Date,
): boolean => {
  if (!product) return false;
  const all = [...product.variations, ...product.bundleItems.flatMap((item) => item.variations)];
  const ids = line.bundle.length > 0 ? line.bundle.map((item) => item.variationId) : [line.variationId];
  for (const id of ids) {
    const variation = all.find((candidate) => candidate.id === id);
    if (!variation || isDisabled(variation) || effectiveStockStatus(variation, now) === 'outofstock')
      return false;
  }
  return line.giftCard === null || line.giftCard.deliveryDate >= earliestDeliveryDate(now);
};

/** Records that lines were just added under the session's clock override (none: nothing to do). */
export const markAddedUnderClock = async (
  db: Queryable,
  sessionId: string,
  keys: readonly string[],
  override: Date | null,
): Promise<void> => {
  if (override === null || keys.length === 0) return;
  await db.query('UPDATE cart_items SET added_under_clock = $3 WHERE session_id = $1 AND key = ANY($2)', [
    sessionId,
    keys,
    override.toISOString(),
  ]);
};

/** Re-checks the session's lines added under another clock than the current one; answers how many it removed. */
export const recheckClockedLines = async (db: Db, sessionId: string, clock: Clock): Promise<number> => {
  const rows = await db.query<ClockedRow & { added_under_clock: Date | string }>(
    `SELECT key, product_id, variation_id, bundle, gift_card, added_under_clock FROM cart_items
     WHERE session_id = $1 AND added_under_clock IS NOT NULL`,
    [sessionId],
  );
  if (rows.length === 0) return 0;
  const { clockOverride } = await readSwitches(db, sessionId);
  const stale = rows.filter(
    (row) => clockOverride === null || new Date(row.added_under_clock).getTime() !== clockOverride.getTime(),
  );
  if (stale.length === 0) return 0;
  const now = clockOverride ?? clock();
  const removed: string[] = [];
  const kept: string[] = [];
  for (const row of stale) {
    const product = await findProductById(db, row.product_id);
    const line = { variationId: row.variation_id, bundle: row.bundle, giftCard: row.gift_card };
    (lineAllowedAt(line, product, now) ? kept : removed).push(row.key);
  }
  await db.transaction(async (tx) => {
    if (removed.length > 0) {
      await tx.query('DELETE FROM cart_items WHERE session_id = $1 AND key = ANY($2)', [sessionId, removed]);
    }
    if (kept.length > 0) {
      await tx.query('UPDATE cart_items SET added_under_clock = $3 WHERE session_id = $1 AND key = ANY($2)', [
        sessionId,
        kept,
        clockOverride?.toISOString() ?? null,
      ]);
    }
  });
  return removed.length;
};
