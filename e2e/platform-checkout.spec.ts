import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { type StoreProcess, startStore } from './storeProcess.ts';

// A tester's page (fixtures.ts `qaPanelOpen`): the QA panel plays the platform.
test.use({ qaPanelOpen: true });

// docs/decisions/0144 (issue 37): in production the store takes no unpaid order. From the cart to
// the shop's checkout platform: /checkout shows "Check out on Shopify" and no PLACE ORDER; the link
// goes through the store, which keeps the cart under a reference and sends the browser to Shopify's
// cart permalink for it. The platform's signed paid-order webhook then makes the order the shopper's
// order-received page shows.
//
// The suite's store runs in demo mode without a platform, so this spec starts a store of its own in
// production mode with PC_PLATFORM=shopify (its port: PC_E2E_PORT + 11), on an in-memory database.
// Shopify itself is another origin the test plays (a third party, not our server): its cart page is
// answered by a small server of the test's own on another loopback address (127.0.0.10, the store's
// port), which keeps the address each visit asked for. The browser really goes there: Chromium's
// headless shell does not hand a redirect's target to request interception (decision 0196).

const PORT = Number(process.env.PC_E2E_PORT ?? 8500) + 11;
const STORE = `http://127.0.0.1:${PORT}`;
const SHOP = `http://127.0.0.10:${PORT}`;
const SECRET = 'shopify-webhook-secret-for-the-e2e';
const SPEC_TIMEOUT = 120_000;

let store: StoreProcess | null = null;
let shop: Server | null = null;
/** The addresses of the shop's cart pages the browser asked for, newest last. */
const shopVisits: string[] = [];

test.describe.configure({ mode: 'serial', timeout: SPEC_TIMEOUT });

test.beforeAll(async () => {
  test.setTimeout(SPEC_TIMEOUT);
  shop = createServer((request, response) => {
    const url = new URL(request.url ?? '/', SHOP);
    if (url.pathname.startsWith('/cart/')) shopVisits.push(url.href);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><html lang="en"><title>Shopify checkout</title><h1>Shopify checkout</h1></html>',
    );
  });
  await new Promise<void>((resolve) => shop?.listen(PORT, '127.0.0.10', resolve));
  store = await startStore(
    STORE,
    {
      PC_MODE: 'production',
      PC_PLATFORM: 'shopify',
      PC_PLATFORM_URL: SHOP,
      PC_PLATFORM_WEBHOOK_SECRET: SECRET,
    },
    SPEC_TIMEOUT,
  );
});

test.afterAll(async () => {
  await store?.close();
  await new Promise((resolve) => (shop ? shop.close(resolve) : resolve(undefined)));
});

const nonceOf = async (page: Page): Promise<string> =>
  JSON.parse((await page.locator('script#pc-config').textContent()) ?? '{}').nonce;

