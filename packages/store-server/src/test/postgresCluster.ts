import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A PostgreSQL cluster of a test's own, which it may restart and stop (the chaos test of issue 36),
// made the way scripts/with-postgres.sh makes its throwaway one: Debian's server binaries, run as
// the postgres user when the tests run as root (initdb and postgres refuse root).

const run = promisify(execFile);

/** The newest PostgreSQL server binaries Debian's packages install, or undefined. */
export const postgresBin = (): string | undefined => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest === undefined ? undefined : join(root, newest, 'bin');
};

export type StopMode = 'immediate' | 'fast';

export interface PostgresCluster {
  /** A connection string to its database `store`. */
  url: string;
  /** `pg_ctl restart -m <mode>`; answers when it accepts connections again. */
  restart(mode: StopMode): Promise<void>;
  stop(mode: StopMode): Promise<void>;
  /** Answers when it accepts connections. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** `settings`: more server settings (`name=value`), for a test that needs them. */
export const startPostgresCluster = async (
  bin: string,
  settings: readonly string[] = [],
): Promise<PostgresCluster> => {
  const dir = mkdtempSync(join(tmpdir(), 'pc-chaos-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    await run('id', ['postgres']).catch(() =>
      run('useradd', ['--system', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', 'postgres']),
    );
    await run('chown', ['postgres', dir]);
  }
  chmodSync(dir, 0o755);
  const asPostgres = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { cwd: dir })
      : run(join(bin, command), args, { cwd: dir });
  const port = await freePort();
  const data = join(dir, 'data');
  await asPostgres('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  // fsync off (no machine crash here), but commits acknowledged only once in the WAL (synchronous_commit
  // on): an immediate stop must lose no acknowledged write.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off${settings
    .map((setting) => ` -c ${setting}`)
    .join('')}`;
  const pgCtl = (...args: string[]) =>
    asPostgres('pg_ctl', ['-D', data, '-l', join(dir, 'postgres.log'), ...args]);
  await pgCtl('-w', '-t', '60', '-o', options, 'start');
  await asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'store']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/store`,
    restart: async (mode) => {
      await pgCtl('-w', '-t', '60', '-m', mode, '-o', options, 'restart');
    },
    stop: async (mode) => {
      await pgCtl('-w', '-t', '60', '-m', mode, 'stop');
    },
    start: async () => {
      await pgCtl('-w', '-t', '60', '-o', options, 'start');
    },
    destroy: async () => {
      await pgCtl('-m', 'immediate', 'stop').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
