import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppDeps } from './appDeps.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { registerCompression } from './http/compression.ts';
import { frameworkErrors, registerErrorHandler } from './http/errorHandler.ts';
import { registerRoutes } from './routes/index.ts';
import { seedIfNeeded } from './seed/seed.ts';
import { createNonceService, newNonceSecret } from './session/nonce.ts';
import { registerNonceGuard } from './session/nonceGuard.ts';
import { registerSession } from './session/session.ts';

export interface BuildAppOptions {
  db: Db;
  /** Where the build puts dist/elements and dist/demo. */
  distDir: string;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to NONCE_SECRET, else a secret generated now. */
  nonceSecret?: string;
}

/** No call of spec §7 sends more than a few kilobytes; anything far larger is refused with 413. */
const BODY_LIMIT = 64 * 1024;

/**
 * The reference store server (design.md "Reference store server"): every call of spec §7 over a
 * real database, the demo pages and the QA switches. The database is migrated and seeded when the
 * app gets ready.
 */
export const buildApp = ({
  db,
  distDir,
  clock = systemClock,
  logger = false,
  nonceSecret = process.env.NONCE_SECRET || newNonceSecret(),
}: BuildAppOptions): FastifyInstance => {
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT, frameworkErrors });
  const nonces = createNonceService(nonceSecret, clock);
  const deps: AppDeps = { db, clock, nonces, distDir };

  registerErrorHandler(app);
  // Before the routes, whose answers it compresses.
  registerCompression(app);
  app.addHook('onReady', async () => {
    await migrate(db);
    await seedIfNeeded(db);
  });
  // The session and nonce hooks read request.cookies, so they are added once the cookie plugin loaded.
  app.register(cookie).after(() => {
    registerSession(app);
    registerNonceGuard(app, nonces);
  });
  registerRoutes(app, deps);
  return app;
};