/** spec §7 add-to-cart form, to the platform store, with the page's nonce. */
const addToCart = async (page: Page, form: Record<string, string>) => {
  const response = await page.request.post(`${STORE}/wp-admin/admin-ajax.php`, {
    form: { action: 'add_to_cart', quantity: '1', ...form },
    headers: { 'X-WP-Nonce': await nonceOf(page) },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

/** The pop-up <pc-cross-sell> completes at once for a cart of every set (no offer): wait for it. */
const crossSellSettled = (page: Page) =>
  page.addInitScript(() => {
    window.addEventListener('pc-complete', () => {
      (window as unknown as { crossSellDone: boolean }).crossSellDone = true;
    });
  });

/** Shopify's orders/paid webhook for the order of these variants, signed as Shopify signs it. */
const paidWebhook = (ref: string, variants: readonly { id: number; price: number }[]) => {
  const body = JSON.stringify({
    id: 5_201_000_777,
    admin_graphql_api_id: 'gid://shopify/Order/5201000777',
    email: 'buyer@example.com',
    financial_status: 'paid',
    cancelled_at: null,
    updated_at: new Date().toISOString(),
    total_price: variants.reduce((sum, variant) => sum + variant.price, 0).toFixed(2),
    total_discounts: '0.00',
    total_tax: '0.00',
    note_attributes: [{ name: 'pc_session', value: ref }],
    line_items: variants.map((variant, index) => ({
      id: index + 1,
      variant_id: variant.id,
      quantity: 1,
      price: variant.price.toFixed(2),
      title: `Item ${index + 1}`,
    })),
  });
  return {
    data: body,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/paid',
      'x-shopify-hmac-sha256': createHmac('sha256', SECRET).update(body).digest('base64'),
    },
  };
};

test('from the cart to the Shopify checkout, and its paid order back to the order page', async ({
  page,
  axe,
}) => {
  await crossSellSettled(page);
  await page.goto(`${STORE}/`);
  // The three sets, once (spec §3): every category, so the cross-sell offers nothing.
  for (const product of ['201', '202', '203']) await addToCart(page, { 'add-to-cart': product });

  await page.goto(`${STORE}/checkout`);
  await page.waitForFunction(() => 'crossSellDone' in window);
  const main = page.locator('#pc-main');
  await expect(main.locator('.checkout-lines > li')).toHaveCount(3);
  // Production: no PLACE ORDER; the platform's checkout instead.
  await expect(main.getByRole('button', { name: 'PLACE ORDER' })).toHaveCount(0);
  const handOff = main.getByRole('link', { name: 'Check out on Shopify' });
  await expect(handOff).toHaveAttribute('href', '/wp-json/pc/v1/checkout/platform');
  await axe('the checkout with the platform hand-off');

  // The store's own PLACE ORDER call is refused in production, whoever calls it.
  const refused = await page.request.post(`${STORE}/wp-json/pc/v1/checkout/order`, {
    data: {},
    headers: { 'X-WP-Nonce': await nonceOf(page) },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('pc_checkout_off');

  await handOff.click();
  await expect(page.getByRole('heading', { name: 'Shopify checkout' })).toBeVisible();
  // Shopify's cart permalink: each variant with its quantity, and the hand-off's reference.
  expect(page.url()).toBe(shopVisits.at(-1));
  const url = new URL(page.url());
  expect(url.origin).toBe(SHOP);
  expect(url.pathname).toBe('/cart/201:1,202:1,203:1');
  const ref = url.searchParams.get('attributes[pc_session]') ?? '';
  expect(ref).toMatch(/^[\w-]{22}$/);

  // Shopify's paid-order webhook, signed: the order is the shopper's.
  const delivered = await page.request.post(
    `${STORE}/wp-json/pc/v1/webhooks/shopify`,
    paidWebhook(ref, [
      { id: 201, price: 38 },
      { id: 202, price: 38 },
      { id: 203, price: 51 },
    ]),
  );
  expect(delivered.status(), await delivered.text()).toBe(200);
  const { orderId } = (await delivered.json()) as { orderId: string };
  expect(orderId).toMatch(/^\d+$/);

  await page.goto(`${STORE}/checkout/order-received/${orderId}`);
  await expect(page.locator('#pc-main .order-received')).toHaveText(
    `Thank you. Your order #${orderId} has been received.`,
  );
  // The handed-off lines left the store's cart.
  await page.goto(`${STORE}/checkout`);
  await expect(page.locator('#pc-main .checkout-lines')).toHaveCount(0);
});

// docs/decisions/0144 "QA": on the suite's demo store (no PC_PLATFORM), the QA panel plays the
// platform: a signed Shopify paid webhook for this cart makes the order, a refund voids it.
test('the QA panel sends the platform webhooks, signed, and the order arrives', async ({ page, qa, axe }) => {
  await page.goto('/');
  const response = await page.request.post('/wp-admin/admin-ajax.php', {
    form: { action: 'add_to_cart', quantity: '1', 'add-to-cart': '108', variation_id: '10801' },
    headers: { 'X-WP-Nonce': await qa.nonce() },
  });
  expect(response.ok(), await response.text()).toBe(true);
  // The panel starts open, as for a tester (fixtures.ts qaPanelOpen).
  const panel = page.getByRole('complementary', { name: 'QA panel' });
  const section = panel.getByRole('region', { name: 'Platform webhooks' });
  await expect(section).toBeVisible();
  await section.getByLabel('Platform').selectOption('shopify');
  await section.getByRole('button', { name: 'Paid', exact: true }).click();
  const status = panel.getByRole('status').first();
  await expect(status).toHaveText(/^Paid Shopify webhook: paid: order #\d+ recorded/);
  await axe('the QA panel after a platform webhook');
  await section.getByRole('button', { name: 'Refunded' }).click();
  await expect(status).toHaveText(/^Refunded Shopify webhook: voided: order #\d+/);
  await section.getByRole('link', { name: /^Open order #\d+$/ }).click();
  await expect(page.locator('#pc-main .order-received')).toContainText('has been received');
});
