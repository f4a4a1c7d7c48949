import { buildApp } from './app.ts';
import { ConfigError, readServerConfig } from './config.ts';
import { DataDirLockedError } from './db/dataDirLock.ts';
import type { Db } from './db/db.ts';
import { DurabilityUnavailableError } from './db/durableNodeFs.ts';
import { openPglite } from './db/pgliteDb.ts';
import { DataDirError } from './db/pgliteStartup.ts';
import { openPostgres } from './db/postgresDb.ts';
import { workerSettings } from './giftCards/smtpSender.ts';
import { DEFAULT_DIST_DIR, DEFAULT_PGLITE_DIR } from './paths.ts';

// Starts the store: `npx tsx packages/store-server/src/main.ts`. HOST (0.0.0.0) and PORT (8080);
// DATABASE_URL selects PostgreSQL, otherwise embedded PGlite keeps its data in .data/pglite under the
// repository (PGLITE_DATA_DIR names another directory, e.g. a throwaway one for browser tests, or
// `memory://` for a database that lives as long as the process).

/** Errors that say all there is to say: printed as one line, without a stack. */
const PLAIN_ERRORS = [ConfigError, DataDirError, DataDirLockedError, DurabilityUnavailableError];
const fail = (error: unknown): never => {
  const plain = PLAIN_ERRORS.some((kind) => error instanceof kind);
  console.error(plain ? `Store server not started: ${(error as Error).message}` : error);
  process.exit(1);
};

const config = (() => {
  try {
    // PC_MODE, PC_TRUST_PROXY, PC_NONCE_SECRET, PC_REQUEST_TIMEOUT_MS, PC_DB_TIMEOUT_MS, … (README "Configuration").
    return readServerConfig(process.env);
  } catch (error) {
    return fail(error);
  }
})();

const openDb = async (): Promise<{ db: Db; where: string }> => {
  const url = process.env.DATABASE_URL;
  if (url)
    return {
      db: await openPostgres({ connectionString: url, timeoutMs: config.dbTimeoutMs }),
      where: 'PostgreSQL (DATABASE_URL)',
    };
  const dir = process.env.PGLITE_DATA_DIR || DEFAULT_PGLITE_DIR;
  const db = await openPglite(dir, { timeoutMs: config.dbTimeoutMs });
  // docs/decisions/0090: durable on disk (fsync on), this process's alone.
  return { db, where: dir.startsWith('memory://') ? 'PGlite in memory' : `PGlite at ${dir} (fsync on)` };
};

const host = process.env.HOST || '0.0.0.0';
const port = Number(process.env.PORT || 8080);

const { db, where } = await openDb().catch(fail);
const app = buildApp({
  db,
  distDir: DEFAULT_DIST_DIR,
  logger: { level: process.env.LOG_LEVEL || 'info' },
  mode: config.mode,
  trustProxy: config.trustProxy,
  nonceSecret: config.nonceSecret,
  requestTimeoutMs: config.requestTimeoutMs,
  rateLimit: config.rateLimit,
  // docs/decisions/0144: the shop's checkout platform and the limits on emails a visitor can cause.
  platform: config.platform,
  emailLimits: config.emailLimits,
  // issue 39: the store's own pages' consent mode (docs/decisions/0149).
  consent: config.consent,
  // issue 40: the post-purchase survey's options, in the store's order or shuffled (docs/decisions/0159).
  surveyOrder: config.surveyOrder,
  // issue 43: the store's pages' language (docs/decisions/0210).
  locale: config.locale,
  // issue 43 item 4: the store's currency (its prices are the database's).
  currency: config.currency,
  webhooksAllowLocal: config.webhooksAllowLocal,
  // The e-gift emails (README "E-gift emails"), the emailed links and the retention (decisions 0150, 0164).
  eGiftMail: workerSettings(config),
});

// docs/decisions/0091: SIGTERM stops taking requests, lets those in flight finish (their database work
// is bounded by PC_DB_TIMEOUT_MS), and exits by PC_SHUTDOWN_TIMEOUT_MS whatever still hangs.
const stop = async (signal: string) => {
  app.log.info(`${signal}: stopping (at most ${config.shutdownTimeoutMs} ms)`);
  setTimeout(() => {
    app.log.warn(`${signal}: requests still running after ${config.shutdownTimeoutMs} ms; exiting`);
    process.exit(1);
  }, config.shutdownTimeoutMs).unref();
  try {
    await app.close();
  } finally {
    await db.close().catch((error) => app.log.warn(`closing the database: ${(error as Error).message}`));
  }
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

try {
  const address = await app.listen({ host, port });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  // The port listened on (PORT=0 takes a free one).
  app.log.info(`Store server ready at http://${shown}:${new URL(address).port}/ with ${where}`);
  app.log.info(
    config.mode === 'demo'
      ? 'demo mode: the QA switches (/__qa/*) and the movable clock are on; PC_MODE=production turns them off'
      : 'production mode: no QA switches, the server clock only',
  );
  app.log.info(
    config.smtpUrl
      ? `e-gift emails are sent through ${new URL(config.smtpUrl).host}`
      : 'SMTP_URL is not set: e-gift emails wait in the database until a server with SMTP_URL sends them',
  );
} catch (error) {
  app.log.error(error);
  await db.close();
  process.exit(1);
}
