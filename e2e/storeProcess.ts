import { spawn } from 'node:child_process';

// A store server of a spec's own, beside the suite's (playwright.config.ts): for a setting the suite's
// store does not run with (production with a platform, PC_CONSENT=required). Its own process, on an
// in-memory database, without mail or host origins unless `env` says otherwise; real, not stubbed.

export interface StoreProcess {
  /** Stops the server and waits until it has exited. */
  close(): Promise<void>;
}

/** Starts `packages/store-server/src/main.ts` at `origin` (http://host:port) with `env`, once ready. */
export const startStore = async (
  origin: string,
  env: Readonly<Record<string, string>>,
  timeoutMs: number,
): Promise<StoreProcess> => {
  const { hostname, port } = new URL(origin);
  const store = spawn(process.execPath, ['--import', 'tsx', 'packages/store-server/src/main.ts'], {
    env: {
      ...process.env,
      HOST: hostname,
      PORT: port,
      PGLITE_DATA_DIR: 'memory://',
      PC_HOST_ORIGINS: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  store.stdout?.on('data', (chunk) => (output += chunk));
  store.stderr?.on('data', (chunk) => (output += chunk));
  const close = async () => {
    if (store.exitCode !== null) return;
    const exited = new Promise((resolve) => store.once('exit', resolve));
    store.kill('SIGTERM');
    await exited;
  };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (store.exitCode !== null) throw new Error(`the store at ${origin} exited:\n${output}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { close };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await close();
  throw new Error(`the store at ${origin} did not get ready:\n${output}`);
};
