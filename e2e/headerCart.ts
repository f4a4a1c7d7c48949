import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// The demo header's <pc-cart> is not server-rendered (docs/decisions/0124): its script loads once the
// page has settled, after the route's first view, so it is not preloaded, and its sheets arrive as
// style chunks (docs/decisions/0071). Tests of what a route loads leave out exactly what it fetches.

const isStyleChunk = (pathname: string) => /^\/elements\/(?:sharedStyles|styles)-[\w-]+\.js$/.test(pathname);

/**
 * The style chunks (pathnames) the header cart fetches, read on `/`, whose view is the demo's own, in
 * a context of its own (its cache shared with no test page).
 */
export const headerCartChunks = async (page: Page): Promise<string[]> => {
  const context = await page.context().browser()!.newContext();
  const home = await context.newPage();
  const fetched: string[] = [];
  home.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (isStyleChunk(pathname)) fetched.push(pathname);
  });
  await home.goto('/');
  await home.waitForFunction(() => customElements.get('pc-cart') !== undefined);
  await home.waitForLoadState('networkidle');
  await context.close();
  expect(fetched.length, 'the header cart fetches its sheets').toBeGreaterThan(0);
  return fetched;
};
