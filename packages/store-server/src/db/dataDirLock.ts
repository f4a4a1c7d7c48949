import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// docs/decisions/0090: one process per PGlite data directory. PGlite writes a postmaster.pid with a
// made-up pid, so two servers on one directory would both write and corrupt it; this lock file is
// what PostgreSQL's own postmaster.pid is for a real server.

/** The lock's file name, inside the data directory (PostgreSQL ignores files it does not know). */
export const LOCK_FILE = 'pc-server.lock';

/** Who holds a data directory: written into the lock file, named when another start is refused. */
export interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The PGlite data directory ${dir} is in use by process ${holder.pid} on ${holder.hostname} ` +
        `(started ${holder.startedAt}). One store server per data directory: stop that server first, ` +
        `or give this one its own PGLITE_DATA_DIR (several servers share a database through PostgreSQL, ` +
        `DATABASE_URL). If no such process runs, delete ${join(dir, LOCK_FILE)}.`,
    );
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readHolder = (path: string): LockHolder | undefined => {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as LockHolder;
    return Number.isSafeInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A lock left by a process that is gone (killed, crashed, the machine restarted): another host's
 * lock is never taken as stale, since its pid cannot be checked from here.
 */
const isStale = (holder: LockHolder | undefined): boolean =>
  holder === undefined || (holder.hostname === hostname() && !isAlive(holder.pid));

export interface LockOptions {
  /** How long to wait for a holder to stop (an overlapping restart) before refusing; default 10 s. */
  waitMs?: number;
  /** How often to look again while waiting. */
  pollMs?: number;
}

/**
 * Takes `dir` for this process, waiting up to `waitMs` for a live holder to stop, and answers the
 * function that gives it back. Refuses with DataDirLockedError naming the holder.
 */
export const lockDataDir = async (
  dir: string,
  { waitMs = 10_000, pollMs = 200 }: LockOptions = {},
): Promise<() => void> => {
  const path = join(dir, LOCK_FILE);
  const me: LockHolder = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  const text = `${JSON.stringify(me)}\n`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      // 'wx': created only if absent, atomically: of two starts at once, one wins.
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(path);
    if (isStale(holder)) {
      // Replace the stale lock in one step (rename is atomic), then check that ours is what stands:
      // of two starts replacing the same stale lock, the later rename wins and the other refuses.
      const mine = `${path}.${process.pid}`;
      writeFileSync(mine, text);
      renameSync(mine, path);
      await sleep(50);
      const now = readHolder(path);
      if (now?.pid === me.pid && now.hostname === me.hostname) break;
      continue;
    }
    if (Date.now() >= deadline) throw new DataDirLockedError(dir, holder as LockHolder);
    await sleep(pollMs);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const holder = readHolder(path);
    if (holder?.pid === me.pid && holder.hostname === me.hostname) unlinkSync(path);
  };
};
