import { type CartItem, getPageData } from '@pc/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { earliestDeliveryDate } from '../cart/eGiftRules.ts';
import { type CatalogProduct, findProductById } from '../catalogue/productRepository.ts';
import { effectiveStockStatus, isDisabled } from '../catalogue/stockRules.ts';
import type { Db } from '../db/db.ts';
import { keptRead } from '../db/readCache.ts';
import { type ClockedLinesUse, routePath } from '../http/contractRoute.ts';
import { invalidParam } from '../http/errors.ts';
import { isRecord } from '../http/isRecord.ts';
import { routeMatchOf } from '../pages/pageRequest.ts';

// docs/decisions/0042, 0053, 0079: a cart line added while the session's QA clock was moved (the demo's
// clock override, to buy a collaboration edition before its sold-out date or back-date an e-gift)
// carries that clock in `added_under_clock`. Once the session's clock is another one (the override
// cleared, or moved again), the next read of the cart (get_cart_items, checkout, the cross-sell, the
// checkout page) checks the line again by the clock now in force: a line the rules no longer allow is
// removed, the others are kept and marked with the current clock. All of it is this one hook, added in
// demo mode only: production has no QA clock, so its requests pay nothing for it.

interface ClockedRow {
  key: string;
  product_id: number;
  variation_id: number;
  bundle: CartItem['bundle'];
  gift_card: CartItem['giftCard'];
  added_under_clock: Date | string;
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

/** The session's lines added under a QA clock, kept until the next write (db/readCache.ts). */
const clockedRows = (db: Db, sessionId: string): Promise<readonly ClockedRow[]> =>
  keptRead(db, `clocked|${sessionId}`, () =>
    db.query<ClockedRow>(
      `SELECT key, product_id, variation_id, bundle, gift_card, added_under_clock FROM cart_items
       WHERE session_id = $1 AND added_under_clock IS NOT NULL`,
      [sessionId],
    ),
  );

/**
 * Re-checks the session's lines added under another clock than `clockOverride` (the one in force, or
 * null for the server's) by `now`; answers how many it removed.
 */
export const recheckClockedLines = async (
  db: Db,
  sessionId: string,
  clockOverride: Date | null,
  now: Date,
): Promise<number> => {
  const stale = (await clockedRows(db, sessionId)).filter(
    (row) => clockOverride === null || new Date(row.added_under_clock).getTime() !== clockOverride.getTime(),
  );
  if (stale.length === 0) return 0;
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

/**
 * Production's start: the lines a demo run left under a QA clock are checked by the server's clock
 * once, since production's requests never re-check them (docs/decisions/0079).
 */
export const recheckAllClockedLines = async (db: Db, now: Date): Promise<void> => {
  const sessions = await db.query<{ session_id: string }>(
    'SELECT DISTINCT session_id FROM cart_items WHERE added_under_clock IS NOT NULL',
  );
  for (const { session_id } of sessions) await recheckClockedLines(db, session_id, null, now);
};

const PAGE_DATA_URL = routePath(getPageData.path);

/** A GET of the checkout page, or of its page data: its cart summary is read (decision 0053). */
const readsCheckoutPage = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET') return false;
  const url = request.routeOptions.url;
  const query = isRecord(request.query) ? request.query : {};
  const page = url === PAGE_DATA_URL ? query.path : url === '/*' || url === undefined ? request.url : null;
  if (typeof page !== 'string') return false;
  const view = routeMatchOf(request, page)?.route.view;
  return view?.kind === 'element' && view.pageData === 'checkout';
};

const useOf = (request: FastifyRequest): ClockedLinesUse | undefined => {
  const use = request.routeOptions.config.clockedLines;
  if (typeof use === 'function') return use(request);
  return use ?? (readsCheckoutPage(request) ? 'recheck' : undefined);
};

/** Each line's quantity, to tell afterwards which lines a request added to. */
const quantities = async (db: Db, sessionId: string): Promise<Map<string, number>> =>
  new Map(
    (
      await db.query<{ key: string; quantity: number }>(
        'SELECT key, quantity FROM cart_items WHERE session_id = $1',
        [sessionId],
      )
    ).map((row) => [row.key, row.quantity]),
  );

/** The demo-mode hook: after the session's `now` is resolved and the nonce checked. */
export const registerClockedLines = (app: FastifyInstance, db: Db): void => {
  const before = new WeakMap<FastifyRequest, Map<string, number>>();
  app.addHook('preHandler', async (request) => {
    const use = useOf(request);
    if (use === undefined) return;
    if (use === 'mark') {
      if (request.clockOverride !== null) before.set(request, await quantities(db, request.sessionId));
      return;
    }
    const removed = await recheckClockedLines(db, request.sessionId, request.clockOverride, request.now);
    // decision 0053: an order never holds a line the rules now refuse. When the re-check removes one,
    // the order is not placed: the shopper is told and sees the new cart before buying.
    if (use === 'refuse' && removed > 0) {
      throw invalidParam('Cart lines no longer allowed were removed', (m) => m.linesRemoved);
    }
  });
  // Before the answer leaves, so the shopper's next request finds the lines marked.
  app.addHook('onSend', async (request, reply, payload) => {
    const earlier = before.get(request);
    if (!earlier || request.clockOverride === null || reply.statusCode >= 300) return payload;
    const now = await quantities(db, request.sessionId);
    const added = [...now].filter(([key, quantity]) => quantity !== earlier.get(key)).map(([key]) => key);
    if (added.length > 0) {
      await db.query('UPDATE cart_items SET added_under_clock = $3 WHERE session_id = $1 AND key = ANY($2)', [
        request.sessionId,
        added,
        request.clockOverride.toISOString(),
      ]);
    }
    return payload;
  });
};
