import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.ts';
import { forgetCatalogue } from '../productRepository.ts';
import { CATALOG } from './catalog.ts';

/** Changes whenever the seed's content does, so a changed seed reaches existing databases. */
export const SEED_VERSION = createHash('sha256').update(JSON.stringify(CATALOG)).digest('hex').slice(0, 16);

const SEED_LOCK = 7_324_002;

// Rows travel as one JSON text parameter per table: the same SQL on PGlite and PostgreSQL, and one
// statement per table instead of one per row.
const json = (value: unknown): string => JSON.stringify(value);

const upsertProducts = (tx: Queryable) =>
  tx.query(
    `INSERT INTO products (id, slug, name, description, category, kind, price, subscription_price, default_cadence, images, metadata)
     SELECT id, slug, name, description, category, kind, price, subscription_price, default_cadence, images, metadata
     FROM jsonb_to_recordset($1::text::jsonb) AS x(id integer, slug text, name text, description text, category text,
       kind text, price numeric, subscription_price numeric, default_cadence integer, images jsonb, metadata jsonb)
     ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, name = EXCLUDED.name, description = EXCLUDED.description,
       category = EXCLUDED.category, kind = EXCLUDED.kind, price = EXCLUDED.price,
       subscription_price = EXCLUDED.subscription_price, default_cadence = EXCLUDED.default_cadence,
       images = EXCLUDED.images, metadata = EXCLUDED.metadata`,
    [
      json(
        CATALOG.map((p) => ({
          id: p.id,
          slug: p.slug,
          name: p.name,
          description: p.description,
          category: p.category,
          kind: p.kind,
          price: p.price,
          subscription_price: p.subscriptionPrice,
          default_cadence: p.defaultCadence,
          images: p.images,
          metadata: p.metadata,
        })),
      ),
    ],
  );

const upsertVariations = (tx: Queryable) =>
  tx.query(
    `INSERT INTO variations (id, product_id, code, name, sku, position, price, subscription_price, description,
       full_description, image, stock_status, attributes, metadata)
     SELECT id, product_id, code, name, sku, position, price, subscription_price, description, full_description, image,
       stock_status, attributes, metadata
     FROM jsonb_to_recordset($1::text::jsonb) AS x(id integer, product_id integer, code text, name text, sku text,
       position integer, price numeric, subscription_price numeric, description text, full_description text,
       image text, stock_status text, attributes jsonb, metadata jsonb)
     ON CONFLICT (id) DO UPDATE SET product_id = EXCLUDED.product_id, code = EXCLUDED.code, name = EXCLUDED.name,
       sku = EXCLUDED.sku, position = EXCLUDED.position, price = EXCLUDED.price,
       subscription_price = EXCLUDED.subscription_price, description = EXCLUDED.description,
       full_description = EXCLUDED.full_description, image = EXCLUDED.image, stock_status = EXCLUDED.stock_status,
       attributes = EXCLUDED.attributes, metadata = EXCLUDED.metadata`,
    [
      json(
        CATALOG.flatMap((p) =>
          p.variations.map((v, position) => ({
            id: v.id,
            product_id: p.id,
            code: v.code,
            name: v.name,
            sku: v.sku,
            position,
            price: v.price,
            subscription_price: v.subscriptionPrice,
            description: v.description,
            full_description: v.fullDescription,
            image: v.image,
            stock_status: v.stockStatus,
            attributes: v.attributes,
            metadata: v.metadata,
          })),
        ),
      ),
    ],
  );

const upsertBundleItems = (tx: Queryable) =>
  tx.query(
    `INSERT INTO bundle_items (id, bundle_id, product_id, attribute, default_variation_id, position, is_promo)
     SELECT id, bundle_id, product_id, attribute, default_variation_id, position, is_promo
     FROM jsonb_to_recordset($1::text::jsonb) AS x(id integer, bundle_id integer, product_id integer, attribute text,
       default_variation_id integer, position integer, is_promo boolean)
     ON CONFLICT (id) DO UPDATE SET bundle_id = EXCLUDED.bundle_id, product_id = EXCLUDED.product_id,
       attribute = EXCLUDED.attribute, default_variation_id = EXCLUDED.default_variation_id,
       position = EXCLUDED.position, is_promo = EXCLUDED.is_promo`,
    [
      json(
        CATALOG.flatMap((p) =>
          p.bundleItems.map((item, position) => ({
            id: item.id,
            bundle_id: p.id,
            product_id: item.productId,
            attribute: item.attribute,
            default_variation_id: item.defaultVariationId,
            position,
            is_promo: item.isPromo,
          })),
        ),
      ),
    ],
  );

/** Removes rows an earlier seed wrote and this one no longer has (children first). */
const deleteStale = async (tx: Queryable) => {
  const keep = (ids: number[]) => [json(ids)];
  const notIn = 'NOT IN (SELECT value::integer FROM jsonb_array_elements_text($1::text::jsonb))';
  await tx.query(
    `DELETE FROM bundle_items WHERE id ${notIn}`,
    keep(CATALOG.flatMap((p) => p.bundleItems.map((i) => i.id))),
  );
  await tx.query(
    `DELETE FROM variations WHERE id ${notIn}`,
    keep(CATALOG.flatMap((p) => p.variations.map((v) => v.id))),
  );
  await tx.query(`DELETE FROM products WHERE id ${notIn}`, keep(CATALOG.map((p) => p.id)));
};

/**
 * Writes the whole catalog (spec §3 and §9 products, sets, candles, gift cards, launch products).
 * Idempotent: running it again leaves the catalog exactly as the seed describes it.
 */
export const seedCatalog = (db: Db): Promise<void> => seedCatalogOnce(db).finally(() => forgetCatalogue(db));

const seedCatalogOnce = (db: Db): Promise<void> =>
  db.transaction(async (tx) => {
    // A server starting beside one that seeds waits for it, longer than a request's bound (0091).
    await tx.exec('SET LOCAL statement_timeout = 0; SET LOCAL lock_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await upsertProducts(tx);
    await upsertVariations(tx);
    await upsertBundleItems(tx);
    await deleteStale(tx);
    await tx.query(
      `INSERT INTO seed_state (id, version, seeded_at) VALUES (true, $1, now())
       ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, seeded_at = EXCLUDED.seeded_at`,
      [SEED_VERSION],
    );
  });

/** Seeds after the migrations when the catalog is empty, or holds an older seed. Answers whether it did. */
export const seedIfNeeded = async (db: Db): Promise<boolean> => {
  const [state] = await db.query<{ version: string; products: number }>(
    'SELECT (SELECT version FROM seed_state) AS version, (SELECT count(*)::integer FROM products) AS products',
  );
  if (state && state.products > 0 && state.version === SEED_VERSION) return false;
  await seedCatalog(db);
  return true;
};
