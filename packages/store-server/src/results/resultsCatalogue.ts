import { type CatalogProduct, findProductBySlug } from '../catalogue/productRepository.ts';
import type { ItemKey, SetKey } from '../catalogue/productSets.ts';
import type { Queryable } from '../db/db.ts';

// The seeded products the results page shows (src/seed): the spec §3 sets, their items and the
// candle collection, read from the database so ids and prices are exactly what the cart charges.

/** The seeded product of each quiz item (src/seed/personalCareItems.ts slugs). */
export const ITEM_SLUGS: Readonly<Record<ItemKey, string>> = {
  cleanser: 'cleanser',
  lotion: 'lotion',
  shampoo: 'shampoo',
  conditioner: 'conditioner',
  deodorant: 'deodorant',
  body_wash: 'body_wash',
  body_lotion: 'body_lotion',
  hand_cream: 'hand_cream',
  hand_wash: 'hand_wash',
  // The quiz's generic 'cologne' item is the Play cologne, the line with a choice of scents.
  cologne: 'cologne_play',
  work: 'cologne_work',
  play: 'cologne_play',
  gift_card: 'cologne_set_gift_card',
};

/** The seeded set product of each spec §3 set (src/seed/productSets.ts). */
export const setSlug = (key: SetKey): string => `${key}_set`;

/** spec §3 sets in the order the catalogue-based pages show them. */
export const SET_ORDER: readonly SetKey[] = ['face', 'hair', 'body', 'hand', 'cologne'];

export const CANDLE_SLUG = 'candle';

/** Products by slug. */
export type ResultsCatalogue = ReadonlyMap<string, CatalogProduct>;

const SLUGS = [...new Set([...Object.values(ITEM_SLUGS), ...SET_ORDER.map(setSlug), CANDLE_SLUG])];

export const loadResultsCatalogue = async (db: Queryable): Promise<ResultsCatalogue> => {
  const products = new Map<string, CatalogProduct>();
  for (const slug of SLUGS) {
    const product = await findProductBySlug(db, slug);
    if (product) products.set(slug, product);
  }
  return products;
};

/** The item key of a seeded product id, for reading a set's items back as quiz items. */
export const itemKeyOf = (catalogue: ResultsCatalogue, productId: number): ItemKey | undefined => {
  const entry = (Object.entries(ITEM_SLUGS) as [ItemKey, string][]).find(
    ([key, slug]) => key !== 'cologne' && catalogue.get(slug)?.id === productId,
  );
  return entry?.[0];
};
