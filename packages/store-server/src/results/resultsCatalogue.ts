import { type CatalogProduct, findProductBySlug } from '../catalogue/productRepository.ts';
import { ITEM_SLUGS, type ItemKey, SET_ORDER, setSlug } from '../catalogue/productSets.ts';
import type { Queryable } from '../db/db.ts';

// The seeded products the results page shows (catalogue/seed): the spec §3 sets, their items and the
// candle collection, read from the database so ids and prices are exactly what the cart charges.

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
