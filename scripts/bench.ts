/**
 * `npm run bench` (design.md "Tests": timings live here, never in a timed test; docs/decisions/0019).
 * Builds if dist is missing, builds the bare React + r2wc element page (scripts/bench/
 * bareElementBuild.ts), starts the store server on a free port with an in-memory PGlite
 * (scripts/bench/benchStoreServer.ts), and reports side by side, one table per figure group, each
 * with its goals (docs/decisions/0019) in its headers and `✗` after a figure that misses one (scripts/bench/goals.ts):
 *
 * 1. chunk sizes of dist/elements against design.md's budgets (as `npm run size`);
 * 2. bytes per page: what a fresh load of each route downloads, JS, CSS, HTML, raw, gzip and brotli
 *    (scripts/bench/routeBytes.ts);
 * 3. first render per element: median ms from navigation start to the element's shadow root holding
 *    content, over BENCH_RUNS fresh loads (default 20) taken in rounds of one load per page
 *    (scripts/bench/roundRobin.ts), as a ratio to the bare element's on the same kind of page (its
 *    own page on the store's origin; embedded on the static site, decision 0139); and the
 *    standalone <pc-cross-sell> on a plain third-party host page (scripts/bench/hostPage.ts, decision 0041);
 *    bytes and first render of each element on a static site of another origin, the README's snippet
 *    and nothing else (scripts/bench/staticSitePages.ts, docs/decisions/0136), held to the floor of
 *    decision 0139 (1.15×); and on a WordPress post placed by an Author with our plugin's block, its
 *    first view from the store in the HTML (scripts/bench/wordpressPages.ts, docs/decisions/0176), held
 *    to the bare element printed on a post of that site the same way;
 * 4. the quiz's click-to-next: option click → next question focused and scrolling (quizClickToNext.ts);
 *    and each route's longest interaction at 4× CPU slowdown (Event Timing, what INP reports) over a
 *    shopper's first moves, BENCH_INTERACTION_RUNS fresh loads each (default 5; scripts/bench/interactions.ts);
 * 5. load on the store server: requests at steady rates (decisions 0045, 0061), p50/p99 per call (scripts/bench/load.ts);
 *    and the owner's report on PostgreSQL at 10,000, 100,000 and 1,000,000 orders with ten events each
 *    (scripts/bench/insightsReport.ts, decision 0193; BENCH_ROUTES=report-at-scale measures it alone);
 * 6. Lighthouse's mobile preset (performance, LCP, TBT, CLS) per page: each figure the median of
 *    BENCH_LIGHTHOUSE_RUNS runs (default 3, about 11 s each here; 1 for a quick look)
 *    (scripts/bench/lighthouse.ts).
 *
 * The pages are one example path of every route of the route table whose element is built
 * (scripts/bench/routes.ts), and the bare element's page. Lighthouse runs last, once the other
 * browser has closed, so it has the machine to itself. A page that cannot be measured gets a
 * "not measured" row and the bench goes on; it never fails on a missed goal.
 * BENCH_STORE_URL measures an already running store server instead of starting one. BENCH_ROUTES
 * (route ids, comma-separated, e.g. `checkout,order-received`) measures only those routes' pages and
 * leaves out the figures of no route (the bare element, the third-party host, the quiz's
 * click-to-next, the load), for a quick look at what a change touched; `static-site` and `wordpress`
 * among them add those rows of another origin with their baselines (scripts/bench/selection.ts).
 * BENCH_WORDPRESS=off leaves WordPress out (starting it takes about 15 s). A page of the shopper's own
 * session (the order-received page, scripts/bench/sessionPages.ts) is measured in a session that has
 * placed a real order. The method and its choices: docs/decisions/0019-bench-method.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { ROUTES } from '../packages/shared/src/routes/routeTable.ts';
import { buildBareElement } from './bench/bareElementBuild.ts';
import type { RouteBytes } from './bench/bytes.ts';
import { firstRenderScript } from './bench/firstRender.ts';
import { MISS } from './bench/goals.ts';
import { hostOrigins, serveHostPage } from './bench/hostPage.ts';
import { EVENTS_PER_ORDER, insightsSizes } from './bench/insightsReport.ts';
import {
  INTERACTION_CPU_SLOWDOWN,
  INTERACTION_SCENARIOS,
  longestInteractionOnce,
} from './bench/interactions.ts';
import { type LighthouseFigures, runLighthouse } from './bench/lighthouse.ts';
import { LOAD_SHOPPERS, WARM_UP_SECONDS } from './bench/load.ts';
import { measurePgliteWrites, pgliteWritesTable } from './bench/pgliteWrites.ts';
import { quizAdvanceSeries } from './bench/quizAdvance.ts';
import { QUIZ_CLICK_TO_NEXT_CLICKS, quizClickToNextSeries } from './bench/quizClickToNext.ts';
import {
  bytesTable,
  clickToNextTable,
  firstRenderTable,
  interactionTable,
  lighthouseTable,
  medianFigures,
  type PageRow,
} from './bench/report.ts';
import { roundRobin } from './bench/roundRobin.ts';
import { routeBytes } from './bench/routeBytes.ts';
import { type BenchRoute, benchRoutes, firstRoutePerElement } from './bench/routes.ts';
import { benchSelection } from './bench/selection.ts';
import { type BenchSession, SESSION_PAGES } from './bench/sessionPages.ts';
import { serveStatic } from './bench/staticServer.ts';
import { serveStaticSitePages } from './bench/staticSitePages.ts';
import { type Summary, summarize } from './bench/stats.ts';
import { startStoreServer } from './bench/storeServer.ts';
import { serveWordPressPages, WORDPRESS_LIGHTHOUSE, type WordPressPages } from './bench/wordpressPages.ts';
import { checkBudgets, formatBudgetTable } from './build-budgets.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';
import { DIST_DIR } from './distDir.ts';
import { measureChunks } from './size.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const count = (value: string | undefined, fallback: number) =>
  Math.max(1, Number(value ?? fallback) || fallback);
const RUNS = count(process.env.BENCH_RUNS, 20);
const LIGHTHOUSE_RUNS = count(process.env.BENCH_LIGHTHOUSE_RUNS, 3);
const INTERACTION_RUNS = count(process.env.BENCH_INTERACTION_RUNS, 5);
/** BENCH_ROUTES, BENCH_WORDPRESS: what is measured (scripts/bench/selection.ts). */
const SELECTION = benchSelection(process.env);
/** the figures of no route: unset BENCH_ROUTES */
const EVERYTHING = SELECTION.everything;

