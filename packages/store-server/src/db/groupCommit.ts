/**
 * Group commit for the durable PGlite (docs/decisions/0198, issue 45 item 2). PostgreSQL syncs its WAL
 * at each commit; in PGlite that sync ran on the server's only thread, so every request waited behind
 * each commit's trip to the disk. Here a WAL sync PostgreSQL asks for is only noted: the WAL files are
 * synced off the thread, several commits' in one trip, and the caller of a write waits for the trip
 * that covers it (`durable`) before it is answered. Nothing else reaches the files before the WAL it
 * follows (`beforeOtherFile`, the write-ahead rule): a data page, the commit log, the control file, a
 * rename or an unlink first syncs every WAL file noted, on the thread, as PostgreSQL would have.
 */

export interface FileSyncs {
  /** Syncs the file at `path` to the disk before it returns. */
  readonly now: (path: string) => void;
  /** Syncs the file at `path` to the disk off the thread. */
  readonly later: (path: string) => Promise<void>;
}

export interface GroupCommit {
  /** PostgreSQL asked to sync the WAL file at `path`: it is synced with the next group. */
  walSyncAsked(path: string): void;
  /** Something other than the WAL is about to reach the files: every WAL sync asked first. */
  beforeOtherFile(): void;
  /** How many WAL syncs were asked so far: a write's mark, taken as it ends. */
  asked(): number;
  /** Resolves once every WAL sync asked up to `mark` is on the disk; rejects if one of them failed. */
  durable(mark: number): Promise<void>;
}

interface Waiter {
  readonly mark: number;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export const createGroupCommit = (syncs: FileSyncs): GroupCommit => {
  let asked = 0;
  /** Every WAL sync asked up to this mark is on the disk. */
  let done = 0;
  let pending = new Set<string>();
  let inFlight: ReadonlySet<string> = new Set();
  let running = false;
  let waiters: Waiter[] = [];
  /** The last group that failed: a write it held is not on the disk, and its caller is told so. */
  let failed: { readonly after: number; readonly mark: number; readonly error: unknown } | null = null;

  const settle = (mark: number, error?: unknown) => {
    if (error === undefined) done = Math.max(done, mark);
    else failed = { after: done, mark, error };
    const reached = waiters.filter((waiter) => waiter.mark <= mark);
    waiters = waiters.filter((waiter) => waiter.mark > mark);
    for (const waiter of reached) {
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
  };

  const drain = async () => {
    running = true;
    while (pending.size > 0) {
      const mark = asked;
      inFlight = pending;
      pending = new Set();
      try {
        await Promise.all([...inFlight].map((path) => syncs.later(path)));
        settle(mark);
      } catch (error) {
        settle(mark, error);
      }
      inFlight = new Set();
    }
    running = false;
  };

  return {
    walSyncAsked(path) {
      pending.add(path);
      asked += 1;
      if (!running) void drain();
    },
    beforeOtherFile() {
      if (pending.size === 0 && inFlight.size === 0) return;
      const mark = asked;
      // The group under way too: its trip may not have reached the disk yet.
      for (const path of new Set([...inFlight, ...pending])) syncs.now(path);
      pending = new Set();
      settle(mark);
    },
    asked: () => asked,
    durable: (mark) => {
      if (failed && mark > failed.after && mark <= failed.mark) return Promise.reject(failed.error);
      if (mark <= done) return Promise.resolve();
      return new Promise((resolve, reject) => waiters.push({ mark, resolve, reject }));
    },
  };
};
