import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// docs/decisions/0065: @pc/shared's shopping part (cart, products, checkout schemas) is a chunk of its
// own, shop-<hash>.js. The quiz and the contact page never download it for their own view (the header's
// cart brings it once the page has settled, decision 0124); a page that sells names it up front
// (modulepreload, docs/decisions/0022), so a shopper's first add to cart never waits for it.

const scriptsOf = async (page: Page, path: string, tag: string) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  const document = await page.goto(path);
  await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
  // The header's cart loads once the page has settled, up to a second after the load (an idle
  // moment): the network can be quiet before it starts (flaky in fresh28 on /contact).
  await page.waitForFunction(() => customElements.get('pc-cart') !== undefined);
  await page.waitForLoadState('networkidle');
  return { scripts, html: (await document?.text()) ?? '' };
};

const isShared = (file: string) => /^\/elements\/shared-[\w-]+\.js$/.test(file);
const isShop = (file: string) => /^\/elements\/shop-[\w-]+\.js$/.test(file);

for (const { path, tag } of [
  { path: '/quiz', tag: 'pc-quiz' },
  { path: '/gift-quiz', tag: 'pc-quiz' },
  { path: '/contact', tag: 'pc-contact' },
]) {
  test(`${path} loads shared.js; the shop chunk only with the header's cart`, async ({ page }) => {
    const { scripts, html } = await scriptsOf(page, path, tag);
    expect(scripts.filter(isShared)).toHaveLength(1);
    expect(html).not.toMatch(/shop-[\w-]+\.js/);
    // Requested only after the header cart's own script, which loads once the page has settled.
    const cart = scripts.indexOf('/elements/pc-cart.js');
    expect(cart).toBeGreaterThan(scripts.indexOf(`/elements/${tag}.js`));
    for (const shop of scripts.filter(isShop)) expect(scripts.indexOf(shop)).toBeGreaterThan(cart);
    // The element works without it: its first view is hydrated and answers a click.
    if (tag === 'pc-quiz') {
      const option = page.locator('pc-quiz').getByRole('radio').first();
      await option.click();
      await expect(option).toHaveAttribute('aria-checked', 'true');
    }
  });
}

// Issue 45 item 4: the page marks when it settles (`pc-page-settled`, once), and `npm run bench` splits
// a route's JS at that mark (scripts/bench/routeBytes.ts): the route's element before it, the header's
// cart after.
/** The settle mark and when each script was first asked for, by path. */
const settleAndStarts = (page: Page) =>
  page.evaluate(
    (name) => ({
      marks: performance.getEntriesByName(name).map((mark) => mark.startTime),
      started: Object.fromEntries(
        performance
          .getEntriesByType('resource')
          .map((entry) => [new URL(entry.name).pathname, entry.startTime]),
      ),
    }),
    // The mark's name as a page sets it (@pc/shared/constants SETTLED_MARK, decision 0197); the browser
    // tests read the page from outside, as the bench does (scripts/import-graph.test.ts).
    'pc-page-settled',
  );

test('/quiz marks once as it settles: its element asked for before the mark, the header cart after', async ({
  page,
}) => {
  await scriptsOf(page, '/quiz', 'pc-quiz');
  const { marks, started } = await settleAndStarts(page);
  expect(marks).toHaveLength(1);
  const settled = marks[0] as number;
  expect(started['/elements/pc-quiz.js']).toBeLessThan(settled);
  expect(started['/elements/pc-cart.js']).toBeGreaterThanOrEqual(settled);
});

// Issue 45 item 4, decision 0199: the served checkout frame is the store's HTML, so the frames'
// views (/elements/frames.js, React's, for a redraw) are not named up front and load as the page settles.
test("/checkout: the pop-up and the calls before the settle mark, the frames' views after it", async ({
  page,
}) => {
  const { html } = await scriptsOf(page, '/checkout', 'pc-cross-sell');
  expect(html).not.toContain('/elements/frames.js');
  await expect.poll(async () => (await settleAndStarts(page)).started['/elements/frames.js']).toBeDefined();
  const { marks, started } = await settleAndStarts(page);
  const settled = marks[0] as number;
  expect(started['/elements/pc-cross-sell.js']).toBeLessThan(settled);
  expect(started['/elements/api.js']).toBeLessThan(settled);
  expect(started['/elements/frames.js']).toBeGreaterThanOrEqual(settled);
});

// Issue 45 item 4, decision 0201: the demo's QA panel toggle, consent banner and chat widget are no
// part of a shopper's first view: their script (demo/src/afterSettle.ts) is asked for after the mark,
// and the QA panel shows then.
test('/gift-cards: the QA panel, the consent banner and the chat widget come after the settle mark', async ({
  page,
}) => {
  await scriptsOf(page, '/gift-cards', 'pc-gift-cards');
  await expect(page.getByRole('button', { name: 'QA panel' })).toBeVisible();
  const { marks, started } = await settleAndStarts(page);
  const afterSettle = Object.keys(started).filter((file) =>
    /^\/demo\/assets\/afterSettle-[\w-]+\.js$/.test(file),
  );
  expect(afterSettle).toHaveLength(1);
  expect(started[afterSettle[0] as string]).toBeGreaterThanOrEqual(marks[0] as number);
  expect(await page.evaluate(() => 'pcChat' in window)).toBe(true);
});

test('/quizresult names the shop chunk up front and loads it with the page', async ({ page }) => {
  const { scripts, html } = await scriptsOf(page, '/quizresult', 'pc-results');
  const shop = scripts.filter(isShop);
  expect(shop).toHaveLength(1);
  expect(html).toContain(`<link rel="modulepreload" href="${shop[0]}">`);
});

// docs/decisions/0074: the product schemas, the launch and page data schemas, the buy button and the gift
// card event are catalog-<hash>.js, which the results page never downloads; its modals' bodies are a
// chunk of their own that comes on the shopper's way, not with the page.
const isCatalog = (file: string) => /^\/elements\/catalog-[\w-]+\.js$/.test(file);
const isDialogs = (file: string) => /^\/elements\/dialogs-[\w-]+\.js$/.test(file);

test('/quizresult loads neither the catalog chunk nor its modals with the page; they come on the way', async ({
  page,
}) => {
  const { scripts, html } = await scriptsOf(page, '/quizresult', 'pc-results');
  expect(scripts.filter(isCatalog)).toEqual([]);
  expect(scripts.filter(isDialogs)).toEqual([]);
  expect(html).not.toMatch(/catalog-[\w-]+\.js|dialogs-[\w-]+\.js/);
  // A pointer reaching 'More info' fetches the modals' chunk; the click shows the sections.
  const moreInfo = page
    .locator('pc-results')
    .getByRole('button', { name: /^More info/ })
    .first();
  const fetched = page.waitForRequest((request) => isDialogs(new URL(request.url()).pathname));
  await moreInfo.hover();
  await fetched;
  await moreInfo.click();
  const dialog = page.locator('pc-results').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(scripts.filter(isDialogs)).toHaveLength(1);
});

test('/gift-cards names the catalog chunk up front and loads it with the page', async ({ page }) => {
  const { scripts, html } = await scriptsOf(page, '/gift-cards', 'pc-gift-cards');
  const catalog = scripts.filter(isCatalog);
  expect(catalog).toHaveLength(1);
  expect(html).toContain(`<link rel="modulepreload" href="${catalog[0]}">`);
});
