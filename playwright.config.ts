import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL } from './scripts/chromium.ts';
import { FIREFOX, FIREFOX_PREFS } from './scripts/firefox.ts';

// Browser tests against the real store server and the built demo (design.md "Tests"). They assume
// `npm run build` already ran; `npm test` builds first.

// Every engine Playwright drives here is Debian's own build (docs/testing.md); the WebKit suite runs
// apart, through WebKitWebDriver (e2e-webkit/).
for (const [binary, pkg] of [
  [CHROMIUM_HEADLESS_SHELL, 'chromium-headless-shell'],
  [FIREFOX, 'firefox-esr'],
] as const) {
  if (!existsSync(binary)) {
    throw new Error(
      `${binary} is missing: run \`bash scripts/ensure-browsers.sh\` as root (apt-get install -y ${pkg}).`,
    );
  }
}

/** A port of its own, so a developer's server on 8080 is never reused or disturbed. */
const PORT = Number(process.env.PC_E2E_PORT ?? 8191);
const baseURL = `http://127.0.0.1:${PORT}`;
/**
 * The third-party host page of e2e/cross-sell-host.spec.ts: another site (127.0.0.2) on its own port,
 * the one origin the store server allows (PC_HOST_ORIGINS, docs/decisions/0038).
 */
process.env.PC_E2E_HOST_ORIGIN ??= `http://127.0.0.2:${Number(process.env.PC_E2E_HOST_PORT ?? PORT + 5)}`;
/**
 * The host page of e2e/purchase-journey.spec.ts: the same kind of site on the next port, so the two
 * specs' host servers never meet when they run in parallel workers.
 */
process.env.PC_E2E_JOURNEY_HOST_ORIGIN ??= `http://127.0.0.2:${PORT + 6}`;

/**
 * The static site of e2e/static-site.spec.ts (docs/decisions/0098): a listed origin of its own, and
 * one the store does not list, to show what a page that cannot load the elements says.
 */
process.env.PC_E2E_STATIC_HOST_ORIGIN ??= `http://127.0.0.2:${PORT + 7}`;
process.env.PC_E2E_UNLISTED_ORIGIN ??= `http://127.0.0.2:${PORT + 8}`;
/**
 * The mail catcher the store server sends the e-gift emails to (spec §9; MailDev as `npm start` runs
 * it, docs/decisions/0097), on ports of this run's own: SMTP on PORT + 9, its web API on PORT + 10, so
 * parallel runs on other ports never meet. e2e/mailCatcher.ts reads what arrived from its API (/api/email).
 */
const SMTP_PORT = Number(process.env.PC_E2E_SMTP_PORT ?? PORT + 9);
process.env.PC_E2E_MAIL_API ??= `http://127.0.0.1:${Number(process.env.PC_E2E_MAIL_WEB_PORT ?? PORT + 10)}`;
/**
 * The framework hosts of e2e/framework-hosts.spec.ts (a React and a Vue app, e2e/hosts): the same kind
 * of site on a port of its own, each app under its own folder.
 */
process.env.PC_E2E_FRAMEWORK_HOST_ORIGIN ??= `http://127.0.0.2:${PORT + 11}`;
/** The static site of e2e/cart-elsewhere.spec.ts: `<pc-cart>` in a page of another origin (decision 0124). */
process.env.PC_E2E_CART_HOST_ORIGIN ??= `http://127.0.0.2:${PORT + 12}`;
/**
 * The same sites for the Firefox project, which runs static-site.spec.ts and purchase-journey.spec.ts
 * too (`FIREFOX_SPECS`): ports of its own, so the two projects' site servers never meet when they run
 * at once (e2e/hostOrigins.ts).
 */
/**
 * The static site of e2e/consent.spec.ts (issue 39, docs/decisions/0149): another loopback address on
 * the static site's port, so it takes no port beyond this run's (+15) and never meets the static
 * site's server, which listens on 127.0.0.2 only; the Firefox project's on the Firefox static site's.
 */
process.env.PC_E2E_CONSENT_HOST_ORIGIN ??= `http://127.0.0.3:${PORT + 7}`;
process.env.PC_E2E_CONSENT_HOST_ORIGIN_FIREFOX ??= `http://127.0.0.3:${PORT + 13}`;
/**
 * The page of e2e/fragment-host.spec.ts (issue 41 item 4, docs/decisions/0171): a page of another origin
 * built with the store's fragments, on yet another loopback address at the static site's port (Chromium only).
 */
