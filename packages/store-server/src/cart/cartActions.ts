import type { AddToCartRequest, CartListing } from '@pc/shared/contract';
import { findProductById } from '../catalogue/productRepository.ts';
import { effectiveStockStatus, isDisabled } from '../catalogue/stockRules.ts';
import type { Db } from '../db/db.ts';
import { keptRead } from '../db/readCache.ts';
import { recordInsightEvent } from '../insights/insightEvents.ts';
import { readSession } from '../session/sessionRepository.ts';
import { cartLineFromRequest } from './addToCart.ts';
import { addCartLines, addUntailoredLine, clearCart, listCart, setLineQuantity } from './cartRepository.ts';
import { checkLineQuantity, noSuchLine } from './lineQuantity.ts';
import { oneTailoredOrder } from './oneTailoredOrder.ts';
import { isCompatible } from './surveyCompatibility.ts';
import { assertOwnSurveyLog } from './surveyLogOwnership.ts';

// spec §7 cart calls, one function each: get_cart_items, add-to-cart, delete_all_item_cart and the
// single-survey compatibility check. Dated rules take the request's `now` (session/requestNow.ts).

/** get_cart_items: kept until the next write where this process is the database's only writer (db/readCache.ts). */
export const readCart = (db: Db, sessionId: string): Promise<CartListing> =>
  keptRead(db, `cart|${sessionId}`, () => listCart(db, sessionId));

/** The add-to-cart form: one unit of the line it describes, checked by the rules at `now`. */
export const addToCart = async (
  db: Db,
  sessionId: string,
  request: AddToCartRequest,
  now: Date,
): Promise<CartListing> => {
  // docs/decisions/0044: a line names only a survey of this session.
  if (request.surveyLogId) await assertOwnSurveyLog(db, sessionId, request.surveyLogId);
  const { exists } = await readSession(db, sessionId);
  const line = await cartLineFromRequest(db, request, now);
  // spec §4: one tailored order at a time (409 for a second survey's line); a line of no survey
  // passes that rule whatever the cart holds, so it is added without reading the cart first.
  if (!line.surveyLogId) return addUntailoredLine(db, sessionId, line, { sessionExists: exists });
  await addCartLines(db, sessionId, [line], oneTailoredOrder([line]));
  // The owner's quiz funnel counts a quiz's products added (docs/decisions/0120).
  await recordInsightEvent(db, sessionId, { kind: 'cart_added', surveyLogId: line.surveyLogId }, now);
  return listCart(db, sessionId);
};

/** delete_all_item_cart: the emptied cart. */
export const emptyCart = async (db: Db, sessionId: string): Promise<CartListing> => {
  await clearCart(db, sessionId);
  return listCart(db, sessionId);
};

/**
 * update_cart_item (docs/decisions/0124): the line's new quantity, 0 removing it, checked by
 * lineQuantity.ts against the variation's stock at `now`. Removing a line already gone answers the
 * cart as it is (another tab removed it first); changing one answers 404.
 */
export const updateCartItem = (
  db: Db,
  sessionId: string,
  { key, quantity }: { key: string; quantity: number },
  now: Date,
): Promise<CartListing> =>
  setLineQuantity(db, sessionId, key, async (line, tx) => {
    if (!line) {
      if (quantity === 0) return null;
      throw noSuchLine(key);
    }
    if (quantity === line.quantity) return null;
    const product = quantity > line.quantity ? await findProductById(tx, line.productId) : null;
    const variation = product?.variations.find((candidate) => candidate.id === line.variationId);
    // A set (variation 0) is bought while its product is; its items' stock was checked when it was added.
    const buyable =
      line.variationId === 0
        ? product !== null
        : variation !== undefined &&
          !isDisabled(variation) &&
          effectiveStockStatus(variation, now) !== 'outofstock';
    return checkLineQuantity(line, quantity, { buyable });
  });

/** spec §7 survey_restrictions/compatibility: false when the cart holds another survey's tailored line. */
export const cartCompatibleWith = async (db: Db, sessionId: string, surveyLogId: string): Promise<boolean> =>
  isCompatible((await listCart(db, sessionId)).items, surveyLogId);
