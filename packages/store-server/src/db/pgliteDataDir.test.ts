import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/serverProcess.ts';
import { TEST_DATABASE } from '../test/testDb.ts';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './dataDirLock.ts';
import { allZeros, fileSyncCount, keepsBytes, threadSyncCount } from './durableNodeFs.ts';
import { openPglite } from './pgliteDb.ts';
import { DataDirError, PGLITE_PG_MAJOR } from './pgliteStartup.ts';

// docs/decisions/0090: a PGlite data directory is one process's, durable, and a bad one is explained.
// PGlite's own: the run on PostgreSQL (DATABASE_URL set) would repeat it unchanged, so it leaves it out.
const ON_PGLITE = TEST_DATABASE === 'pglite';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pc-pglite-dir-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Starts the store server on `dir` as `npm start` would. */
const startServer = (dir: string) =>
  startServerProcess({ PGLITE_DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'warn' });

describe.runIf(ON_PGLITE)('one process per PGlite data directory', () => {
  it('refuses a second opening of a directory in use, naming the holder, and frees it on close', async () => {
    const dir = newDir();
    const first = await openPglite(dir);
    try {
      const second = openPglite(dir, { lockWaitMs: 100 });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(`in use by process ${process.pid}`);
    } finally {
      await first.close();
    }
    const again = await openPglite(dir, { lockWaitMs: 100 });
    await again.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = newDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    const pid = gone.pid as number;
    await new Promise((resolve) => gone.on('exit', resolve));
    const { hostname } = await import('node:os');
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid, hostname: hostname(), startedAt: 'earlier' }));
    const release = await lockDataDir(dir, { waitMs: 0 });
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('waits for a holder that stops within the wait (an overlapping restart)', async () => {
    const dir = newDir();
    const release = await lockDataDir(dir);
    setTimeout(release, 300);
    const mine = await lockDataDir(dir, { waitMs: 5_000, pollMs: 50 });
    mine();
  });

  it('a second store server on the same directory exits with a message naming the first', async () => {
    const dir = newDir();
    const release = await lockDataDir(dir);
    try {
      const server = startServer(dir);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(
        `Store server not started: The PGlite data directory ${dir} is in use by process ${process.pid}`,
      );
      expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace
    } finally {
      release();
    }
  }, 60_000);
});

describe.runIf(ON_PGLITE)('durable by default', () => {
  it('runs with fsync on and syncs each commit to the disk', async () => {
    const dir = newDir();
    const db = await openPglite(dir);
    try {
      expect(await db.query('SHOW fsync')).toEqual([{ fsync: 'on' }]);
      expect(await db.query('SHOW wal_sync_method')).toEqual([{ wal_sync_method: 'fsync' }]);
      await db.exec('CREATE TABLE durable_probe (n int)');
      const before = fileSyncCount();
      for (let n = 0; n < 5; n += 1) await db.query('INSERT INTO durable_probe VALUES ($1)', [n]);
      expect(fileSyncCount() - before).toBeGreaterThanOrEqual(5);
      // The version the start-up check names is the one this PGlite writes.
      expect(readFileSync(join(dir, 'PG_VERSION'), 'utf8').trim()).toBe(PGLITE_PG_MAJOR);
    } finally {
      await db.close();
    }
  });

  it('syncs the WAL of writes made together in a few trips, answering each once it is on the disk (decision 0198)', async () => {
    const dir = newDir();
    const db = await openPglite(dir);
    const writes = 20;
    try {
      await db.exec('CREATE TABLE group_probe (n int)');
      const before = fileSyncCount();
      const syncedAtAnswer = await Promise.all(
        Array.from({ length: writes }, (_, n) =>
          db.query('INSERT INTO group_probe VALUES ($1)', [n]).then(() => fileSyncCount() - before),
        ),
      );
      expect(Math.min(...syncedAtAnswer)).toBeGreaterThanOrEqual(1);
      // One sync per commit, as before the group commit, would be 20.
      expect(fileSyncCount() - before).toBeLessThan(writes);
      // A checkpoint writes the data files: the WAL before them, and all of it there after a restart.
      await db.exec('CHECKPOINT');
      await db.query('INSERT INTO group_probe VALUES (-1)');
    } finally {
      await db.close();
    }
    const reopened = await openPglite(dir);
    try {
      expect(await reopened.query('SELECT count(*)::int AS n FROM group_probe')).toEqual([{ n: writes + 1 }]);
    } finally {
      await reopened.close();
    }
  });
});