process.env.PC_E2E_FRAGMENT_HOST_ORIGIN ??= `http://127.0.0.4:${PORT + 7}`;
/**
 * The React host of e2e/installed-host.spec.ts (decision 0186): an app bundled from @pc/elements as npm
 * installs it from the store's tarball, on another loopback address at the framework hosts' port
 * (Chromium only).
 */
process.env.PC_E2E_INSTALLED_HOST_ORIGIN ??= `http://127.0.0.5:${PORT + 11}`;
/**
 * The page of e2e/docs-snippets.spec.ts (issue 42 items 1 and 7, docs/decisions/0187): each docs page's
 * snippets run as copied, on yet another loopback address at the static site's port (Chromium only).
 */
process.env.PC_E2E_DOCS_HOST_ORIGIN ??= `http://127.0.0.6:${PORT + 7}`;
/**
 * The Spanish page of another origin of e2e/locale-es-us.spec.ts (issue 43, docs/decisions/0210), on yet
 * another loopback address at the static site's port; the spec's own es-US store is on it too, at the
 * framework hosts' port; the Firefox project's on the Firefox static site's and the next.
 */
process.env.PC_E2E_LOCALE_HOST_ORIGIN ??= `http://127.0.0.7:${PORT + 7}`;
process.env.PC_E2E_LOCALE_HOST_ORIGIN_FIREFOX ??= `http://127.0.0.7:${PORT + 13}`;
process.env.PC_E2E_STATIC_HOST_ORIGIN_FIREFOX ??= `http://127.0.0.2:${PORT + 13}`;
process.env.PC_E2E_UNLISTED_ORIGIN_FIREFOX ??= `http://127.0.0.2:${PORT + 14}`;
process.env.PC_E2E_JOURNEY_HOST_ORIGIN_FIREFOX ??= `http://127.0.0.2:${PORT + 15}`;

/**
 * The WordPress site of e2e/wordpress.spec.ts (issue 41, docs/decisions/0175): Debian's WordPress on
 * PHP's built-in server (e2e/wordpress/wordpressSite.ts), started by the spec itself, on a port of its
 * own; Chromium only.
 */
process.env.PC_E2E_WORDPRESS_ORIGIN ??= `http://127.0.0.2:${PORT + 17}`;

// A throwaway database directory per run, passed as PGLITE_DATA_DIR. Workers evaluate this file again;
// the environment variable (inherited by them) keeps every process on the same directory. In memory
// (/dev/shm) where the machine has it: the server still syncs every commit (docs/decisions/0090), which
// costs nothing there, and the server tests show that on a real disk (db/pgliteDataDir.test.ts).
// The process that made it removes it as it exits, after the servers have stopped.
if (!process.env.PC_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'pc-e2e-pglite-'));
  process.env.PC_E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
// Where the store server writes each Content-Security-Policy violation report of the run; the global
// teardown fails the run when any page of the suite broke the policy (docs/decisions/0046).
process.env.PC_E2E_CSP_LOG ??= join(mkdtempSync(join(tmpdir(), 'pc-e2e-csp-')), 'reports.jsonl');

/**
 * What runs in Firefox (docs/testing.md, docs/decisions/0110): the route table with axe on every
 * route, first paint and hydration, the preloads, the CSP, and the journeys a shopper takes: the whole
 * purchase, the quiz, results, gift cards, candle, launch, contact, cross-sell, the post-purchase
 * survey, the static site of another origin, and presses before the scripts (a slow phone). The rest
 * runs in Chromium only, to keep CI's Firefox share near ten minutes, and because some read request bodies or emulate media, which Firefox over BiDi
 * does not give (docs/testing.md lists them).
 */
