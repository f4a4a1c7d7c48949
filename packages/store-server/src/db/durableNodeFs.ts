import { closeSync, fstatSync, fsyncSync, openSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { type PGlite, PGlite as PGliteClass, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { createGroupCommit, type FileSyncs, type GroupCommit } from './groupCommit.ts';

// docs/decisions/0090: PGlite made durable. Out of the box it starts PostgreSQL with `-F` (fsync off),
// and its Emscripten file system (NODEFS) has no fsync of its own, so a commit was only in the OS's
// page cache: a process crash kept it, a power loss might not. Here PostgreSQL runs with fsync on,
// syncs its WAL through fsync() (fdatasync() is a no-op in this build), and NODEFS's fsync reaches
// the disk. A commit is acknowledged once its WAL is on the disk, as on a real PostgreSQL: the WAL
// syncs go through the group commit (groupCommit.ts, docs/decisions/0198), every other sync at once.

/** An Emscripten file (`node`) and an open one (`stream`), as NODEFS sees them. */
interface FsNode {
  readonly name: string;
  readonly parent: FsNode;
}
interface FsStream {
  readonly nfd: number;
  readonly node: FsNode;
  /** Set here: whether the file is one of the WAL's. */
  pcWal?: boolean;
}
type Operation = (...args: never[]) => unknown;

/** Emscripten's NODEFS as PGlite's Module exposes it: its stream operations are what fd_sync calls. */
interface EmscriptenNodeFs {
  realPath: (node: FsNode) => string;
  stream_ops: { fsync?: (stream: FsStream) => number; write?: Operation; setattr?: Operation };
  node_ops: { setattr?: Operation; rename?: Operation; unlink?: Operation; rmdir?: Operation };
}

/** A WAL segment (or a segment being made) in the data directory's pg_wal. */
const WAL_FILE = /[\\/]pg_wal[\\/][^\\/]+$/;

let syncs = 0;
/** How many fsyncs reached the disk in this process (the durability test counts them). */
export const fileSyncCount = (): number => syncs;
let threadSyncs = 0;
/** How many of them the server's thread waited for (every request waits with it). */
export const threadSyncCount = (): number => threadSyncs;

/** Thrown at start when PGlite's internals moved and durability can no longer be set up. */
export class DurabilityUnavailableError extends Error {
  override name = 'DurabilityUnavailableError';
}

/** The disk's syncs by path; a WAL file PostgreSQL has since recycled or removed needs none. */
const fileSyncs: FileSyncs = {
  now: (path) => {
    let fd: number;
    try {
      fd = openSync(path, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    try {
      fsyncSync(fd);
      syncs += 1;
      threadSyncs += 1;
    } finally {
      closeSync(fd);
    }
  },
  later: async (path) => {
    const file = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!file) return;
    try {
      await file.sync();
      syncs += 1;
    } finally {
      await file.close();
    }
  },
};

const ZEROS = new Uint8Array(8192);

/** Whether `length` bytes of `heap` (Emscripten's Int8Array) from `offset` are all zero: a relation's new page. */
export const allZeros = (heap: ArrayBufferView, offset: number, length: number): boolean => {
  const bytes = new Uint8Array(heap.buffer, heap.byteOffset + offset, length);
  for (let at = 0; at < length; at += ZEROS.length) {
    const part = Math.min(ZEROS.length, length - at);
    if (Buffer.compare(bytes.subarray(at, at + part), ZEROS.subarray(0, part)) !== 0) return false;
  }
  return true;
};

/**
 * Whether a change of a file's attributes leaves its bytes as they were, or only adds zeros at its end
 * (a table growing by several pages at once): only a truncation must wait for the WAL.
 */
export const keepsBytes = (
  attr: { readonly size?: number; readonly mode?: number } | undefined,
  currentSize: () => number,
): boolean => attr?.size === undefined || attr.size >= currentSize();

/** Runs `before` with the arguments ahead of each call of `operations[name]`. */
const ahead = <K extends string>(
  operations: Partial<Record<K, Operation>>,
  name: K,
  before: (...args: unknown[]) => void,
) => {
  const operation = operations[name];
  if (!operation)
    throw new DurabilityUnavailableError(`PGlite's NODEFS has no ${name} to wire (decision 0198)`);
  operations[name] = function (this: unknown, ...args: never[]) {
    before(...args);
    return operation.apply(this, args);
  } as Operation;
};

/** NodeFS whose files are synced to the disk when PostgreSQL asks for it, the WAL's in groups. */
class DurableNodeFS extends NodeFS {
  readonly groupCommit = createGroupCommit(fileSyncs);

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = (result.emscriptenOpts.preRun ?? []) as Array<
      (module: { NODEFS?: EmscriptenNodeFs }) => void
    >;
    const group = this.groupCommit;
    preRun.push((module) => {
      const nodeFs = module.NODEFS;
      if (!nodeFs?.stream_ops || !nodeFs.node_ops || !nodeFs.realPath)
        throw new DurabilityUnavailableError(
          "PGlite's file system no longer exposes NODEFS.stream_ops: fsync cannot be wired (docs/decisions/0090)",
        );
      const isWal = (stream: FsStream) => {
        stream.pcWal ??= WAL_FILE.test(nodeFs.realPath(stream.node));
        return stream.pcWal;
      };
      nodeFs.stream_ops.fsync = (stream) => {
        if (isWal(stream)) {
          group.walSyncAsked(nodeFs.realPath(stream.node));
          return 0;
        }
        group.beforeOtherFile();
        fsyncSync(stream.nfd);
        syncs += 1;
        threadSyncs += 1;
        return 0;
      };
      // The write-ahead rule: nothing but the WAL reaches the files before the WAL asked to be synced.
      // A page of zeros is a table growing by a page (PostgreSQL extends a file with zeros and logs
      // nothing for it): it holds no change the WAL describes, so it waits for no sync.
      ahead(nodeFs.stream_ops, 'write', (stream, buffer, offset, length) => {
        if (isWal(stream as FsStream)) return;
        if (allZeros(buffer as ArrayBufferView, offset as number, length as number)) return;
        group.beforeOtherFile();
      });
      ahead(nodeFs.node_ops, 'setattr', (node, attr) => {
        const path = nodeFs.realPath(node as FsNode);
        if (!keepsBytes(attr as { size?: number }, () => statSync(path).size)) group.beforeOtherFile();
      });
      if (nodeFs.stream_ops.setattr)
        ahead(nodeFs.stream_ops, 'setattr', (stream, attr) => {
          const { nfd } = stream as FsStream;
          if (!keepsBytes(attr as { size?: number }, () => fstatSync(nfd).size)) group.beforeOtherFile();
        });
      for (const name of ['rename', 'unlink', 'rmdir'] as const)
        ahead(nodeFs.node_ops, name, () => group.beforeOtherFile());
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

/** The PGlite options of a durable database in `dataDir`, and its group commit (what a write waits for). */
export const durablePglite = (dataDir: string): { options: PGliteOptions; groupCommit: GroupCommit } => {
  const fs = new DurableNodeFS(dataDir);
  return { options: { fs, startParams: [...DURABLE_START_PARAMS] }, groupCommit: fs.groupCommit };
};
