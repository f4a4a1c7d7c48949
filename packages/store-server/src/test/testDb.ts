import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Db } from '../db/db.ts';
import { openPglite } from '../db/pgliteDb.ts';
import { openPostgres } from '../db/postgresDb.ts';

/** Which database the server tests run against: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const TEST_DATABASE = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabase {
  db: Db;
  /** Another connection to the same data, as a restarted server would open. */
  reopen(): Promise<Db>;
  /** Closes the connection and drops what the test created. */
  destroy(): Promise<void>;
}

/** The run's new PGlite database (test/pgliteTemplate.ts, Vitest's global set-up), when it made one. */
const pgliteTemplate = (): Blob | undefined => {
  const file = inject('pgliteTemplate');
  return file ? new Blob([readFileSync(file)]) : undefined;
};

/**
 * A fresh database for one test file: in-memory PGlite (a copy of the run's template, test/pgliteTemplate.ts;
 * migrating and seeding it still takes a second or two, so share it within the file), or, with DATABASE_URL, a schema of its own in that PostgreSQL database, dropped afterwards.
 */
export const openTestDatabase = async ({ timeoutMs }: { timeoutMs?: number } = {}): Promise<TestDatabase> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite(undefined, { timeoutMs, template: pgliteTemplate() });
    return {
      db,
      reopen: () => Promise.reject(new Error('an in-memory PGlite cannot be reopened')),
      destroy: () => db.close(),
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres({ connectionString: url, schema, max: 4, timeoutMs });
  const others: Db[] = [];
  return {
    db,
    async reopen() {
      const other = await openPostgres({ connectionString: url, schema, max: 2, timeoutMs });
      others.push(other);
      return other;
    },
    async destroy() {
      await Promise.all(others.map((other) => other.close().catch(() => {})));
      await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
    },
  };
};
