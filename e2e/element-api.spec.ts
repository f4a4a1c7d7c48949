import type { Page } from '@playwright/test';
import { addToCart, HAND_CREAM } from './cross-sell/store.ts';
import { expect, test } from './fixtures.ts';
import { shopperPage } from './shopperPage.ts';

// docs/decisions/0073 (JS per route ≤ 80 KB brotli). The checkout frame's script
// sends its calls through the element build's own client, /elements/api.js, which re-exports the
// shared chunks the page's elements load: the page runs one call client, one valibot and one nonce
// (design.md "State"), and the demo's scripts carry none of them. The router holds no copy either,
// so a page without a checkout never loads them for it. The page's boot script carries no call code
// and Vite's preload helper gives way to a small one that still names a chunk's imports at once.

/** Markers of a bundled call client (the stale-nonce retry) and of valibot (its schemas' vendor). */
const CALL_CLIENT = 'rest_cookie_invalid_nonce';
const VALIBOT = 'vendor:`valibot`';

/** Every script the page requests, by path, with its text. */
const scriptsOf = (page: Page) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === 'script' || pathname.endsWith('.js'))
      scripts.set(
        pathname,
        response.text().catch(() => ''),
      );
  });
  return {
    paths: () => [...scripts.keys()],
    text: async (match: RegExp) => {
      const entry = [...scripts].find(([path]) => match.test(path));
      return entry ? await entry[1] : '';
    },
    demoTexts: async () =>
      Promise.all(
        [...scripts]
          .filter(([path]) => path.startsWith('/demo/'))
          .map(async ([path, text]) => ({ path, text: await text })),
      ),
  };
};

test('/checkout: the frame calls through /elements/api.js, named up front; no demo script carries a call client', async ({
  browser,
}) => {
  const { page } = await shopperPage(browser);
  await page.goto('/');
  await addToCart(page, HAND_CREAM.product, { variationId: HAND_CREAM.variation });

  const html = await (await page.request.get('/checkout')).text();
  expect(html).toContain('<link rel="modulepreload" href="/elements/api.js">');

  const scripts = scriptsOf(page);
  await page.goto('/checkout');
  await page.waitForLoadState('networkidle');
  expect(scripts.paths()).toContain('/elements/api.js');
  for (const { path, text } of await scripts.demoTexts()) {
    expect(text, path).not.toContain(CALL_CLIENT);
    expect(text, path).not.toContain(VALIBOT);
  }
  // The element build's client is the one in its shared chunk, and the frame works with it: a
  // cart change re-reads the cart (getCheckout through api.js) and announces the new total.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('pc-cart-change', { detail: {} })));
  await expect(page.locator('[data-frame="checkout"] [role="status"]')).toHaveText(
    /^Cart updated\. Total \$/,
  );
});

test('the index runs the router without the checkout frame or its calls; of the elements, only the header cart', async ({
  browser,
}) => {
  const { page, chunks } = await shopperPage(browser);
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(page.locator('#pc-main h1')).toBeVisible();
  // The header cart loads once the page has settled (an idle moment, up to a second after the load),
  // which can come after the network has first been quiet for 500 ms.
  await page.waitForFunction(() => customElements.get('pc-cart') !== undefined);
  await page.waitForLoadState('networkidle');
  expect(chunks()).toContain('router');
  expect(chunks()).not.toContain('checkoutFrame');
  // The header's <pc-cart> (decision 0124) is the one element of the index, loaded once the page has
  // settled, with the chunks it needs: no route element, no api.js.
  const entries = scripts.paths().filter((path) => /^\/elements\/(pc-[a-z-]+|api|all)\.js$/.test(path));
  expect(entries).toEqual(['/elements/pc-cart.js']);
});

test('an in-page route change to /checkout brings the frame its script with the page data: PLACE ORDER works', async ({
  browser,
}) => {
  const { page } = await shopperPage(browser);
  await page.goto('/contact');
  await addToCart(page, HAND_CREAM.product, { variationId: HAND_CREAM.variation });
  const scripts = scriptsOf(page);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.locator('header').getByRole('link', { name: 'Checkout', exact: true }).click();
  const place = page.getByRole('button', { name: 'PLACE ORDER' });
  await expect(place).toBeVisible();
  expect(scripts.paths()).toContain('/elements/api.js');
  // The cross-sell's offer for this cart (spec §4) shows over the checkout: declined first.
  await page.getByRole('button', { name: 'NO THANKS' }).click();
  await place.click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/);
  await expect(page.locator('#pc-main h1')).toHaveText('Order received');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
});

test("the boot script carries no call code and no Vite preload helper; the router's imports load with it", async ({
  browser,
}) => {
  const { page } = await shopperPage(browser);
  const scripts = scriptsOf(page);
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  const boot = await scripts.text(/^\/demo\/assets\/index-[\w-]+\.js$/);
  expect(boot).toContain('startRouter');
  expect(boot).not.toContain('vite:preloadError');
  expect(boot).not.toContain('newNonce');

  // A pointer over a header link starts the router: its chunk and every chunk it imports are asked
  // for together (modulepreload links), not one after the other.
  await page.locator('header').getByRole('link', { name: 'Quiz', exact: true }).hover();
  await expect.poll(() => scripts.paths().some((path) => /\/router-[\w-]+\.js$/.test(path))).toBe(true);
  const router = await scripts.text(/\/router-[\w-]+\.js$/);
  const imports = [...router.matchAll(/from\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map(
    (m) => `/demo/assets/${m[1]}`,
  );
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  for (const path of imports) expect(preloaded).toContain(path);
});
