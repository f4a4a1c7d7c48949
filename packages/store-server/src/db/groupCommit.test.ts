import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './groupCommit.ts';

// docs/decisions/0198: the WAL's syncs in groups, off the thread; a write answered once its WAL is on
// the disk; nothing else reaches the files before the WAL asked to be synced.

interface Trip {
  readonly paths: string[];
  readonly done: Promise<void>;
  finish: (error?: Error) => void;
}

const newTrip = (): Trip => {
  const trip: Trip = { paths: [], done: Promise.resolve(), finish: () => {} };
  return Object.assign(trip, {
    done: new Promise<void>((resolve, reject) => {
      trip.finish = (error) => (error ? reject(error) : resolve());
    }),
  });
};

/**
 * A disk whose trips finish when the test says. The syncs asked in one go (one group) share a trip;
 * every call is logged in order.
 */
const manualDisk = () => {
  const log: string[] = [];
  const trips: Trip[] = [];
  let current: Trip | null = null;
  return {
    log,
    trips,
    syncs: {
      now: (path: string) => {
        log.push(`now ${path}`);
      },
      later: (path: string) => {
        log.push(`later ${path}`);
        if (!current) {
          const trip = newTrip();
          trips.push(trip);
          current = trip;
          queueMicrotask(() => {
            current = null;
          });
        }
        current.paths.push(path);
        return current.done;
      },
    },
  };
};

/** Lets every promise callback and pending microtask run. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

const state = () => {
  const seen: string[] = [];
  return {
    seen,
    watch: (name: string, promise: Promise<void>) =>
      promise.then(
        () => seen.push(`${name} on disk`),
        (error: Error) => seen.push(`${name} failed: ${error.message}`),
      ),
  };
};

describe('group commit', () => {
  it('answers a write only once the trip that holds its WAL sync is done', async () => {
    const disk = manualDisk();
    const group = createGroupCommit(disk.syncs);
    const { seen, watch } = state();
    group.walSyncAsked('/data/pg_wal/000000010000000000000001');
    void watch('first', group.durable(group.asked()));
    await flush();
    expect(seen).toEqual([]);
    disk.trips[0]?.finish();
    await flush();
    expect(seen).toEqual(['first on disk']);
  });

  it('syncs the writes asked while a trip is under way together, in the next trip', async () => {
    const disk = manualDisk();
    const group = createGroupCommit(disk.syncs);
    const { seen, watch } = state();
    const wal = '/data/pg_wal/000000010000000000000001';
    group.walSyncAsked(wal);
    void watch('a', group.durable(group.asked()));
    await flush();
    for (const name of ['b', 'c', 'd']) {
      group.walSyncAsked(wal);
      void watch(name, group.durable(group.asked()));
    }
    expect(disk.trips).toHaveLength(1);
    disk.trips[0]?.finish();
    await flush();
    expect(seen).toEqual(['a on disk']);
    // b, c and d: one file, one more trip.
    expect(disk.trips).toHaveLength(2);
    expect(disk.trips[1]?.paths).toEqual([wal]);
    disk.trips[1]?.finish();
    await flush();
    expect(seen).toEqual(['a on disk', 'b on disk', 'c on disk', 'd on disk']);
  });

  it('a write with nothing left to sync is answered at once', async () => {
    const group = createGroupCommit(manualDisk().syncs);
    const { seen, watch } = state();
    void watch('read', group.durable(group.asked()));
    await flush();
    expect(seen).toEqual(['read on disk']);
  });

  it.each([
    ['a data page', 'nothing pending', [], []],
    ['a data page', 'one WAL file pending', ['/d/pg_wal/1'], ['now /d/pg_wal/1']],
    [
      'the control file',
      'two WAL files pending',
      ['/d/pg_wal/1', '/d/pg_wal/2'],
      ['now /d/pg_wal/1', 'now /d/pg_wal/2'],
    ],
  ])(
    '%s with %s: the WAL first, on the thread (the write-ahead rule)',
    async (_what, _state, asked, expected) => {
      const disk = manualDisk();
      const group = createGroupCommit(disk.syncs);
      const { seen, watch } = state();
      for (const path of asked) group.walSyncAsked(path);
      const marks = asked.map((_path, index) => index + 1);
      for (const mark of marks) void watch(`write ${mark}`, group.durable(mark));
      const before = disk.log.length;
      group.beforeOtherFile();
      // The group's trip took the first file off the thread; it is synced again now: it may not be done.
      expect(disk.log.slice(before)).toEqual(expected);
      await flush();
      expect(seen).toEqual(marks.map((mark) => `write ${mark} on disk`));
    },
  );

  it('a failed trip fails the writes it held, and no later one', async () => {
    const disk = manualDisk();
    const group = createGroupCommit(disk.syncs);
    const { seen, watch } = state();
    group.walSyncAsked('/d/pg_wal/1');
    const held = group.asked();
    void watch('held', group.durable(held));
    await flush();
    disk.trips[0]?.finish(new Error('EIO'));
    await flush();
    expect(seen).toEqual(['held failed: EIO']);
    // Asked again for the failed mark (a late waiter): still failed, never "on disk".
    void watch('late', group.durable(held));
    group.walSyncAsked('/d/pg_wal/1');
    void watch('next', group.durable(group.asked()));
    await flush();
    disk.trips[1]?.finish();
    await flush();
    expect(seen).toEqual(['held failed: EIO', 'late failed: EIO', 'next on disk']);
  });
});
