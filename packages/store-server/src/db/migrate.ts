import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;
/** Serialises servers starting at once against one PostgreSQL database. */
const MIGRATION_LOCK = 7_324_001;

/**
 * Applies the SQL files of `migrations/` in name order, each once, recording them in
 * `schema_migrations`. The same files run on PGlite and PostgreSQL. Answers the names it applied.
 */
export const migrate = async (db: Db, dir = MIGRATIONS_DIR): Promise<string[]> => {
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return db.transaction(async (tx) => {
    // A server starting beside one that migrates waits for it, longer than a request's bound (0091).
    await tx.exec('SET LOCAL statement_timeout = 0; SET LOCAL lock_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const rows = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      await tx.exec(await readFile(`${dir}${name}`, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
    return pending;
  });
};
