/**
 * `npm run bench` (design.md "Tests": timings live here, never in a timed test). Builds if dist is
 * missing, starts the store server on a free port with an in-memory PGlite
 * (scripts/bench/benchStoreServer.ts), prints the gzip and brotli bytes of every chunk, then measures in Debian's Chromium, over fresh loads (a new browser
 * context each: empty cache, no cookies), the median time from navigation start to an element's first
 * render. Measures are a named list: later issues add theirs to MEASURES (and RATIOS).
 *
 * A measure may instead take a series of samples from one page (`series`): the quiz's advance time
 * (scripts/bench/quizAdvance.ts) is 20 clicks on one fresh /quiz.
 *
 * BENCH_RUNS (default 10) sets the number of loads per first-render measure; BENCH_STORE_URL measures
 * an already running store server instead of starting one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { buildBareElement } from './bench/bareElementBuild.ts';
import { firstRenderScript } from './bench/firstRender.ts';
import { QUIZ_ADVANCE_CLICKS, quizAdvanceSeries } from './bench/quizAdvance.ts';
import { serveStatic } from './bench/staticServer.ts';
import { type Summary, summarize } from './bench/stats.ts';
import { startStoreServer } from './bench/storeServer.ts';
import { checkBudgets, formatBudgetTable } from './build-budgets.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';
import { measureChunks } from './size.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 10) || 10);

interface BenchContext {
  readonly browser: Browser;
  /** the store server's origin (demo pages, /elements/); null when it could not start */
  readonly storeUrl: string | null;
  /** the bench's static server (dist/bench) */
  readonly bareUrl: string;
}

interface Measure {
  readonly name: string;
  /** why it cannot run now (e.g. its element is not built yet), or null */
  readonly skip?: (context: BenchContext) => string | null;
  /** one fresh load; resolves to milliseconds (run RUNS times after a warm-up) */
  readonly once?: (context: BenchContext) => Promise<number>;
  /** or: every sample of the measure at once (it warms up and counts for itself), in milliseconds */
  readonly series?: (context: BenchContext) => Promise<readonly number[]>;
}

/** ms from navigation start until `tag`'s shadow root first holds content, on a fresh load of `url`. */
const firstRender = async (browser: Browser, url: string, tag: string): Promise<number> => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: firstRenderScript(tag) });
    await page.goto(url, { waitUntil: 'commit' });
    const read = () => (window as { __pcFirstRender?: number }).__pcFirstRender;
    const handle = await page.waitForFunction(read, undefined, { timeout: 20_000 });
    return Number(await handle.jsonValue());
  } finally {
    await context.close();
  }
};

/** A measure of a store-server page needs the server running and its element built. */
const needsStoreAndElement =
  (tag: string) =>
  ({ storeUrl }: BenchContext): string | null => {
    if (!storeUrl) return 'the store server is not running';
    const built = existsSync(path.join(ROOT, 'dist/elements', `${tag}.js`));
    return built ? null : `dist/elements/${tag}.js is not built yet`;
  };

const CONTACT = 'pc-contact first render (/contact on the store server)';
const BARE = 'bare React + r2wc element first render (static page)';
const QUIZ_ADVANCE = `pc-quiz advance: option click → next question in view (/quiz, ${QUIZ_ADVANCE_CLICKS} clicks)`;

export const MEASURES: readonly Measure[] = [
  {
    name: CONTACT,
    skip: needsStoreAndElement('pc-contact'),
    once: ({ browser, storeUrl }) => firstRender(browser, `${storeUrl}/contact`, 'pc-contact'),
  },
  {
    name: BARE,
    once: ({ browser, bareUrl }) => firstRender(browser, `${bareUrl}/`, 'pc-bare'),
  },
  {
    name: QUIZ_ADVANCE,
    skip: needsStoreAndElement('pc-quiz'),
    series: ({ browser, storeUrl }) => quizAdvanceSeries(browser, storeUrl ?? ''),
  },
];

/** Ratios printed under the results: [numerator, denominator] measure names. */
const RATIOS: readonly (readonly [string, string])[] = [[CONTACT, BARE]];

const ensureBuilt = () => {
  if (existsSync(path.join(ROOT, 'dist/elements')) && existsSync(path.join(ROOT, 'dist/demo/index.html')))
    return;
  console.log('dist is missing: running npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
};

const printSizes = (title: string, dir: string) => {
  console.log(`\n${title}\n`);
  console.log(formatBudgetTable(checkBudgets(measureChunks(dir))));
};

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');

const main = async () => {
  if (!existsSync(CHROMIUM)) {
    console.error(`${CHROMIUM} is missing: run \`bash scripts/ensure-chromium.sh\` (as root) first.`);
    process.exit(1);
  }
  ensureBuilt();
  const bareDir = await buildBareElement(ROOT);
  printSizes('Chunks of dist/elements', path.join(ROOT, 'dist/elements'));
  printSizes('Chunks of dist/bench (bare React + r2wc element)', bareDir);

  const running = process.env.BENCH_STORE_URL;
  const start = running ? Promise.resolve({ url: running, stop: async () => {} }) : startStoreServer(ROOT);
  const store = await start.catch((error: unknown) => {
    console.error(`\nThe store server could not start; its measures are skipped. ${String(error)}`);
    return null;
  });
  const bare = await serveStatic(bareDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = new Map<string, Summary>();
  try {
    const context: BenchContext = { browser, storeUrl: store?.url ?? null, bareUrl: bare.url };
    console.log(
      `\nFirst render: ${RUNS} fresh loads each (ms since navigation start); series: n samples of one page\n`,
    );
    for (const measure of MEASURES) {
      const skipped = measure.skip?.(context);
      if (skipped) {
        console.log(`${measure.name}: skipped (${skipped})`);
        continue;
      }
      const values: number[] = [];
      if (measure.series) {
        values.push(...(await measure.series(context)));
      } else if (measure.once) {
        await measure.once(context); // warm-up (server caches, Chromium start-up): not counted
        for (let run = 0; run < RUNS; run++) values.push(await measure.once(context));
      }
      const summary = summarize(values);
      results.set(measure.name, summary);
      console.log(
        `${measure.name}: median ${ms(summary.median)} (min ${ms(summary.min)}, max ${ms(summary.max)}, n=${summary.runs})`,
      );
    }
    for (const [numerator, denominator] of RATIOS) {
      const a = results.get(numerator);
      const b = results.get(denominator);
      if (a && b) console.log(`\nRatio ${numerator} / ${denominator}: ${(a.median / b.median).toFixed(2)}×`);
    }
  } finally {
    await browser.close();
    await bare.close();
    await store?.stop();
  }
};

await main();
