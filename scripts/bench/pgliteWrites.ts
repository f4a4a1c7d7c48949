import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../packages/store-server/src/db/pgliteDb.ts';
import { type Summary, summarize } from './stats.ts';
import { formatTable } from './table.ts';

// docs/decisions/0090: what durability costs a write on PGlite. The same single-row insert, each its
// own commit, on a data directory as the store opens it (fsync on, each commit's WAL synced) and on
// PGlite as it comes (fsync off: the commit is in the OS's page cache only).

const WRITES = 200;

const timeWrites = async (query: (sql: string, params?: unknown[]) => Promise<unknown>): Promise<Summary> => {
  await query('CREATE TABLE bench_writes (id serial PRIMARY KEY, body text)');
  for (let n = 0; n < 20; n += 1) await query('INSERT INTO bench_writes (body) VALUES ($1)', ['warm-up']);
  const times: number[] = [];
  for (let n = 0; n < WRITES; n += 1) {
    const started = performance.now();
    await query('INSERT INTO bench_writes (body) VALUES ($1)', [`write ${n}`]);
    times.push(performance.now() - started);
  }
  return summarize(times);
};

/** Per-write latency with fsync on (the store's PGlite) and off (PGlite's default), in ms. */
export const measurePgliteWrites = async (): Promise<{ durable: Summary; relaxed: Summary }> => {
  const root = mkdtempSync(join(tmpdir(), 'pc-bench-writes-'));
  try {
    const store = await openPglite(join(root, 'durable'));
    const durable = await timeWrites((sql, params) => store.query(sql, params)).finally(() => store.close());
    const plain = new PGlite(join(root, 'relaxed'));
    const relaxed = await timeWrites((sql, params) => plain.query(sql, params)).finally(() => plain.close());
    return { durable, relaxed };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
};

export const pgliteWritesTable = ({ durable, relaxed }: { durable: Summary; relaxed: Summary }): string => {
  const cells = (label: string, s: Summary) => [
    label,
    s.median.toFixed(2),
    s.min.toFixed(2),
    s.max.toFixed(2),
  ];
  return formatTable(
    ['PGlite on disk, one commit per write', 'median ms', 'min', 'max'],
    [cells('fsync on (the store, decision 0090)', durable), cells('fsync off (PGlite as it comes)', relaxed)],
  );
};
