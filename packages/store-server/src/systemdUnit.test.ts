import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS } from './config.ts';

// Issue 36, docs/decisions/0146: production runs under a supervisor. deploy/pc-store.service (README
// "In production") restarts the store when it fails and never gives up; systemd reads it without a
// complaint; and its command, run as systemd would, serves and stops cleanly on its stop signal.

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const UNIT = join(REPO, 'deploy', 'pc-store.service');
const text = readFileSync(UNIT, 'utf8');
const run = promisify(execFile);

/** The unit's settings: `Key=value` lines, later ones of a key after earlier ones. */
const settings = (key: string): string[] =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));

const systemdAnalyze = await run('systemd-analyze', ['--version']).then(
  () => true,
  () => false,
);

describe('the systemd unit', () => {
  it('restarts the store on failure, never giving up, and lets SIGTERM drain requests first', () => {
    expect(settings('Restart')).toEqual(['on-failure']);
    expect(settings('StartLimitIntervalSec')).toEqual(['0']);
    expect(settings('KillSignal')).toEqual(['SIGTERM']);
    expect(Number(settings('TimeoutStopSec')[0]) * 1000).toBeGreaterThan(DEFAULT_SHUTDOWN_TIMEOUT_MS);
    expect(settings('Environment')).toContain('PC_MODE=production');
  });

  it.runIf(systemdAnalyze)('passes systemd-analyze verify', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pc-unit-'));
    try {
      // The node of this machine (verify checks that the command exists).
      const unit = join(dir, 'pc-store.service');
      writeFileSync(unit, text.replace('/usr/bin/node', process.execPath));
      const { stderr } = await run('systemd-analyze', ['verify', unit]);
      expect(stderr).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs a store that serves, is ready, and exits 0 on its stop signal', async () => {
    const [command, ...args] = (settings('ExecStart')[0] ?? '').split(' ');
    expect(command).toBe('/usr/bin/node');
    const child = spawn(process.execPath, args, {
      cwd: REPO,
      env: {
        ...process.env,
        PC_MODE: 'production',
        PGLITE_DATA_DIR: 'memory://',
        PORT: '0',
        HOST: '127.0.0.1',
        PC_NONCE_SECRET: 'systemd-unit-test-secret-0123456789abcdef',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await expect
        .poll(() => /ready at (http:\/\/\S+)\//.exec(output)?.[1], { timeout: 100_000 })
        .toBeTruthy();
      const port = new URL((/ready at (http:\/\/\S+)\//.exec(output) as RegExpExecArray)[1] as string).port;
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});
