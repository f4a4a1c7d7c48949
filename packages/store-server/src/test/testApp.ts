import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { openTestDatabase, type TestDatabase } from './testDb.ts';

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