const BARE_LABEL = 'bare React + r2wc element';
const BARE_SITE_LABEL = `${BARE_LABEL} (static site)`;
const BARE_WORDPRESS_LABEL = `${BARE_LABEL} (WordPress)`;
const BARE_TAG = 'pc-bare';

/** A page the bench loads: a route of the store server, or the bare element's static page. */
interface BenchPage {
  readonly label: string;
  readonly path: string;
  readonly url: string;
  readonly tag: string;
  /** the shopper's session the page belongs to (an order-received page), if any */
  readonly session?: BenchSession;
  /** measured for comparison, not held to the goals (the bare element's page) */
  readonly reference?: boolean;
  /** on a static page of another origin: held to the bare element embedded there (docs/decisions/0139) */
  readonly elsewhere?: boolean;
  /** on a WordPress post: held to the bare element on a post of that site (docs/decisions/0176) */
  readonly wordpress?: boolean;
}

/**
 * ms from navigation start until `tag`'s shadow root first shows what React or the server rendered
 * (scripts/bench/firstRender.ts, docs/decisions/0140), on a fresh load of `url`.
 */
const firstRender = async (
  browser: Browser,
  url: string,
  tag: string,
  session?: BenchSession,
): Promise<number> => {
  // A fresh context each load: empty cache; the session's cookie only when the page is the session's.
  const context = await browser.newContext(session ? { storageState: session.storageState } : {});
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

/** Why a page could not be measured: the error's first line, kept short for the table. */
const reason = (error: unknown): string =>
  ((error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '').slice(0, 160);

/** A page's row: `measure`'s value, or the reason it could not be measured. */
const row = async <T>(page: BenchPage, measure: () => Promise<T>): Promise<PageRow<T>> => {
  const { label, path, reference = false } = page;
  try {
    return { label, path, reference, value: await measure() };
  } catch (error: unknown) {
    return { label, path, reference, value: null, error: reason(error) };
  }
};

/**
 * First render of each page over `RUNS` rounds of fresh loads, one load of every page per round
 * (scripts/bench/roundRobin.ts), after a warm-up round: a row per page, in `pages`' order.
 */
const firstRenderRows = async (
  browser: Browser,
  pages: readonly BenchPage[],
): Promise<PageRow<Summary>[]> => {
  const series = await roundRobin(pages, RUNS, (page) =>
    firstRender(browser, page.url, page.tag, page.session),
  );
  return pages.map((page) => {
    const measured = series.get(page);
    const { label, path } = page;
    const where = {
      ...(page.elsewhere ? { elsewhere: true } : {}),
      ...(page.wordpress ? { wordpress: true } : {}),
    };
    if (measured && 'values' in measured) return { label, path, ...where, value: summarize(measured.values) };
    return { label, path, ...where, value: null, error: reason(measured?.error) };
  });
};

const lighthouseMedian = async (page: BenchPage): Promise<LighthouseFigures> => {
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const started = Date.now();
    runs.push(
      await runLighthouse(page.url, page.session ? { Cookie: page.session.cookieHeader } : undefined),
    );
    process.stderr.write(
      `  lighthouse ${page.path} (${page.label}) run ${run + 1}/${LIGHTHOUSE_RUNS}: ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
  }
  return medianFigures(runs);
};

/**
 * Each element on a WordPress post (scripts/bench/wordpressPages.ts), or why not: WordPress is not
 * installed (scripts/ensure-wordpress.sh --check says what is missing), or it did not start.
 */
const startWordPressPages = async (
  store: string,
  origin: string,
  bareUrl: string,
): Promise<WordPressPages | string> => {
  const check = spawnSync('bash', ['scripts/ensure-wordpress.sh', '--check'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (check.status !== 0) {
    const why = `WordPress is not installed: ${check.stderr.trim() || `ensure-wordpress.sh exited ${check.status}`}`;
    console.error(`${why}; its posts are not measured.`);
    return why;
  }
  const started = Date.now();
  try {
    const pages = await serveWordPressPages(store, origin, bareUrl);
    process.stderr.write(
      `  WordPress ready at ${origin} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    return pages;
  } catch (error: unknown) {
    const why = reason(error);
    console.error(`WordPress could not be served; its posts are not measured. ${why}`);
    return why;
  }
};

const ensureBuilt = () => {
  if (existsSync(path.join(DIST_DIR, 'elements')) && existsSync(path.join(DIST_DIR, 'demo/index.html')))
    return;
  console.log('dist is missing: running npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
};

const isBuilt = (tag: string) => existsSync(path.join(DIST_DIR, 'elements', `${tag}.js`));

/** Timings on a shared machine vary with what else runs: the load average goes with the figures. */
const machine = () =>
  `${availableParallelism()} cores, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (1, 5, 15 min)`;

const section = (title: string, note?: string) => {
  console.log(`\n## ${title}\n`);
  if (note) console.log(`${note}\n`);
};

/**
 * The owner's report on PostgreSQL at its sizes (scripts/bench/insightsReport.ts; issue 46 item 4,
 * docs/decisions/0121, 0193), in a process of its own: BENCH_DATABASE_URL, else a throwaway PostgreSQL
 * started by scripts/with-postgres.sh.
 */
const reportSection = () => {
  section(
    "The owner's report on PostgreSQL",
    `docs/decisions/0193: ${insightsSizes(process.env)
      .map((orders) => orders.toLocaleString('en-US'))
      .join(
        ', ',
      )} orders (BENCH_INSIGHTS_SIZES), ${EVENTS_PER_ORDER} insight events each, over two years up to now, made\n` +
      'with generate_series, the closed days rolled up as the worker does; the report for the last 30, 90 and 365 days\n' +
      'and the whole range, from rollups (median and p95 of BENCH_INSIGHTS_RUNS) and raw, as before them.',
  );
  const url = process.env.BENCH_DATABASE_URL;
  const bench = ['npx', 'tsx', 'scripts/bench/insightsReport.ts'];
  const [command, ...args] = url ? bench : ['bash', 'scripts/with-postgres.sh', ...bench];
  const run = spawnSync(command!, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: url ? { ...process.env, DATABASE_URL: url } : process.env,
  });
  console.log(run.status === 0 ? run.stdout.trim() : `not measured: ${run.stderr.trim().split('\n').pop()}`);
};

const LOAD_SCRIPT = ['npx', 'tsx', 'scripts/bench/load.ts'];

/**
 * `npm run bench:load` in a process of its own, on a store of its own (decision 0203): the load's
 * generator is not this process, whose heap the pages' browser runs have grown (its pauses would count
 * as the server's latency: each latency runs from when its request was due), and the store is not the
 * one the page loads filled. On PGlite (durable, as the store opens it), or on PostgreSQL:
 * BENCH_DATABASE_URL, else a throwaway server started by scripts/with-postgres.sh.
 */
const loadSection = (database: 'PGlite' | 'PostgreSQL') => {
  section(
    database === 'PGlite' ? 'Load on the store server' : 'Load on the store server on PostgreSQL',
    database === 'PGlite'
      ? `docs/decisions/0061: loopback, ${LOAD_SHOPPERS} shoppers (a keep-alive connection each), each with their own session and a\n` +
          'completed self quiz, at the rates of decision 0045, BENCH_LOAD_SECONDS (default 10) per call after a warm-up of\n' +
          `${WARM_UP_SECONDS} s at the same rate (decision 0203). Requests are due at a steady rate whatever the answers; each latency\n` +
          'runs from when its request was due. docs/decisions/0045, 0061. A store of its own: PGlite, durable (fsync on).'
      : 'The same calls, rates and warm-up, on a store whose database is PostgreSQL (a server of its own on this machine).',
  );
  const { BENCH_DATABASE_URL: postgres, ...withoutPostgres } = process.env;
  // with-postgres.sh exports its server as DATABASE_URL; the bench's store reads BENCH_DATABASE_URL.
  const command =
    database === 'PGlite' || postgres
      ? LOAD_SCRIPT
      : [
          'bash',
          'scripts/with-postgres.sh',
          'bash',
          '-c',
          `BENCH_DATABASE_URL=$DATABASE_URL exec ${LOAD_SCRIPT.join(' ')}`,
        ];
  const run = spawnSync(command[0]!, command.slice(1), {
    cwd: ROOT,
    encoding: 'utf8',
    env: database === 'PGlite' ? withoutPostgres : process.env,
  });
  console.log(run.status === 0 ? run.stdout.trim() : `not measured: ${run.stderr.trim().split('\n').pop()}`);
};

const printSizes = (title: string, dir: string) => {
  section(
    title,
    'Brotli budgets: design.md "Budgets" (npm run size fails on these; the bench only reports).',
  );
  console.log(formatBudgetTable(checkBudgets(measureChunks(dir))));
};

const main = async () => {
  const started = Date.now();
  // BENCH_ROUTES=report-at-scale alone: the report needs no build, browser or store server.
  if (
    SELECTION.reportAtScale &&
    !SELECTION.everything &&
    SELECTION.routes?.length === 0 &&
    !SELECTION.staticSite &&
    !SELECTION.wordpress
  ) {
    reportSection();
    console.log(
      `\nBench finished in ${((Date.now() - started) / 1000).toFixed(0)} s. Machine: ${machine()}.`,
    );
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`${CHROMIUM} is missing: run \`bash scripts/ensure-browsers.sh\` (as root) first.`);
    process.exit(1);
  }
  ensureBuilt();
  const bareDir = await buildBareElement(ROOT);
  printSizes('Chunks of dist/elements', path.join(DIST_DIR, 'elements'));
  printSizes('Chunks of dist/bench (bare React + r2wc element)', bareDir);

  const running = process.env.BENCH_STORE_URL;
  // decision 0038: the store it starts allows the third-party host page's origin and the static site's
  // (PC_HOST_ORIGINS).
  const origins = running ? null : await hostOrigins();
  const thirdParty = origins?.thirdParty ?? null;
  const start = running ? Promise.resolve({ url: running, stop: async () => {} }) : startStoreServer(ROOT);
  const store = await start.catch((error: unknown) => {
    console.error(`\nThe store server could not start; its pages are not measured. ${String(error)}`);
    return null;
  });
  const bare = await serveStatic(bareDir);
  const routes: readonly BenchRoute[] = store
    ? benchRoutes(ROUTES, isBuilt).filter((route) => !SELECTION.routes || SELECTION.routes.includes(route.id))
    : [];
  // decision 0044: a page of the shopper's own session is measured in a session that has one.
  const sessions = new Map<string, BenchSession | Error>();
  for (const route of routes) {
    const make = SESSION_PAGES[route.id];
    if (!make || !store) continue;
    sessions.set(
      route.id,
      await make(store.url).catch(
        (error: unknown) => new Error(`no session for ${route.path}: ${String(error)}`),
      ),
    );
  }
  const pageOf = (route: BenchRoute): BenchPage => {
    const session = sessions.get(route.id);
    const path = session instanceof Error || !session ? route.path : session.path;
    return {
      label: route.id,
      path,
      url: `${store?.url}${path}`,
      tag: route.tag,
      ...(session && !(session instanceof Error) ? { session } : {}),
    };
  };
  const pages = routes.map(pageOf);
  for (const session of sessions.values()) if (session instanceof Error) console.error(session.message);
  // Issue 43, decision 0211: the bytes of each route of a store in es-US (its pages name their catalogs
  // in Spanish with their scripts); the routes of a shopper's own session are left to the English store.
  const spanishStore =
    store && !running
      ? await startStoreServer(ROOT, { PC_LOCALE: 'es-US' }).catch((error: unknown) => {
          console.error(`The store in es-US could not start; its pages are not measured. ${String(error)}`);
          return null;
        })
      : null;
  const spanishPages: BenchPage[] = spanishStore
    ? routes
        .filter((route) => !SESSION_PAGES[route.id])
        .map((route) => ({
          label: `${route.id} (es-US)`,
          path: `${route.path} (es-US)`,
          url: `${spanishStore.url}${route.path}`,
          tag: route.tag,
        }))
    : [];
  const barePage: BenchPage = {
    label: BARE_LABEL,
    path: '/ (static page)',
    url: `${bare.url}/`,
    tag: BARE_TAG,
    reference: true,
  };

  // docs/decisions/0136: each element alone on a static site of another origin, as a CMS author embeds it.
  const site =
    store && origins && SELECTION.staticSite
      ? await serveStaticSitePages(store.url, origins.staticSite, bare.url).catch((error: unknown) => {
          console.error(`The static site could not be served; its pages are not measured. ${reason(error)}`);
          return null;
        })
      : null;
  const sitePages: BenchPage[] = (site?.pages ?? []).map(({ element, url }) => ({
    label: `${element.tag} (static site)`,
    path: `${new URL(url).pathname} (127.0.0.2)`,
    url,
    tag: element.tag,
    elsewhere: true,
  }));
  // docs/decisions/0139: the baseline of the rows of another origin, the bare element embedded there.
  const bareSitePage: BenchPage | null = site
    ? {
        label: BARE_SITE_LABEL,
        path: `${new URL(site.bare).pathname} (127.0.0.2)`,
        url: site.bare,
        tag: BARE_TAG,
        reference: true,
        elsewhere: true,
      }
    : null;

  // docs/decisions/0176: each element on a WordPress post, its first view from the store in the HTML.
  const wordpress =
    store && origins && SELECTION.wordpress
      ? await startWordPressPages(store.url, origins.wordpress, bare.url)
      : null;
  const wp = wordpress && typeof wordpress === 'object' ? wordpress : null;
  const wordpressPages: BenchPage[] = (wp?.pages ?? []).map(({ element, url }) => ({
    label: `${element.tag} (WordPress)`,
    path: `${new URL(url).pathname}${new URL(url).search} (127.0.0.2)`,
    url,
    tag: element.tag,
    wordpress: true,
  }));
  const bareWordPressPage: BenchPage | null = wp
    ? {
        label: BARE_WORDPRESS_LABEL,
        path: `${new URL(wp.bare).pathname}${new URL(wp.bare).search} (127.0.0.2)`,
        url: wp.bare,
        tag: BARE_TAG,
        reference: true,
        wordpress: true,
      }
    : null;
  /** The bare element's pages: the baselines of the first-render table, measured like any page. */
  const barePages: BenchPage[] = [
    ...(EVERYTHING ? [barePage] : []),
    ...(bareSitePage ? [bareSitePage] : []),
    ...(bareWordPressPage ? [bareWordPressPage] : []),
  ];
  const warmWordPress = async () => {
    for (const problem of (await wp?.warm()) ?? []) console.log(`WordPress: ${problem}.`);
  };

  console.log(
    `\nPages: ${pages.length} routes of the route table with a built element, one example path each, on the store` +
      ` server (${store ? store.url : 'not running'}), ${sitePages.length} elements alone on a static site of another` +
      ` origin (${origins?.staticSite ?? 'not served'}), ${wordpressPages.length} elements on WordPress posts` +
      ` (${wp ? wp.origin : typeof wordpress === 'string' ? `not served: ${wordpress}` : 'not served'}), and the ${BARE_LABEL}'s page (${bare.url}).` +
      `\n${MISS} marks a figure that misses the goal in its column's header (docs/decisions/0019). The bench` +
      ' reports; it never fails on a goal.',
  );
  console.log(`Machine: ${machine()}.`);

  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      section(
        'Bytes per page',
        'A fresh load (empty cache) until the network is quiet; every body received, compressed here with\n' +
          'node:zlib (gzip 9, brotli 11) whatever the server sent. KB = 1024 bytes. "on the wire": bodies as sent.\n' +
          'The rows "(es-US)": the same routes on a store in Spanish (PC_LOCALE=es-US, decision 0211).',
      );
      const bytes: PageRow<RouteBytes>[] = [];
      await warmWordPress();
      for (const page of [...pages, ...spanishPages, ...sitePages, ...wordpressPages, ...barePages])
        bytes.push(await row(page, () => routeBytes(browser, page.url, page.session?.storageState)));
      console.log(bytesTable(bytes));

      section(
        'First render per element',
        "Median ms from navigation start until the element's shadow root shows what React or the server\n" +
          `rendered, never the empty wrapper React renders into (docs/decisions/0140): ${RUNS} fresh loads each\n` +
          '(BENCH_RUNS), in rounds of one load per page after a warm-up round, so a busy minute of the machine\n' +
          'slows every page alike. Each element on the first route that shows it, held to the bare element of\n' +
          "the store's origin; an element on another origin (the third-party host, the static site) held to the\n" +
          'bare element embedded there the same way (docs/decisions/0139), to the floor 0139 measured; an element\n' +
          'on a WordPress post, its first view in the HTML, to the bare element on a post of that site\n' +
          "(docs/decisions/0176). The checkout and an order's page\n" +
          'are loaded in a session that has a cart with an offer, or that order (scripts/bench/sessionPages.ts).',
      );
      const elementPages = firstRoutePerElement(routes).map((route) => ({
        ...pageOf(route),
        label: route.tag,
      }));
      // decision 0041: the standalone cross-sell on a plain page of another site (scripts/bench/hostPage.ts):
      // served for the rounds, or why it could not be.
      const hostRow = { label: 'pc-cross-sell (third-party host)', path: '/checkout (127.0.0.2)' };
      const host = !EVERYTHING
        ? null
        : store && thirdParty
          ? await serveHostPage(browser, store.url, thirdParty).catch(reason)
          : 'needs the store server the bench starts';
      const served = host && typeof host === 'object' ? host : null;
      const hostPages = served
        ? [{ ...hostRow, url: served.url, tag: 'pc-cross-sell', elsewhere: true }]
        : [];
      await warmWordPress();
      const rows = await firstRenderRows(browser, [
        ...elementPages,
        ...hostPages,
        ...sitePages,
        ...wordpressPages,
        ...barePages,
      ]).finally(() => served?.close());
      const isBaseline = (row: PageRow<Summary>) =>
        [BARE_LABEL, BARE_SITE_LABEL, BARE_WORDPRESS_LABEL].includes(row.label);
      const renders = rows.filter((row) => !isBaseline(row));
      if (typeof host === 'string') renders.push({ ...hostRow, value: null, error: host, elsewhere: true });
      const baseline = (label: string, path: string): PageRow<Summary> =>
        rows.find((row) => row.label === label) ?? {
          label,
          path,
          value: null,
          error: EVERYTHING ? 'not served' : 'not measured (BENCH_ROUTES)',
        };
      console.log(
        firstRenderTable(renders, {
          home: baseline(BARE_LABEL, barePage.path),
          elsewhere: baseline(BARE_SITE_LABEL, bareSitePage?.path ?? '/pc-bare (127.0.0.2)'),
          ...(bareWordPressPage || wordpress
            ? { wordpress: baseline(BARE_WORDPRESS_LABEL, bareWordPressPage?.path ?? '(WordPress)') }
            : {}),
        }),
      );

      section(
        'Quiz click-to-next',
        `Option click → the next question focused and its scroll started (docs/decisions/0026), ${QUIZ_CLICK_TO_NEXT_CLICKS} clicks on one\n` +
          'fresh page, with no motion preference and with prefers-reduced-motion (instant scroll); then, for\n' +
          'reference, the whole trip until the smooth scroll comes to rest (scripts/bench/quizAdvance.ts).',
      );
      const quizRoute = !EVERYTHING ? undefined : pages.find((page) => page.tag === 'pc-quiz');
      const storeUrl = store?.url ?? '';
      const quizRows: PageRow<Summary>[] = quizRoute
        ? [
            await row({ ...quizRoute, label: 'pc-quiz click-to-next' }, async () =>
              summarize((await quizClickToNextSeries(browser, storeUrl)).map((click) => click.ms)),
            ),
            await row({ ...quizRoute, label: 'same, reduced motion' }, async () =>
              summarize(
                (await quizClickToNextSeries(browser, storeUrl, { reducedMotion: true })).map(
                  (click) => click.ms,
                ),
              ),
            ),
            await row({ ...quizRoute, label: 'until the scroll settles', reference: true }, async () =>
              summarize(await quizAdvanceSeries(browser, storeUrl)),
            ),
          ]
        : [{ label: 'pc-quiz click-to-next', path: '/quiz', value: null, error: 'no built pc-quiz route' }];
      console.log(clickToNextTable(quizRows));

      section(
        `Longest interaction at ${INTERACTION_CPU_SLOWDOWN}× CPU`,
        `Event Timing's longest interaction (input to the next paint, what INP reports) while a shopper makes\n` +
          `their first moves on a fresh load, hydrated, CPU slowed ${INTERACTION_CPU_SLOWDOWN}× (DevTools' throttling);\n` +
          `${INTERACTION_RUNS} loads each (BENCH_INTERACTION_RUNS); under 16 ms Event Timing reports nothing, counted as 16 ms\n` +
          '(scripts/bench/interactions.ts, docs/decisions/0200).',
      );
      const interactionRows: PageRow<Summary>[] = [];
      for (const scenario of INTERACTION_SCENARIOS) {
        const page = pages.find((each) => each.label === scenario.id);
        if (!page) continue;
        interactionRows.push(
          await row({ ...page, label: `${scenario.id}: ${scenario.moves}` }, async () => {
            const values: number[] = [];
            for (let run = 0; run < INTERACTION_RUNS; run++)
              values.push(await longestInteractionOnce(browser, page.url, scenario, page.session));
            return summarize(values);
          }),
        );
      }
      console.log(
        interactionRows.length > 0
          ? interactionTable(interactionRows)
          : 'not measured: none of its routes selected',
      );
    } finally {
      await browser.close();
    }

    if (store && EVERYTHING) {
      loadSection('PGlite');
      section(
        'Durable writes on PGlite',
        'docs/decisions/0090: the same insert, one commit each, on a data directory with fsync on (as the store\n' +
          'opens it) and off (PGlite as it comes, where a power loss may lose acknowledged commits).',
      );
      try {
        console.log(pgliteWritesTable(await measurePgliteWrites()));
      } catch (error) {
        console.log(`not measured: ${String(error)}`);
      }
    }
    if (store && EVERYTHING) loadSection('PostgreSQL');
    if (SELECTION.reportAtScale) reportSection();

    section(
      'Lighthouse mobile',
      `Lighthouse 12's default mobile preset (simulated slow 4G, 4× CPU slowdown), performance category, in\n` +
        `Debian's Chromium with a fresh profile per run. ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS === 1 ? '' : 's'} per page (BENCH_LIGHTHOUSE_RUNS)` +
        `${LIGHTHOUSE_RUNS === 1 ? ': one run each, and single runs vary by several points' : ': each figure is the median'}.`,
    );
    const audits: PageRow<LighthouseFigures>[] = [];
    // docs/decisions/0176: the quiz's and the candle's WordPress posts, each with its first view cached
    // again just before (the plugin keeps it five minutes); and the bare element on a post of that site,
    // what the site's theme allows any element (decision 0221), unmarked as every baseline.
    const wordpressAudited = wordpressPages.filter((page) =>
      WORDPRESS_LIGHTHOUSE.some((tag) => tag === page.tag),
    );
    const wordpressBaseline = bareWordPressPage && wordpressAudited.length > 0 ? [bareWordPressPage] : [];
    for (const page of [
      ...pages,
      ...wordpressAudited,
      ...wordpressBaseline,
      ...(EVERYTHING ? [barePage] : []),
    ])
      audits.push(
        await row(page, async () => {
          if (page.wordpress) await warmWordPress();
          return lighthouseMedian(page);
        }),
      );
    console.log(lighthouseTable(audits));
  } finally {
    await bare.close();
    await site?.close();
    await wp?.close();
    await store?.stop();
    await spanishStore?.stop();
  }
  console.log(`\nBench finished in ${((Date.now() - started) / 1000).toFixed(0)} s. Machine: ${machine()}.`);
};

await main();
