import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** A free TCP port on the loopback interface. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/** The server's entry (its buildApp seam); the bench starts it through its own launcher. */
const APP = 'packages/store-server/src/app.ts';
const LAUNCHER = 'scripts/bench/benchStoreServer.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the reference store server (docs/architecture.md "Server": HOST, PORT) on a free port with
 * an in-memory PGlite (benchStoreServer.ts), and waits until it answers. `stop()` ends it and its
 * children: it runs in its own process group.
 */
export const startStoreServer = async (
  root: string,
  /** settings of this store beside the bench's (`PC_LOCALE: 'es-US'`: a store in Spanish, decision 0211) */
  settings: Readonly<Record<string, string>> = {},
): Promise<{ url: string; stop: () => Promise<void> }> => {
  if (!existsSync(path.join(root, APP))) throw new Error(`${APP} does not exist yet`);
  const port = await freePort();
  // Never a DATABASE_URL the shell may carry: the bench must not touch real data.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child: ChildProcess = spawn('npx', ['tsx', LAUNCHER], {
    cwd: root,
    env: { ...env, ...settings, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const stop = async () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      for (let i = 0; i < 50 && !exited; i++) await sleep(100);
      if (!exited) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`The store server did not start on ${url}:\n${output.slice(-2000)}`);
};
