/**
 * Lighthouse's mobile figures for one page (docs/decisions/0019; design.md "Environment facts":
 * "Lighthouse 12 runs against Debian's Chromium"). Each run starts its own Debian Chromium with the
 * flags of scripts/chromium.ts and a fresh profile, so no run inherits another's cache or cookies,
 * and drives it through the remote debugging port with Lighthouse's node API and its default
 * config: the mobile preset (a mid-range phone, simulated slow 4G and 4× CPU slowdown).
 *
 * Chromium is started here rather than through chrome-launcher (a dependency of lighthouse, not of
 * this project): the port is read from Chromium's own "DevTools listening on" line, and the whole
 * process group is ended afterwards, as /usr/bin/chromium is a shell wrapper.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.ts';

/** The four figures the bench's goals name (docs/decisions/0019). */
export interface LighthouseFigures {
  /** performance category score, 0–100 */
  readonly performance: number;
  /** Largest Contentful Paint, milliseconds */
  readonly lcp: number;
  /** Total Blocking Time, milliseconds */
  readonly tbt: number;
  /** Cumulative Layout Shift, unitless */
  readonly cls: number;
}

/** The part of a Lighthouse result (LH.Result) the bench reads. */
export interface LighthouseResultLike {
  readonly categories: Readonly<Record<string, { readonly score: number | null } | undefined>>;
  readonly audits: Readonly<Record<string, { readonly numericValue?: number } | undefined>>;
  readonly runtimeError?: { readonly code: string; readonly message: string };
  readonly runWarnings?: readonly string[];
}

const audit = (result: LighthouseResultLike, id: string): number =>
  result.audits[id]?.numericValue ?? Number.NaN;

/**
 * The figures of one result; a missing value (Lighthouse could not compute it, e.g. no contentful
 * paint) is NaN, which the tables print as "-" and count as a missed goal.
 */
export const lighthouseFigures = (result: LighthouseResultLike): LighthouseFigures => {
  const score = result.categories.performance?.score;
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
    lcp: audit(result, 'largest-contentful-paint'),
    tbt: audit(result, 'total-blocking-time'),
    cls: audit(result, 'cumulative-layout-shift'),
  };
};

/** Flags that keep a headless Chromium quiet and steady under Lighthouse (as chrome-launcher sets). */
const LIGHTHOUSE_ARGS = [
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-features=Translate,OptimizationHints,MediaRouter,RenderDocument',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-hang-monitor',
  '--disable-ipc-flooding-protection',
  '--mute-audio',
  '--no-default-browser-check',
  '--password-store=basic',
  '--use-mock-keychain',
];

const launch = async (): Promise<{ port: number; close: () => Promise<void> }> => {
  const profile = mkdtempSync(path.join(tmpdir(), 'pc-bench-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      ...LIGHTHOUSE_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let exited = false;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void gone.then(() => {
    exited = true;
  });
  const close = async () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (!exited) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open its debugging port:\n${output}`)),
      30_000,
    );
    child.stderr?.on('data', (chunk) => {
      output += chunk;
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited before opening its debugging port:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { port, close };
};

/**
 * One Lighthouse run of `url` under the default (mobile) config, performance category only; with
 * `extraHeaders` on every request (Lighthouse's flag of that name, e.g. a shopper's Cookie).
 * Rejects when Lighthouse reports a runtime error (the page did not load, no paint…).
 */
export const runLighthouse = async (
  url: string,
  /** sent with every request: a shopper's Cookie for a page of their own session (the profile has none) */
  extraHeaders?: Readonly<Record<string, string>>,
): Promise<LighthouseFigures> => {
  // Loaded here, not at the top: the unit tests of lighthouseFigures need none of Lighthouse.
  const { default: lighthouse } = await import('lighthouse');
  const chromium = await launch();
  try {
    const runner = await lighthouse(url, {
      port: chromium.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      ...(extraHeaders ? { extraHeaders: { ...extraHeaders } } : {}),
    });
    if (!runner) throw new Error(`Lighthouse returned no result for ${url}`);
    const result = runner.lhr as unknown as LighthouseResultLike;
    if (result.runtimeError) {
      throw new Error(`Lighthouse: ${result.runtimeError.code}: ${result.runtimeError.message}`);
    }
    return lighthouseFigures(result);
  } finally {
    await chromium.close();
  }
};
