import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { openTestDatabase, type TestDatabase } from './testDb.ts';
import { Visitor } from './visitor.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The app over a fresh test database, migrated and seeded (one per test file). */
export const startTestApp = async ({
  beforeReady,
  ...options
}: Partial<Omit<BuildAppOptions, 'db'>> & {
  beforeReady?: (app: FastifyInstance) => void;
} = {}): Promise<TestApp> => {
  const database = await openTestDatabase();
  const app = buildApp({
    db: database.db,
    distDir: '/nonexistent/dist',
    nonceSecret: 'test-secret',
    // Tests send requests far faster than a shopper; http/rateLimit.test.ts turns the limit on.
    rateLimit: false,
    // Nor do they send real email: the visitor email limits (docs/decisions/0144) have tests of their own.
    emailLimits: false,
    ...options,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
};

/** A second app in production mode on a test app's database, ready; the caller closes it. */
export const startProductionApp = async (
  database: TestDatabase,
  clock: () => Date,
): Promise<FastifyInstance> => {
  const app = buildApp({
    db: database.db,
    distDir: '/nonexistent',
    nonceSecret: 'test-secret',
    clock,
    mode: 'production',
  });
  await app.ready();
  return app;
};

type TestAppOptions = Parameters<typeof startTestApp>[0];

/** What a test file uses of its app; read inside tests and hooks, once the app has started. */
export interface UsedTestApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  /** A fresh visitor for each test, arrived at `eachTestVisitor` (only when that option is given). */
  readonly visitor: Visitor;
}

/**
 * The route test set-up, written once: starts the app before the file's (or describe block's)
 * tests and closes it after them. `options` may be a function, read when the app starts (e.g. a
 * dist directory made by useTempDist). With `eachTestVisitor`, each test gets a new visitor that
 * arrived at that path.
 */
export const useTestApp = (
  options: (TestAppOptions & { eachTestVisitor?: string }) | (() => TestAppOptions) = {},
): UsedTestApp => {
  const { eachTestVisitor, ...appOptions } = typeof options === 'function' ? {} : options;
  let started: TestApp | undefined;
  let visitor: Visitor | undefined;
  const running = (): TestApp => {
    if (!started) throw new Error('the test app is read before beforeAll started it');
    return started;
  };
  beforeAll(async () => {
    started = await startTestApp(typeof options === 'function' ? options() : appOptions);
  });
  afterAll(() => started?.close());
  if (eachTestVisitor !== undefined) {
    beforeEach(async () => {
      visitor = await Visitor.arrive(running().app, eachTestVisitor);
    });
  }
  return {
    get app() {
      return running().app;
    },
    get database() {
      return running().database;
    },
    get visitor() {
      if (!visitor) throw new Error('useTestApp was not given eachTestVisitor');
      return visitor;
    },
  };
};

/**
 * A temporary dist directory holding `files` (path inside dist → contents), made before the
 * file's (or describe block's) tests and removed after them. Register it before useTestApp.
 */
export const useTempDist = (
  prefix: string,
  files: Record<string, string | Uint8Array>,
): { readonly path: string } => {
  let dist: string | undefined;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), prefix));
    for (const [file, contents] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), contents);
    }
  });
  afterAll(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  return {
    get path() {
      if (!dist) throw new Error('the dist directory is read before beforeAll made it');
      return dist;
    },
  };
};
