import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { headerCartChunks } from './headerCart.ts';

// docs/decisions/0071, 0202: an element's stylesheets reach its shadow root with the server render on a
// page the store rendered (held in a `<style>`; a companion's linked when it starts), so that page
// downloads no CSS inside its JavaScript; an element the server did not render (an in-page route change,
// a CMS page) fetches them as chunks and is styled from its first view.

const isStyleChunk = (pathname: string) => /^\/elements\/(?:sharedStyles|styles)-[\w-]+\.js$/.test(pathname);

const styleChunksOf = (page: Page): string[] => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (isStyleChunk(pathname)) fetched.push(pathname);
  });
  return fetched;
};

/** `fetched` without the header cart's chunks: what the route's own element fetched. */
const routeChunks = async (page: Page, fetched: readonly string[]) => {
  const cart = new Set(await headerCartChunks(page));
  return fetched.filter((file) => !cart.has(file));
};

/**
 * How `tag`'s shadow root is styled: its adopted sheets, the stylesheet it holds, its link, and a design
 * token on its host.
 */
const stylingOf = (page: Page, tag: string) =>
  page.locator(tag).evaluate((host) => ({
    adopted: host.shadowRoot?.adoptedStyleSheets.length ?? 0,
    held: host.shadowRoot?.querySelectorAll('style').length ?? 0,
    links: host.shadowRoot?.querySelectorAll('link[rel="stylesheet"]').length ?? 0,
    // tokens.css's `:host` colour: empty when no stylesheet reached the shadow root.
    token: getComputedStyle(host).getPropertyValue('--pc-color-text').trim(),
  }));

test('a server-rendered page is styled by the stylesheet it holds and fetches no stylesheet chunk', async ({
  page,
}) => {
  const fetched = styleChunksOf(page);
  await page.goto('/quiz');
  await page.waitForFunction(() => customElements.get('pc-quiz') !== undefined);
  await page.waitForLoadState('networkidle');
  expect(await stylingOf(page, 'pc-quiz')).toEqual({ adopted: 0, held: 1, links: 0, token: '#1a1a1a' });
  expect(await routeChunks(page, fetched)).toEqual([]);
});

test("/checkout's pop-up, empty in the server's HTML until its offer loads, is styled by the stylesheet it holds and fetches no stylesheet chunk", async ({
  page,
}) => {
  const fetched = styleChunksOf(page);
  await page.goto('/checkout');
  await page.waitForFunction(() => customElements.get('pc-cross-sell') !== undefined);
  await page.waitForLoadState('networkidle');
  expect(await stylingOf(page, 'pc-cross-sell')).toEqual({ adopted: 0, held: 1, links: 0, token: '#1a1a1a' });
  expect(await routeChunks(page, fetched)).toEqual([]);
});

test("the candle page's pop-up, whose script loads once the page has, is styled by the stylesheet it holds", async ({
  page,
}) => {
  const fetched = styleChunksOf(page);
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/candle');
  await page.waitForFunction(() => customElements.get('pc-cross-sell') !== undefined);
  await page.waitForLoadState('networkidle');
  const styling = await stylingOf(page, 'pc-cross-sell');
  expect(styling).toEqual({ adopted: 0, held: 1, links: 0, token: '#1a1a1a' });
  expect(await routeChunks(page, fetched)).toEqual([]);
  expect(stylesheets.filter((path) => path.startsWith('/elements/'))).toEqual([]);
});

test('an in-page route change to the same element shows the new one styled', async ({ page }) => {
  const fetched = styleChunksOf(page);
  await page.goto('/quiz');
  await page.waitForFunction(() => customElements.get('pc-quiz') !== undefined);
  await page.getByRole('banner').getByRole('link', { name: 'Gift quiz' }).click();
  await expect(page).toHaveURL(/\/gift-quiz$/);
  await expect(page.locator('pc-quiz').getByRole('heading', { level: 1 })).toBeVisible();
  // The router replaced the server's element: the new one adopts the sheets, fetched once.
  expect(await stylingOf(page, 'pc-quiz')).toEqual({ adopted: 3, held: 0, links: 0, token: '#1a1a1a' });
  expect(fetched.filter((file) => file.startsWith('/elements/sharedStyles-'))).toHaveLength(1);
});

test('an in-page route change to another element fetches its stylesheets and shows it styled', async ({
  page,
}) => {
  const fetched = styleChunksOf(page);
  await page.goto('/quiz');
  await page.waitForFunction(() => customElements.get('pc-quiz') !== undefined);
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('pc-contact').getByRole('heading', { level: 1 })).toBeVisible();
  // Defined only once its sheets were in: styled from the first view it shows.
  expect(await stylingOf(page, 'pc-contact')).toEqual({ adopted: 3, held: 0, links: 0, token: '#1a1a1a' });
  expect(fetched.some((file) => file.startsWith('/elements/sharedStyles-'))).toBe(true);
  expect(
    (await routeChunks(page, fetched)).filter((file) => file.startsWith('/elements/styles-')),
  ).toHaveLength(1);
});