describe('a page of zeros (a table growing) needs no sync of the WAL before it', () => {
  const page = (fill: (bytes: Int8Array) => void, size = 8192) => {
    const bytes = new Int8Array(size);
    fill(bytes);
    return bytes;
  };
  it.each([
    ['a new page', page(() => {}), 0, 8192, true],
    ['two new pages at once', page(() => {}, 16384), 0, 16384, true],
    ['a page with one byte set', page((b) => b.fill(1, 4000, 4001)), 0, 8192, false],
    ['a page whose last byte is set', page((b) => b.fill(-1, 8191)), 0, 8192, false],
    ['zeros after a set byte outside the write', page((b) => b.fill(7, 0, 1)), 1, 8191, true],
    ['a set byte inside an offset write', page((b) => b.fill(7, 100, 101)), 64, 128, false],
  ] as const)('%s', (_, heap, offset, length, zeros) => {
    expect(allZeros(heap, offset, length)).toBe(zeros);
  });

  it.each([
    ['a file grown (zeros at its end)', { size: 32768 }, true],
    ['the same size', { size: 16384 }, true],
    ['a file truncated', { size: 8192 }, false],
    ['a file emptied', { size: 0 }, false],
    ['its mode or times only', { mode: 0o600 }, true],
  ] as const)('a change of attributes: %s', (_, attr, keeps) => {
    expect(keepsBytes(attr, () => 16384)).toBe(keeps);
  });

  it.runIf(ON_PGLITE)('writes many rows at once with no sync on the thread, all of them kept', async () => {
    const dir = newDir();
    const db = await openPglite(dir);
    const rows = 120;
    try {
      await db.exec('CREATE TABLE growing_probe (n int, filler text)');
      const before = threadSyncCount();
      // About three rows a page: the table grows by a page every few commits while others' syncs run.
      await Promise.all(
        Array.from({ length: rows }, (_, n) =>
          db.query('INSERT INTO growing_probe VALUES ($1, $2)', [n, 'x'.repeat(2500)]),
        ),
      );
      expect(threadSyncCount() - before).toBe(0);
    } finally {
      await db.close();
    }
    const reopened = await openPglite(dir);
    try {
      expect(await reopened.query('SELECT count(*)::int AS n FROM growing_probe')).toEqual([{ n: rows }]);
    } finally {
      await reopened.close();
    }
  });
});

describe.runIf(ON_PGLITE)('a store server killed while writes run (decision 0198)', () => {
  it('keeps every add it answered, and starts again on the same directory', async () => {
    const dir = newDir();
    // Info: the line that gives the port.
    const start = () => startServerProcess({ PGLITE_DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'info' });
    const readyAt = async (server: ReturnType<typeof startServer>) => {
      await expect
        .poll(() => /ready at (http:\/\/\S+)\//.exec(server.output())?.[1], { timeout: 30_000 })
        .toBeTruthy();
      return (/ready at (http:\/\/\S+)\//.exec(server.output()) as RegExpExecArray)[1] as string;
    };
    const first = start();
    let answered = 0;
    let session = '';
    try {
      const base = await readyAt(first);
      const page = await fetch(`${base}/quiz`);
      session = page.headers.get('set-cookie')?.split(';')[0] ?? '';
      const nonce = /"nonce":"([^"]+)"/.exec(await page.text())?.[1] ?? '';
      const add = (n: number) =>
        fetch(`${base}/wp-admin/admin-ajax.php`, {
          method: 'POST',
          headers: {
            cookie: session,
            'x-wp-nonce': nonce,
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': `crash-test-${n}`,
          },
          body: 'quantity=1&add-to-cart=111&variation_id=11101',
        }).then((res) => {
          if (res.ok) answered += 1;
        });
      const adds = Array.from({ length: 60 }, (_, n) => add(n).catch(() => {}));
      // Killed once some adds are answered and others still run.
      await expect.poll(() => answered, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(20);
      first.child.kill('SIGKILL');
      await Promise.all(adds);
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    const second = start();
    try {
      const base = await readyAt(second);
      const res = await fetch(`${base}/wp-admin/admin-ajax.php?action=get_cart_items`, {
        headers: { cookie: session },
      });
      const quantity = ((await res.json()) as { data: { items: Array<{ quantity: number }> } }).data.items[0]
        ?.quantity;
      expect(answered).toBeLessThan(60);
      expect(quantity).toBeGreaterThanOrEqual(answered);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 90_000);
});

describe.runIf(ON_PGLITE)('start-up on a bad data directory says what is wrong', () => {
  it('a file in place of the directory', async () => {
    const file = join(newDir(), 'data');
    writeFileSync(file, 'not a directory');
    await expect(openPglite(file)).rejects.toThrow(
      new DataDirError(
        `${file} is a file, not a directory. Set PGLITE_DATA_DIR to an empty or missing directory for a new store, or to the directory of an existing one.`,
      ),
    );
  });

  it('a directory of other files', async () => {
    const dir = newDir();
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    await expect(openPglite(dir)).rejects.toThrow(`${dir} holds other files (notes.txt) but no database.`);
  });

  it('a damaged database', async () => {
    const dir = newDir();
    writeFileSync(join(dir, 'PG_VERSION'), `${PGLITE_PG_MAJOR}\n`);
    mkdirSync(join(dir, 'base'));
    await expect(openPglite(dir)).rejects.toThrow(`PGlite could not open the database in ${dir}`);
  });
});
