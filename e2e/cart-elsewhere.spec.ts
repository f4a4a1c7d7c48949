import type { Page } from '@playwright/test';
import { CANDLES, CandlePage } from './candle/CandlePage.ts';
import { cartLines } from './cross-sell/store.ts';
import { expect, test } from './fixtures.ts';
import { checkoutLines } from './journey/checkoutPage.ts';
import { type StaticSite, snippetFor, startStaticSite } from './static-site/staticSite.ts';

// <pc-cart> on a plain HTML page of another origin (127.0.0.2, listed in the store's PC_HOST_ORIGINS),
// docs/decisions/0124 and 0098: the site's header holds the cart with the link the README tells
// authors to write inside it, the store's checkout, and its main region the candle of README's snippet.
// After its script the badge counts the site's session's cart and the drawer's Checkout hands the
// cart to the store's checkout; before its script the link goes to that checkout.

const SITE = process.env.PC_E2E_CART_HOST_ORIGIN!;

// One site server on its one port: the tests run in one worker, one after the other.
test.describe.configure({ mode: 'serial' });

let site: StaticSite;
test.beforeAll(async () => {
  site = await startStaticSite(SITE);
});
test.afterAll(async () => {
  await site.close();
});

const sitePage = (store: string, extraHead = ''): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Candles</title>
<script type="module" src="${store}/elements/pc-cart.js"></script>${extraHead}
</head>
<body>
<header><p>A candle shop</p><pc-cart><a href="${store}/checkout">Cart</a></pc-cart></header>
<main id="pc-main">
<h1>Candles</h1>
${snippetFor(store, 'pc-candle')}
</main>
</body>
</html>`;

const cart = (page: Page) => page.locator('header pc-cart');
const badge = (page: Page) => cart(page).getByRole('button', { name: /^Cart, \d+ items?$/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your cart' });

/** The candle's CHECKOUT on the site: it adds in the site's session and opens the store's checkout. */
const buyCandleOnSite = async (page: Page, store: string): Promise<void> => {
  await page.goto(`${SITE}/candles`);
  const candle = new CandlePage(page);
  await expect(badge(page)).toHaveAccessibleName('Cart, 0 items');
  await candle.buyButton.click();
  await expect(page).toHaveURL(`${store}/checkout`);
  await expect(checkoutLines(page)).toHaveCount(1);
};

test('the badge counts the site’s cart; the drawer’s Checkout opens the store’s checkout with it', async ({
  page,
  baseURL,
  axe,
}) => {
  site.put('/candles', sitePage(baseURL!));
  await buyCandleOnSite(page, baseURL!);

  await page.goto(`${SITE}/candles`);
  await expect(badge(page)).toHaveAccessibleName('Cart, 1 item');
  await badge(page).click();
  await expect(drawer(page).getByRole('listitem')).toHaveCount(1);
  const checkout = drawer(page).getByRole('link', { name: 'Checkout' });
  // The store's checkout, not the site's /checkout (a new tab goes there too).
  await expect(checkout).toHaveAttribute('href', `${baseURL}/checkout`);
  await axe('<pc-cart>’s drawer on a page of another origin');
  await checkout.click();
  await expect(page).toHaveURL(`${baseURL}/checkout`);
  await expect(checkoutLines(page)).toHaveCount(1);
  expect(await cartLines(page)).toHaveLength(1);
});

test('before its script the cart is the site’s link to the store’s checkout, which shows the cart', async ({
  page,
  baseURL,
}) => {
  site.put('/candles', sitePage(baseURL!));
  await buyCandleOnSite(page, baseURL!);

  // The element scripts held back 2 s (a slow phone).
  await page.route(/\/elements\/pc-[a-z-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  // Not awaiting DOMContentLoaded, which waits for the page's module scripts.
  await page.goto(`${SITE}/candles`, { waitUntil: 'commit' });
  const link = cart(page).getByRole('link', { name: 'Cart' });
  await expect(link).toBeVisible();
  expect(await page.evaluate(() => customElements.get('pc-cart') === undefined)).toBe(true);
  await link.click();
  await expect(page).toHaveURL(`${baseURL}/checkout`);
  await expect(checkoutLines(page)).toHaveCount(1);
});

test('a site that routes pc-navigate itself (preventDefault, location.assign(detail.href)) lands on the store’s checkout with the cart (docs/decisions/0181)', async ({
  page,
  baseURL,
}) => {
  // The host's own routing, as a router would: the element's default action never runs.
  const routing = `
