import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Its exit code once it exited. */
  exited: Promise<number | null>;
  /** All it printed so far, standard output and error. */
  output(): string;
}

/**
 * The store server as `npm run serve` starts it, in a process of its own on a free port of 127.0.0.1,
 * with `env` over this process's environment: for tests of start-up and shutdown.
 */
export const startServerProcess = (env: Record<string, string>): ServerProcess => {
  // Node itself with tsx's loader, not the tsx command: a signal sent to the child reaches the server,
  // where the command would pass on SIGTERM but leave the server running after a SIGKILL.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
};
