import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { readServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { openPglite } from './db/pgliteDb.ts';
import { openPostgres } from './db/postgresDb.ts';
import { DEFAULT_DIST_DIR, DEFAULT_PGLITE_DIR } from './paths.ts';

// Starts the store: `npx tsx packages/store-server/src/main.ts`. HOST (0.0.0.0) and PORT (8080);
// DATABASE_URL selects PostgreSQL, otherwise embedded PGlite keeps its data in .data/pglite under the
// repository (PGLITE_DATA_DIR names another directory, e.g. a throwaway one for browser tests, or
// `memory://` for a database that lives as long as the process).

const openDb = async (): Promise<{ db: Db; where: string }> => {
  const url = process.env.DATABASE_URL;
  if (url) return { db: await openPostgres({ connectionString: url }), where: 'PostgreSQL (DATABASE_URL)' };
  const dir = process.env.PGLITE_DATA_DIR || DEFAULT_PGLITE_DIR;
  // PGlite reads `memory://` as an in-memory database: no directory to create.
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  return { db: await openPglite(dir), where: `PGlite at ${dir}` };
};

const host = process.env.HOST || '0.0.0.0';
const port = Number(process.env.PORT || 8080);

// PC_MODE, PC_TRUST_PROXY, PC_NONCE_SECRET, PC_REQUEST_TIMEOUT_MS (README "Configuration").
const config = readServerConfig(process.env);
const { db, where } = await openDb();
const app = buildApp({
  db,
  distDir: DEFAULT_DIST_DIR,
  logger: { level: process.env.LOG_LEVEL || 'info' },
  mode: config.mode,
  trustProxy: config.trustProxy,
  nonceSecret: config.nonceSecret,
  requestTimeoutMs: config.requestTimeoutMs,
  rateLimit: config.rateLimit,
});

const stop = async (signal: string) => {
  app.log.info(`${signal}: stopping`);
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ host, port });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  app.log.info(`Store server ready at http://${shown}:${port}/ with ${where}`);
  app.log.info(
    config.mode === 'demo'
      ? 'demo mode: the QA switches (/__qa/*) and the movable clock are on; PC_MODE=production turns them off'
      : 'production mode: no QA switches, the server clock only',
  );
} catch (error) {
  app.log.error(error);
  await db.close();
  process.exit(1);
}
