import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { type APIResponse, test as base, expect, type Page } from '@playwright/test';
import type { Result, RunOptions } from 'axe-core';
import { QuizPage } from './quiz/QuizPage.ts';
import { ResultsPage } from './results/ResultsPage.ts';

/**
 * The accessibility bar of design.md "Tests": the WCAG 2.2 AA tags and axe's best practices
 * (landmarks, one h1, heading order, content in regions), plus the opt-in `target-size` rule.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * A test whose subject is the same in every engine (which catalogue data or server rule a page shows,
 * not how the engine draws, focuses, stores or navigates): Chromium runs it, Firefox leaves it out
 * (the `firefox` project's `grepInvert`, playwright.config.ts; docs/testing.md "What runs in Firefox").
 * Firefox keeps at least one test of each screen and journey of its specs.
 */
export const CHROMIUM_ONLY = '@chromium-only';

/** axe-core's browser build, read once per worker and put into a page only when a scan asks. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe with that bar on the page as it is now: its violations. `include` narrows the scan to the
 * elements a selector names (the page around them being someone else's).
 *
 * It runs `axe.run` in the page itself, axe put in once per document: @axe-core/playwright's
 * `analyze()` opens a blank page per scan to merge its frames' results and injects axe two or three
 * times, which took half a second to a second per scan here, more than the scan (docs/decisions/0153).
 * The store's pages have no frames; a page that has some is scanned by `AxeBuilder`, which walks them.
 * `resultTypes: ['violations']`: axe still runs every rule on every node, but keeps one example of
 * what passed or was inapplicable instead of all of them (the tests read only the violations, which
 * stay complete). `preload: false`: axe would otherwise copy the page's stylesheets into inline
 * <style> elements, which the store's Content-Security-Policy refuses (docs/decisions/0046), failing
 * the run's zero-violation check. The one rule that needs the copies, css-orientation-lock, is checked
 * on the sources instead (scripts/element-styles.test.ts).
 */
export const axeViolations = async (
  page: Page,
  { include }: { readonly include?: string } = {},
): Promise<Result[]> => {
  const options: RunOptions = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: { 'target-size': { enabled: true } },
    resultTypes: ['violations'],
    preload: false,
  };
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options(options);
    return (await (include ? builder.include(include) : builder).analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const { violations } = await axe.run(include ? { include: [include] } : document, {
        ...options,
        iframes: false,
      });
      return violations;
    },
    { include, options },
  );
};

