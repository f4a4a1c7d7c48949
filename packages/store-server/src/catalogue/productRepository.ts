import type { LaunchProduct, Product, StockStatus } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';
import { RestHttpError } from '../http/errors.ts';
import type { SeedBundleItem, SeedProduct, SeedVariation } from './seed/types.ts';
import { effectiveStockStatus } from './stockRules.ts';

/** A variation as read back from the catalogue: the seed's shape plus its product. */
export interface CatalogVariation extends SeedVariation {
  productId: number;
}

/** One item of a set, with the item product's variations to pick from. */
export interface CatalogBundleItem extends SeedBundleItem {
  variations: CatalogVariation[];
}

/** A product as read back from the catalogue: the seed's shape, with catalogue variations and items. */
export interface CatalogProduct extends Omit<SeedProduct, 'metadata' | 'variations' | 'bundleItems'> {
  variations: CatalogVariation[];
  bundleItems: CatalogBundleItem[];
}

interface ProductRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  kind: CatalogProduct['kind'];
  price: string | number;
  subscription_price: string | number | null;
  default_cadence: number | null;
  images: string[];
}

interface VariationRow {
  id: number;
  product_id: number;
  code: string;
  name: string;
  sku: string;
  price: string | number;
  subscription_price: string | number | null;
  description: string;
  full_description: string;
  image: string;
  stock_status: StockStatus;
  attributes: Record<string, string>;
  metadata: Record<string, unknown>;
}

// numeric columns arrive as strings from both drivers.
const money = (value: string | number): number => Number(value);
const optionalMoney = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

const toVariation = (row: VariationRow): CatalogVariation => ({
  id: row.id,
  productId: row.product_id,
  code: row.code,
  name: row.name,
  sku: row.sku,
  price: money(row.price),
  subscriptionPrice: optionalMoney(row.subscription_price),
  description: row.description,
  fullDescription: row.full_description,
  image: row.image,
  stockStatus: row.stock_status,
  attributes: row.attributes,
  metadata: row.metadata,
});

const VARIATION_COLUMNS = `id, product_id, code, name, sku, price, subscription_price, description, full_description,
  image, stock_status, attributes, metadata`;

const loadVariations = async (db: Queryable, productIds: number[]): Promise<CatalogVariation[]> => {
  if (productIds.length === 0) return [];
  const rows = await db.query<VariationRow>(
    `SELECT ${VARIATION_COLUMNS} FROM variations
     WHERE product_id IN (SELECT value::integer FROM jsonb_array_elements_text($1::text::jsonb))
     ORDER BY product_id, position`,
    [JSON.stringify(productIds)],
  );
  return rows.map(toVariation);
};

const loadProduct = async (
  db: Queryable,
  column: 'id' | 'slug',
  value: number | string,
): Promise<CatalogProduct | null> => {
  const [row] = await db.query<ProductRow>(
    `SELECT id, slug, name, description, category, kind, price, subscription_price, default_cadence, images
     FROM products WHERE ${column} = $1`,
    [value],
  );
  if (!row) return null;
  const items = await db.query<{
    id: number;
    product_id: number;
    attribute: string;
    default_variation_id: number;
    is_promo: boolean;
  }>(
    `SELECT id, product_id, attribute, default_variation_id, is_promo FROM bundle_items
     WHERE bundle_id = $1 ORDER BY position`,
    [row.id],
  );
  const variations = await loadVariations(db, [row.id, ...items.map((item) => item.product_id)]);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category,
    kind: row.kind,
    price: money(row.price),
    subscriptionPrice: optionalMoney(row.subscription_price),
    defaultCadence: row.default_cadence,
    images: row.images,
    variations: variations.filter((variation) => variation.productId === row.id),
    bundleItems: items.map((item) => ({
      id: item.id,
      productId: item.product_id,
      attribute: item.attribute,
      defaultVariationId: item.default_variation_id,
      isPromo: item.is_promo,
      variations: variations.filter((variation) => variation.productId === item.product_id),
    })),
  };
};

/** Largest value of a PostgreSQL integer column: ids beyond it name nothing. */
export const MAX_DB_INTEGER = 2_147_483_647;

/**
 * The catalogue changes only when it is seeded (seed/seed.ts calls forgetCatalogue), so a product is
 * read from the database once per connection and kept (docs/decisions/0045: precompute what does not
 * change per request). A transaction's own connection reads afresh. Unknown ids are not kept, so
 * probing cannot grow the cache.
 */
const catalogueCache = new WeakMap<Queryable, Map<string, Promise<CatalogProduct | null>>>();

/** Drops the kept products of `db`: the catalogue was seeded again. */
export const forgetCatalogue = (db: Queryable): void => {
  catalogueCache.delete(db);
};

const cachedProduct = (db: Queryable, column: 'id' | 'slug', value: number | string) => {
  let products = catalogueCache.get(db);
  if (!products) {
    products = new Map();
    catalogueCache.set(db, products);
  }
  const key = `${column}:${value}`;
  const kept = products.get(key);
  if (kept) return kept;
  const loading = loadProduct(db, column, value);
  products.set(key, loading);
  const drop = () => {
    if (products.get(key) === loading) products.delete(key);
  };
  loading.then((product) => (product ? undefined : drop()), drop);
  return loading;
};

export const findProductById = async (db: Queryable, id: number): Promise<CatalogProduct | null> =>
  Number.isInteger(id) && id > 0 && id <= MAX_DB_INTEGER ? cachedProduct(db, 'id', id) : null;

export const findProductBySlug = (db: Queryable, slug: string): Promise<CatalogProduct | null> =>
  cachedProduct(db, 'slug', slug);

/** spec §3 Variation as the contract sends it, with the stock status dated rules give it now. */
export const toContractVariation = (
  variation: CatalogVariation,
  now: Date,
): Product['variations'][number] => ({
  id: variation.id,
  parent_id: variation.productId,
  sku: variation.sku,
  price: variation.price,
  description: variation.description,
  full_description: variation.fullDescription,
  image: variation.image,
  stock_status: effectiveStockStatus(variation, now),
  metadata: variation.metadata,
});

/** spec §3 Product as the contract sends it. */
export const toContractProduct = (product: CatalogProduct, now: Date): Product => ({
  id: product.id,
  name: product.name,
  description: product.description,
  price: product.price,
  images: product.images,
  category: product.category,
  variations: product.variations.map((variation) => toContractVariation(variation, now)),
});

/** A launch product (contract LaunchProduct): the variation of the code with its parent's name and images. */
export const toLaunchProduct = (
  product: CatalogProduct,
  variation: CatalogVariation,
  now: Date,
): LaunchProduct => ({
  product: { id: product.id, name: product.name, category: product.category, images: product.images },
  variation: toContractVariation(variation, now),
});

/** spec §7 GET products/{slug}: the product as the call answers it at `now` (404 when there is none). */
export const contractProductOf = async (db: Queryable, slug: string, now: Date): Promise<Product> => {
  const product = await findProductBySlug(db, slug);
  if (!product) {
    throw new RestHttpError(
      404,
      'pc_product_not_found',
      `No product "${slug}" exists.`,
      (m) => m.productNotAvailable,
    );
  }
  return toContractProduct(product, now);
};
