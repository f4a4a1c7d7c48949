/**
 * The store server as the bench runs it: packages/store-server/src/main.ts, but on an in-memory
 * PGlite (main.ts always opens the project's .data/pglite, and the bench must neither write to it
 * nor open it while a dev server holds it). HOST and PORT as main.ts reads them.
 */
import { buildApp } from '../../packages/store-server/src/app.ts';
import { openPglite } from '../../packages/store-server/src/db/pgliteDb.ts';
import { DEFAULT_DIST_DIR } from '../../packages/store-server/src/paths.ts';

const db = await openPglite();
const app = buildApp({ db, distDir: DEFAULT_DIST_DIR, logger: { level: 'warn' } });

const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

await app.listen({ host: process.env.HOST || '127.0.0.1', port: Number(process.env.PORT || 8080) });