<script>
document.addEventListener('pc-navigate', (event) => {
  event.preventDefault();
  location.assign(event.detail.href);
});
</script>`;
  site.put('/candles', sitePage(baseURL!, routing));
  await page.goto(`${SITE}/candles`);
  const loads: string[] = [];
  page.on('request', (request) => request.isNavigationRequest() && loads.push(request.url()));
  await new CandlePage(page).buyButton.click();
  // The store spends the code and answers with the checkout's own address.
  await expect(page).toHaveURL(`${baseURL}/checkout`);
  await expect(checkoutLines(page)).toHaveCount(1);
  expect(loads[0]).toMatch(new RegExp(`^${baseURL}/checkout\\?pc_handoff=[\\w-]+$`));
  expect((await cartLines(page)).map((line) => line.name)).toEqual([expect.stringMatching(/Candle$/)]);
});

test('the candle on a site keeps its place in the site’s query, never a /candle path: a reload and back follow it (docs/decisions/0182)', async ({
  page,
  baseURL,
}) => {
  site.put('/candles', sitePage(baseURL!));
  await page.goto(`${SITE}/candles`);
  const candle = new CandlePage(page);
  const [first, second] = CANDLES;
  await expect(candle.heading).toHaveText(first.name);
  await candle.next.click();
  await expect(candle.heading).toHaveText(second.name);
  expect(await page.evaluate(() => location.pathname)).toBe('/candles');
  await expect(page).toHaveURL(`${SITE}/candles?pc_candle=${second.url}`);
  await page.reload();
  await expect(candle.heading).toHaveText(second.name);
  await page.goBack();
  await expect(candle.heading).toHaveText(first.name);
  expect(await page.evaluate(() => location.pathname)).toBe('/candles');
});

test('window.pc.cart from /elements/api.js: a host’s own button adds, the badge follows, the drawer opens, a refusal has spec §8’s words (issue 46, decision 0191)', async ({
  page,
  baseURL,
}) => {
  const store = baseURL!;
  // The host's page loads api.js beside the cart, as the README says; its own button adds a candle.
  site.put(
    '/candles-api',
    sitePage(store, `\n<script type="module" src="${store}/elements/api.js"></script>`).replace(
      '<h1>Candles</h1>',
      '<h1>Candles</h1><button id="host-add" type="button">Add the candle</button><p id="host-said" role="status"></p>',
    ),
  );
  await page.goto(`${SITE}/candles-api`);
  await expect(badge(page)).toHaveAccessibleName('Cart, 0 items');
  const candle = await (await page.request.get(`${store}/wp-json/pc/v1/products/candle`)).json();
  const variation = candle.variations.find((v: { stock_status: string }) => v.stock_status === 'instock');
  await page.evaluate(
    ({ productId, variationId }) => {
      document.getElementById('host-add')!.addEventListener('click', async () => {
        const said = document.getElementById('host-said')!;
        try {
          const cart = await window.pc!.cart!.add({ productId, variationId, quantity: 2 });
          said.textContent = `${cart.count} in the cart`;
        } catch (error) {
          said.textContent = (error as Error).message;
        }
      });
    },
    { productId: candle.id as number, variationId: variation.id as number },
  );
  await page.getByRole('button', { name: 'Add the candle' }).click();
  await expect(page.locator('#host-said')).toHaveText('2 in the cart');
  await expect(badge(page)).toHaveAccessibleName('Cart, 2 items');
  // open(): the page's <pc-cart> drawer, with the line the host added.
  await page.evaluate(() => window.pc!.cart!.open());
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await page.evaluate(() => window.pc!.cart!.close());
  await expect(drawer(page)).toBeHidden();
  // A line the store refuses: spec §8's words, the cart unchanged.
  const refused = await page.evaluate(() =>
    window.pc!.cart!.update('no-such-line', 1).then(
      () => null,
      (error: Error & { status: number }) => ({
        name: error.name,
        message: error.message,
        status: error.status,
      }),
    ),
  );
  expect(refused).toMatchObject({ name: 'PcCartError', status: 400 });
  expect(refused!.message.length).toBeGreaterThan(0);
  await expect(badge(page)).toHaveAccessibleName('Cart, 2 items');
  // Another tab of the site sees the same cart (the cart store's channel, the site's one session).
  expect((await page.evaluate(() => window.pc!.cart!.get())).count).toBe(2);
});