const FIREFOX_SPECS = [
  'routes.spec.ts',
  'first-paint.spec.ts',
  'hydration-pointer.spec.ts',
  'demo-preloads.spec.ts',
  'csp.spec.ts',
  'purchase-journey.spec.ts',
  'quiz.spec.ts',
  'results-journey.spec.ts',
  'results-bathroom-compact.spec.ts',
  'gift-cards.spec.ts',
  'candle.spec.ts',
  'launch.spec.ts',
  'contact.spec.ts',
  'cross-sell.spec.ts',
  'post-purchase-survey.spec.ts',
  'static-site.spec.ts',
  'order-pages-arrivals.spec.ts',
  'cart.spec.ts',
  'consent.spec.ts',
  'locale-es-us.spec.ts',
  'early-presses.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  // 2 cores: design.md "Environment facts" keeps parallelism at 2 workers or fewer.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI: a test that passes only on its retry is reported as flaky in the run's output,
  // so a timing race under a loaded machine is seen without sinking the run; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // A trace of the retry of a test that failed (CI retries once): recording one for every test and
    // throwing it away on success cost about a third of the runner's CPU (decision 0153). Locally,
    // `npx playwright test --trace on` records them all.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        // Chromium's headless shell, as Playwright's own headless Chromium (decision 0196);
        // PC_E2E_CHROMIUM=/usr/bin/chromium runs the full browser instead.
        launchOptions: {
          executablePath: process.env.PC_E2E_CHROMIUM ?? CHROMIUM_HEADLESS_SHELL,
          args: CHROMIUM_ARGS,
        },
      },
    },
    {
      name: 'firefox',
      testMatch: FIREFOX_SPECS,
      // Tests tagged CHROMIUM_ONLY (e2e/fixtures.ts): their subject is the same in every engine.
      grepInvert: /@chromium-only/,
      // axe and BiDi round trips take Firefox about twice Chromium's time on this 2-core machine.
      timeout: 60_000,
      use: {
        ...devices['Desktop Firefox'],
        viewport: { width: 1280, height: 800 },
        channel: 'moz-firefox',
        launchOptions: { executablePath: FIREFOX, firefoxUserPrefs: FIREFOX_PREFS },
      },
    },
  ],
  webServer: [
    {
      command: `node_modules/.bin/maildev --smtp ${SMTP_PORT} --ip 127.0.0.1 --web ${new URL(process.env.PC_E2E_MAIL_API).port} --silent`,
      url: `${process.env.PC_E2E_MAIL_API}/api/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx packages/store-server/src/main.ts',
      url: `${baseURL}/contact`,
      reuseExistingServer: false,
      timeout: 120_000,
      // The server's request log stays out of the test report; warnings and errors still show.
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(PORT),
        PGLITE_DATA_DIR: process.env.PC_E2E_DATA_DIR,
        PC_HOST_ORIGINS: [
          process.env.PC_E2E_HOST_ORIGIN,
          process.env.PC_E2E_JOURNEY_HOST_ORIGIN,
          process.env.PC_E2E_STATIC_HOST_ORIGIN,
          process.env.PC_E2E_FRAMEWORK_HOST_ORIGIN,
          process.env.PC_E2E_CART_HOST_ORIGIN,
          process.env.PC_E2E_CONSENT_HOST_ORIGIN,
          process.env.PC_E2E_CONSENT_HOST_ORIGIN_FIREFOX,
          process.env.PC_E2E_STATIC_HOST_ORIGIN_FIREFOX,
          process.env.PC_E2E_JOURNEY_HOST_ORIGIN_FIREFOX,
          process.env.PC_E2E_WORDPRESS_ORIGIN,
          process.env.PC_E2E_FRAGMENT_HOST_ORIGIN,
          process.env.PC_E2E_INSTALLED_HOST_ORIGIN,
          process.env.PC_E2E_DOCS_HOST_ORIGIN,
          process.env.PC_E2E_LOCALE_HOST_ORIGIN,
          process.env.PC_E2E_LOCALE_HOST_ORIGIN_FIREFOX,
        ].join(','),
        PC_CSP_REPORT_LOG: process.env.PC_E2E_CSP_LOG,
        // Real SMTP to the catcher above; the mail worker polls often, so an email due shows in a second.
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // Every test is another shopper from the same address (127.0.0.1): the visitor email limits
        // (30 a day per address, decision 0144) would refuse the run's later e-gifts and saved results
        // in an order that depends on the run. Their rules and refusals are the server tests'
        // (giftCards/visitorEmailLimit.test.ts, results/savedResults.test.ts), as the rate limit's are.
        PC_EMAIL_LIMITS: 'off',
        PC_MAIL_POLL_MS: '250',
      },
    },
  ],
});
