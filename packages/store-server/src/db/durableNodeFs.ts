import { fsyncSync } from 'node:fs';
import { type PGlite, PGlite as PGliteClass } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

// docs/decisions/0090: PGlite made durable. Out of the box it starts PostgreSQL with `-F` (fsync off),
// and its Emscripten file system (NODEFS) has no fsync of its own, so a commit was only in the OS's
// page cache: a process crash kept it, a power loss might not. Here PostgreSQL runs with fsync on,
// syncs its WAL through fsync() (fdatasync() is a no-op in this build), and NODEFS's fsync reaches
// the disk. A commit is acknowledged once its WAL is on the disk, as on a real PostgreSQL.

/** Emscripten's NODEFS as PGlite's Module exposes it: its stream operations are what fd_sync calls. */
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
}

let syncs = 0;
/** How many fsyncs reached the disk in this process (the durability test counts them). */
export const fileSyncCount = (): number => syncs;

/** Thrown at start when PGlite's internals moved and durability can no longer be set up. */
export class DurabilityUnavailableError extends Error {
  override name = 'DurabilityUnavailableError';
}

/** NodeFS whose files are synced to the disk when PostgreSQL asks for it. */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = (result.emscriptenOpts.preRun ?? []) as Array<
      (module: { NODEFS?: EmscriptenNodeFs }) => void
    >;
    preRun.push((module) => {
      const streamOps = module.NODEFS?.stream_ops;
      if (!streamOps)
        throw new DurabilityUnavailableError(
          "PGlite's file system no longer exposes NODEFS.stream_ops: fsync cannot be wired (docs/decisions/0090)",
        );
      streamOps.fsync = (stream) => {
        fsyncSync(stream.nfd);
        syncs += 1;
        return 0;
      };
    });
    result.emscriptenOpts.preRun = preRun;
    return result;
  }
}

/** PGlite's start parameters with fsync on and the WAL synced through fsync(). */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGliteClass.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/** The PGlite options of a durable database in `dataDir`. */
export const durablePgliteOptions = (dataDir: string) => ({
  fs: new DurableNodeFS(dataDir),
  startParams: [...DURABLE_START_PARAMS],
});
