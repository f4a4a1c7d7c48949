import AxeBuilder from '@axe-core/playwright';
import { type APIResponse, test as base, expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The accessibility bar of design.md "Tests": these WCAG tags, plus the opt-in `target-size` rule. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

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
  reset(): Promise<void>;
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
}>({
  axe: async ({ page }, use) => {
    await use(async (label) => {
      // `.options` replaces the whole option object, so it comes before `.withTags`.
      const results = await new AxeBuilder({ page })
        .options({ rules: { 'target-size': { enabled: true } } })
        .withTags(AXE_TAGS)
        .analyze();
      const where = label ?? new URL(page.url()).pathname;
      expect(
        results.violations,
        `axe violations on ${where}:\n\n${formatViolations(results.violations)}`,
      ).toHaveLength(0);
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
    });
  },
});

export { expect };