/** axe's violations as text a person can act on: rule, impact, help link, and each failing node. */
export const formatViolations = (violations: Result[]): string =>
  violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    - ${node.target.join(' >>> ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');

/** `GET /__qa/state`: this session's switches as the store server reports them. */
export interface QaState {
  readonly identity: 'anonymous' | 'customer';
  /** the clock override, null for real time */
  readonly clock: string | null;
  /** the store's now (the override, or real time) */
  readonly now: string;
  readonly cartCount: number;
}

/** The QA switches of the reference server (docs/architecture.md: QA endpoints, per session). */
export interface Qa {
  /** The nonce the server put into the page's `#pc-config`. */
  nonce(): Promise<string>;
  state(): Promise<QaState>;
  identity(customer: boolean): Promise<void>;
  clock(now: string | null): Promise<void>;
  /**
   * `POST /__qa/reset`: this session's cart, answers and switches, and the catalogue texts this session
   * changed (decision 0069); other sessions keep theirs.
   */
  reset(): Promise<void>;
  /**
   * `POST /__qa/continuation`: gives this session a continuation of the self quiz (spec §4: a quiz
   * with a surveyLogId that is not complete). Answers the server's JSON.
   */
  continuation(): Promise<unknown>;
}

/** The analytics events (spec §7) the page dispatched, kept across page loads of the test. */
export interface AnalyticsRecorder {
  /** Event names in the order they fired. */
  names(): readonly string[];
}

const pageNonce = async (page: Page): Promise<string> => {
  const text = await page.locator('script#pc-config').textContent();
  const config = JSON.parse(text ?? '{}') as { nonce?: unknown };
  if (typeof config.nonce !== 'string' || config.nonce === '') {
    throw new Error(`#pc-config carries no nonce: ${text}`);
  }
  return config.nonce;
};

const expectOk = async (response: APIResponse, what: string): Promise<APIResponse> => {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response;
};

export const test = base.extend<{
  /** Runs axe on the page as it is now and expects no violation (listed readably when there are). */
  axe: (label?: string) => Promise<void>;
  /** Calls /__qa/* with the page's cookies (page.request shares the browser context's cookies). */
  qa: Qa;
  /** Records every `pc-analytics` event from the first page load on (request it before `goto`). */
  analytics: AnalyticsRecorder;
  /** Accepts the browser's leave-page prompt (beforeunload) when a test navigates away. */
  leavingConfirmed: undefined;
  /** `<pc-quiz type="self">` on the demo (e2e/quiz/QuizPage.ts). */
  quiz: QuizPage;
  /** `<pc-quiz type="gift">` on the demo. */
  giftQuiz: QuizPage;
  /** `<pc-results>` on the demo (e2e/results/ResultsPage.ts). */
  results: ResultsPage;
  /** The demo's QA panel starts open (a tester's page); false, the default: a shopper's page (decisions 0058, 0230). */
  qaPanelOpen: boolean;
}>({
  qaPanelOpen: [false, { option: true }],
  // The demo's QA panel loads its code when a tester opens it and remembers that choice in
  // localStorage (demo/src/qa/toggle.ts, docs/decisions/0058). The tests are a shopper, whose pages
  // never load it, unless a spec drives or reads the panel (`test.use({ qaPanelOpen: true })`):
  // open, it is half of a page's nodes, which each load and axe scan paid for (docs/decisions/0230).
  page: async ({ page, qaPanelOpen }, use) => {
    if (qaPanelOpen) await page.addInitScript(() => window.localStorage.setItem('pc-demo-qa-open', 'true'));
    await use(page);
  },
  axe: async ({ page }, use) => {
    await use(async (label) => {
      const violations = await axeViolations(page);
      const where = label ?? new URL(page.url()).pathname;
      expect(violations, `axe violations on ${where}:\n\n${formatViolations(violations)}`).toHaveLength(0);
    });
  },
  qa: async ({ page }, use) => {
    const post = async (path: string, data: unknown) =>
      expectOk(
        await page.request.post(path, { data, headers: { 'X-WP-Nonce': await pageNonce(page) } }),
        `POST ${path}`,
      );
    await use({
      nonce: () => pageNonce(page),
      state: async () => (await expectOk(await page.request.get('/__qa/state'), 'GET /__qa/state')).json(),
      identity: async (customer) => {
        await post('/__qa/identity', { customer });
      },
      clock: async (now) => {
        await post('/__qa/clock', { now });
      },
      reset: async () => {
        await post('/__qa/reset', {});
      },
      continuation: async () => (await post('/__qa/continuation', {})).json(),
    });
  },
  analytics: async ({ page }, use) => {
    const names: string[] = [];
    // The event is a DOM event (docs/architecture.md "Analytics"); a binding carries it out of the
    // page, so an event fired just before a navigation (Quiz Abandoned) is not lost with the page.
    await page.exposeBinding('__pcRecordAnalytics', (_source, name: unknown) => {
      names.push(String(name));
    });
    await page.addInitScript(() => {
      const record = (window as unknown as { __pcRecordAnalytics(name: unknown): void }).__pcRecordAnalytics;
      window.addEventListener('pc-analytics', (event) => {
        record((event as CustomEvent<{ event?: unknown }>).detail?.event);
      });
    });
    await use({ names: () => [...names] });
  },
  leavingConfirmed: async ({ page }, use) => {
    // A started quiz asks before the page unloads (spec §4 Leaving, the browser's own prompt):
    // a test that goes on to another page by address answers it as a shopper would, "Leave".
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'beforeunload') void dialog.accept();
      else void dialog.dismiss();
    });
    await use(undefined);
  },
  quiz: async ({ page, leavingConfirmed: _ }, use) => {
    await use(new QuizPage(page, 'self'));
  },
  giftQuiz: async ({ page, leavingConfirmed: _ }, use) => {
    await use(new QuizPage(page, 'gift'));
  },
  results: async ({ page }, use) => {
    await use(new ResultsPage(page));
  },
});

export { expect };
