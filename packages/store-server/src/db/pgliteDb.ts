import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './db.ts';

const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
  async query<T = Row>(sql: string, params: readonly unknown[] = []) {
    const result = await target.query<T>(sql, [...params]);
    return result.rows;
  },
  async exec(sql: string) {
    await target.exec(sql);
  },
});

/**
 * Embedded PostgreSQL (PGlite). `dataDir` keeps the data between restarts; without it the database
 * lives in memory (tests). PGlite runs one statement at a time, so its transactions are exclusive.
 */
export const openPglite = async (dataDir?: string): Promise<Db> => {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
};
