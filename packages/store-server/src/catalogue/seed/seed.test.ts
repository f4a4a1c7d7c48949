import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { ASSETS_DIR } from '../../paths.ts';
import { useTestApp } from '../../test/testApp.ts';
import { CATALOG } from './catalog.ts';
import { SEED_VERSION, seedCatalog, seedIfNeeded } from './seed.ts';

const t = useTestApp();
let db: Db;

beforeAll(() => {
  db = t.database.db;
});

const priceOf = async (slug: string) => {
  const [row] = await db.query<{
    price: string;
    subscription_price: string | null;
    default_cadence: number | null;
  }>('SELECT price, subscription_price, default_cadence FROM products WHERE slug = $1', [slug]);
  if (!row) throw new Error(`no product ${slug}`);
  return {
    once: Number(row.price),
    subscription: row.subscription_price === null ? null : Number(row.subscription_price),
    cadence: row.default_cadence,
  };
};

describe('seeded prices and cadences', () => {
  // spec §9 "Prices once/subscription" and "Default subscription cadences", row by row.
  it.each([
    ['cleanser', 19, 17, 9],
    ['lotion', 19, 17, 9],
    ['shampoo', 19, 17, 9],
    ['conditioner', 19, 17, 10],
    ['deodorant', 17, 15, 10],
    ['body_wash', 17, 15, 4],
    ['body_lotion', 21, 19, 12],
    ['hand_cream', 13, null, null],
    ['hand_wash', 15, null, null],
    ['cologne_work', 50, null, null],
    ['cologne_play', 50, null, null],
  ])(
    '%s costs %d once / %s by subscription, every %s weeks (spec §9)',
    async (slug, once, subscription, cadence) => {
      expect(await priceOf(slug)).toEqual({ once, subscription, cadence });
      const variations = await db.query<{ price: string; subscription_price: string | null }>(
        'SELECT v.price, v.subscription_price FROM variations v JOIN products p ON p.id = v.product_id WHERE p.slug = $1',
        [slug],
      );
      for (const variation of variations) {
        expect(Number(variation.price)).toBe(once);
        expect(variation.subscription_price === null ? null : Number(variation.subscription_price)).toBe(
          subscription,
        );
      }
    },
  );

  // spec §3 "Sample product sets".
  it.each([
    ['face_set', 38, 34, ['cleanser', 'lotion']],
    ['hair_set', 38, 34, ['shampoo', 'conditioner']],
    ['body_set', 55, 49, ['deodorant', 'body_wash', 'body_lotion']],
    ['hand_set', 28, null, ['hand_cream', 'hand_wash']],
    ['cologne_set', 100, null, ['cologne_work', 'cologne_play', 'cologne_set_gift_card']],
  ])('%s costs %d / %s and holds %j (spec §3)', async (slug, once, subscription, items) => {
    expect(await priceOf(slug)).toMatchObject({ once, subscription });
    const rows = await db.query<{ slug: string; is_promo: boolean }>(
      `SELECT p.slug, b.is_promo FROM bundle_items b JOIN products p ON p.id = b.product_id
       JOIN products s ON s.id = b.bundle_id WHERE s.slug = $1 ORDER BY b.position`,
      [slug],
    );
    expect(rows.map((row) => row.slug)).toEqual(items);
    // spec §3: the Cologne Set's gift card is free
    expect(rows.filter((row) => row.is_promo).map((row) => row.slug)).toEqual(
      slug === 'cologne_set' ? ['cologne_set_gift_card'] : [],
    );
  });
});

describe('seeding', () => {
  it('runs once per seed version and is idempotent', async () => {
    const count = async () =>
      (
        await db.query<{ n: number }>(
          'SELECT (SELECT count(*) FROM products) + (SELECT count(*) FROM variations) AS n',
        )
      )[0]!.n;
    const before = await count();
    expect(await seedIfNeeded(db)).toBe(false);
    await seedCatalog(db);
    await seedCatalog(db);
    expect(await count()).toBe(before);
    expect((await db.query<{ version: string }>('SELECT version FROM seed_state'))[0]?.version).toBe(
      SEED_VERSION,
    );
  });

  it('restores a product changed by hand', async () => {
    await db.query("UPDATE variations SET price = 1 WHERE sku = 'COL-PLAY-GREEN'");
    await seedCatalog(db);
    expect(
      (await db.query<{ price: string }>("SELECT price FROM variations WHERE sku = 'COL-PLAY-GREEN'"))[0]
        ?.price,
    ).toBe('50.00');
  });
});

describe('seeded images and videos', () => {
  const urls = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('/assets/')) urls.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(CATALOG);

  it('refers only to /assets/ files (no other image URLs)', () => {
    const images = JSON.stringify(CATALOG).match(/"[^"]*\.(svg|png|jpe?g|webp|gif|webm|mp4)"/g) ?? [];
    expect(images.every((image) => image.startsWith('"/assets/'))).toBe(true);
    expect(urls.size).toBeGreaterThan(50);
  });

  it('serves every one of them', async () => {
    for (const url of urls) {
      expect(existsSync(join(ASSETS_DIR, url.slice('/assets/'.length))), url).toBe(true);
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(
        url.endsWith('.svg') ? /^image\/svg\+xml/ : /^video\/webm/,
      );
    }
  });
});
