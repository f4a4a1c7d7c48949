import { setCadence } from '@pc/shared/cadence';
import type { CartItem, QuizType } from '@pc/shared/contract';
import * as v from 'valibot';
import { findProductById, findProductBySlug } from '../catalogue/productRepository.ts';
import { SET_ORDER, type SetKey, setSlug } from '../catalogue/productSets.ts';
import type { Queryable } from '../db/db.ts';
import type { OfferLine, OfferProduct } from './crossSellRules.ts';

// What the cross-sell reads about a cart beyond its listing: the sets the store cross-sells, the sets
// the cart's survey log recommended and the quiz type of that survey (decisions 0037, 0127).

/** The sets the cross-sell offers, in the order it prefers them (spec §3 sets with a subscription price). */
export const CROSS_SELL_SET_SLUGS = ['face_set', 'hair_set', 'body_set'] as const;

/** Weeks between deliveries a product gets subscribed: its spec §9 default; a set's shortest item's (decision 0016). */
const subscriptionCadence = async (db: Queryable, productId: number): Promise<number | null> => {
  const product = await findProductById(db, productId);
  if (!product) return null;
  if (product.kind !== 'bundle') return product.defaultCadence;
  const cadences: number[] = [];
  for (const item of product.bundleItems) {
    const cadence = (await findProductById(db, item.productId))?.defaultCadence;
    if (cadence) cadences.push(cadence);
  }
  return setCadence(cadences) || null;
};

/** The cart's lines as the offer rules see them. */
export const offerLines = (items: readonly CartItem[]): OfferLine[] =>
  items.map(({ productId, category, surveyLogId }) => ({ productId, category, surveyLogId }));

/** The catalogue's product of `slug` as an offer, or null when it has no subscription (spec §9). */
const offerProduct = async (db: Queryable, slug: string): Promise<OfferProduct | null> => {
  const product = await findProductBySlug(db, slug);
  const cadence = product && (await subscriptionCadence(db, product.id));
  if (!product || product.subscriptionPrice === null || !cadence) return null;
  return {
    productId: product.id,
    name: product.name,
    image: product.images[0] ?? '',
    category: product.category,
    once: product.price,
    subscription: product.subscriptionPrice,
    cadence,
  };
};

const offerProducts = async (db: Queryable, slugs: readonly string[]): Promise<OfferProduct[]> => {
  const products: OfferProduct[] = [];
  for (const slug of slugs) {
    const product = await offerProduct(db, slug);
    if (product) products.push(product);
  }
  return products;
};

export const offerSets = (db: Queryable): Promise<OfferProduct[]> => offerProducts(db, CROSS_SELL_SET_SLUGS);

/** What the offer reads of a stored recommendation (quiz/recommendations.ts): checked, never trusted. */
const StoredRecommendation = v.looseObject({
  products: v.array(v.looseObject({ key: v.string(), bundleType: v.string() })),
});

/**
 * The whole sets the survey log recommended, in results order (decision 0127). A set recommended
 * without some items, or a single item, needs the results page's choices: not offered here.
 */
export const recommendedSets = async (db: Queryable, surveyLogId: string | null): Promise<OfferProduct[]> => {
  if (surveyLogId === null) return [];
  const [row] = await db.query<{ recommendation: unknown }>(
    'SELECT recommendation FROM survey_logs WHERE id = $1',
    [surveyLogId],
  );
  const stored = v.safeParse(StoredRecommendation, row?.recommendation);
  if (!stored.success) return [];
  const sets = stored.output.products.flatMap(({ key, bundleType }) =>
    bundleType === 'bundle' && (SET_ORDER as readonly string[]).includes(key) ? [setSlug(key as SetKey)] : [],
  );
  return offerProducts(db, sets);
};

/** The quiz type of a survey log (spec §3 Quiz.type); self when there is none. */
export const quizTypeOf = async (db: Queryable, surveyLogId: string | null): Promise<QuizType> => {
  if (surveyLogId === null) return 'self';
  const [row] = await db.query<{ quiz_type: QuizType }>('SELECT quiz_type FROM survey_logs WHERE id = $1', [
    surveyLogId,
  ]);
  return row?.quiz_type ?? 'self';
};
