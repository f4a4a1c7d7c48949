import type { CartItem, QuizType } from '@pc/shared/contract';
import { cartLineFromRequest } from '../cart/addToCart.ts';
import type { NewCartLine } from '../cart/cartRepository.ts';
import { findProductById, findProductBySlug } from '../catalogue/productRepository.ts';
import type { Queryable } from '../db/db.ts';
import type { OfferLine, OfferSet } from './crossSellRules.ts';

// What the cross-sell reads about a cart beyond its listing: the line each line becomes as a
// subscription, the sets the store cross-sells and the quiz type of the cart's survey (decision 0037).

/** The sets the cross-sell offers, in the order it prefers them (spec §3 sets with a subscription price). */
export const CROSS_SELL_SET_SLUGS = ['face_set', 'hair_set', 'body_set'] as const;

/** Weeks between deliveries a product gets subscribed: its spec §9 default; a set's shortest item's. */
const subscriptionCadence = async (db: Queryable, productId: number): Promise<number | null> => {
  const product = await findProductById(db, productId);
  if (!product) return null;
  if (product.kind !== 'bundle') return product.defaultCadence;
  const cadences: number[] = [];
  for (const item of product.bundleItems) {
    const cadence = (await findProductById(db, item.productId))?.defaultCadence;
    if (cadence) cadences.push(cadence);
  }
  return cadences.length === 0 ? null : Math.min(...cadences);
};

/**
 * The line `item` becomes as a subscription at its default cadence, priced by the catalog as the
 * add-to-cart form prices it (set extras included), or null when it has no subscription.
 */
export const subscribedLine = async (
  db: Queryable,
  item: CartItem,
  now: Date,
): Promise<NewCartLine | null> => {
  if (item.giftCard !== null) return null;
  const cadence = await subscriptionCadence(db, item.productId);
  if (!cadence) return null;
  try {
    const line = await cartLineFromRequest(
      db,
      {
        productId: item.productId,
        ...(item.variationId === 0
          ? {
              bundle: item.bundle.map(({ itemId, variationId, quantity }) => ({
                itemId,
                variationId,
                quantity,
              })),
            }
          : { variationId: item.variationId }),
        cadence,
      },
      now,
    );
    return { ...line, surveyLogId: item.surveyLogId, source: item.source, position: item.position };
  } catch {
    // No subscription price, or an item sold out since: not convertible.
    return null;
  }
};

/** The cart's lines as the offer rules see them. */
export const offerLines = async (
  db: Queryable,
  items: readonly CartItem[],
  images: ReadonlyMap<string, string>,
  now: Date,
): Promise<OfferLine[]> => {
  const lines: OfferLine[] = [];
  for (const item of items) {
    const asked = item.surveyLogId !== null && item.cadence === 0;
    const subscribed = asked ? await subscribedLine(db, item, now) : null;
    lines.push({
      key: item.key,
      name: item.name,
      image: images.get(item.key) ?? '',
      category: item.category,
      cadence: item.cadence,
      surveyLogId: item.surveyLogId,
      once: item.price,
      subscription: subscribed?.price ?? null,
      defaultCadence: subscribed?.cadence ?? 0,
    });
  }
  return lines;
};

export const offerSets = async (db: Queryable): Promise<OfferSet[]> => {
  const sets: OfferSet[] = [];
  for (const slug of CROSS_SELL_SET_SLUGS) {
    const product = await findProductBySlug(db, slug);
    const cadence = product && (await subscriptionCadence(db, product.id));
    if (!product || product.subscriptionPrice === null || !cadence) continue;
    sets.push({
      productId: product.id,
      name: product.name,
      image: product.images[0] ?? '',
      category: product.category,
      once: product.price,
      subscription: product.subscriptionPrice,
      cadence,
    });
  }
  return sets;
};

/** The quiz type of a survey log (spec §3 Quiz.type); self when there is none. */
export const quizTypeOf = async (db: Queryable, surveyLogId: string | null): Promise<QuizType> => {
  if (surveyLogId === null) return 'self';
  const [row] = await db.query<{ quiz_type: QuizType }>('SELECT quiz_type FROM survey_logs WHERE id = $1', [
    surveyLogId,
  ]);
  return row?.quiz_type ?? 'self';
};
