/**
 * The store server as the bench runs it: packages/store-server/src/main.ts, but on a PGlite data
 * directory of its own, removed as it stops (main.ts always opens the project's .data/pglite, and the
 * bench must neither write to it nor open it while a dev server holds it). Durable as a shop's (fsync
 * on every commit, decision 0090), so the write figures are a shop's (issue 45 item 2); on the
 * machine's temporary directory, a real disk, never memory. HOST, PORT and PC_LOCALE as main.ts reads them.
 * BENCH_DATABASE_URL: PostgreSQL instead, in a schema of its own that is dropped at the end (the
 * load figures on PostgreSQL, docs/decisions/0056; `bash scripts/with-postgres.sh` gives a server).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../packages/store-server/src/app.ts';
import type { Db } from '../../packages/store-server/src/db/db.ts';
import { openPglite } from '../../packages/store-server/src/db/pgliteDb.ts';
import { openPostgres } from '../../packages/store-server/src/db/postgresDb.ts';
import { parseLocaleSetting } from '../../packages/store-server/src/pages/pageLocale.ts';
import { DEFAULT_DIST_DIR } from '../../packages/store-server/src/paths.ts';

const postgres = process.env.BENCH_DATABASE_URL;
const schema = `bench_${randomBytes(6).toString('hex')}`;
const dataDir = postgres ? null : mkdtempSync(join(tmpdir(), 'pc-bench-pglite-'));
const db: Db = postgres
  ? await openPostgres({ connectionString: postgres, schema })
  : await openPglite(dataDir as string);
// PC_LOCALE as main.ts reads it: the bench's store in Spanish (decision 0211).
const app = buildApp({
  db,
  distDir: DEFAULT_DIST_DIR,
  logger: { level: 'warn' },
  locale: parseLocaleSetting(process.env.PC_LOCALE),
});

const stop = async () => {
  await app.close();
  if (postgres) await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
  await db.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

await app.listen({ host: process.env.HOST || '127.0.0.1', port: Number(process.env.PORT || 8080) });
