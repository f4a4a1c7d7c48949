import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_AJAX_PATH, getCartItems } from '@pc/shared/contract';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { SESSION_COOKIE } from '../session/session.ts';
import { callUrl } from '../test/calls.ts';
import { openTestDatabase, TEST_DATABASE } from '../test/testDb.ts';
import { Visitor } from '../test/visitor.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pgliteDb.ts';

// design.md "Reference store server": PGlite keeps its data directory between restarts, and the server
// is stateless, so a restarted server (or another one on the same PostgreSQL) sees the same carts.

const MIGRATIONS = readdirSync(new URL('./migrations/', import.meta.url)).filter((name) =>
  name.endsWith('.sql'),
);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Adds an item as one server, then lists the cart from a second server on `reopen()`'s database. */
const cartSurvivesRestart = async (first: Db, reopen: () => Promise<Db>) => {
  const app = buildApp({ db: first, distDir: '/nonexistent' });
  const visitor = await Visitor.arrive(app);
  const added = await visitor.postForm(ADMIN_AJAX_PATH, {
    quantity: 1,
    'add-to-cart': 111,
    variation_id: 11101,
  });
  expect(added.statusCode).toBe(200);
  await app.close();

  const second = await reopen();
  const restarted = buildApp({ db: second, distDir: '/nonexistent' });
  try {
    const res = await restarted.inject({
      method: 'GET',
      url: callUrl(getCartItems),
      headers: { cookie: `${SESSION_COOKIE}=${visitor.session}` },
    });
    const cart = v.parse(getCartItems.response, res.json()).data;
    expect(cart.items.map((item) => [item.variationId, item.quantity])).toEqual([[11101, 1]]);
    // migrations ran once: the restart applied none again
    expect(await migrate(second)).toEqual([]);
    const applied = await second.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(applied.map((row) => row.name)).toEqual(MIGRATIONS);
  } finally {
    await restarted.close();
  }
  return second;
};

describe('restarting the server', () => {
  // PGlite's own: the run on PostgreSQL would repeat it unchanged.
  it.runIf(TEST_DATABASE === 'pglite')('keeps the cart in a PGlite data directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pc-pglite-'));
    dirs.push(dir);
    const first = await openPglite(dir);
    let second: Db | undefined;
    try {
      second = await cartSurvivesRestart(first, async () => {
        await first.close();
        return openPglite(dir);
      });
    } finally {
      await second?.close();
    }
  });

  it.runIf(TEST_DATABASE === 'postgres')('keeps the cart in PostgreSQL', async () => {
    const database = await openTestDatabase();
    try {
      await cartSurvivesRestart(database.db, database.reopen);
    } finally {
      await database.destroy();
    }
  });
});
