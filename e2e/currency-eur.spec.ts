import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { holdElementScript, reactAt } from './hydration.ts';
import { pageErrors } from './pageErrors.ts';
import { type StoreProcess, startStore } from './storeProcess.ts';

// Issue 43 item 4: a store in euros (PC_CURRENCY=EUR). Its prices are the database's numbers, written in
// euros by Intl in the page's language: on a product's page, served and then hydrated as served (the
// server renders with the same currency the browser reads from #pc-config), and in the cart. The suite's
// store is in dollars; this spec starts a store of its own on a loopback address no other server of the
// run takes (127.0.0.8).

const STORE_TIMEOUT = 60_000;
const PORT = Number(process.env.PC_E2E_PORT ?? 8191);
let STORE = '';

// One worker for the file: its store is this file's.
test.describe.configure({ mode: 'serial' });

let store: StoreProcess | null = null;
test.beforeAll(async () => {
  test.setTimeout(STORE_TIMEOUT);
  STORE = `http://127.0.0.8:${PORT + (test.info().project.name === 'firefox' ? 14 : 11)}`;
  store = await startStore(STORE, { PC_CURRENCY: 'EUR' }, STORE_TIMEOUT);
});
test.afterAll(() => store?.close());

const nonceOf = async (page: Page): Promise<string> =>
  JSON.parse((await page.locator('script#pc-config').textContent()) ?? '{}').nonce;

test('a store in euros: the candle’s price served and hydrated in euros, and the cart’s', async ({
  page,
  axe,
}) => {
  const errors = pageErrors(page);
  const release = await holdElementScript(page, 'pc-candle');
  await page.goto(`${STORE}/candle`);
  expect(JSON.parse((await page.locator('script#pc-config').textContent()) ?? '{}').currency).toBe('EUR');
  // The server's first view, before the script: the buy button in euros (spec §4 'CHECKOUT - ' and the
  // price), marked so a render that replaced it (a hydration mismatch) would show.
  const buy = page.locator('pc-candle').getByRole('button', { name: /^CHECKOUT - €\d+(\.\d\d)?$/ });
  await expect(buy).toBeVisible();
  const served = (await buy.textContent()) ?? '';
  await buy.evaluate((node) => Object.assign(node, { served: true }));
  release();
  await page.waitForFunction(reactAt, ['pc-candle', 'hydrated'] as const);
  expect(await buy.evaluate((node) => (node as HTMLElement & { served?: boolean }).served)).toBe(true);
  await expect(buy).toHaveText(served);
  await expect(page.locator('pc-candle')).not.toContainText('$');

  // The hand cream ($13 in the database: €13), twice: its line, unit price and subtotal in euros; then
  // one alone, under spec §9's spend: the note says it in euros too.
  const add = async () => {
    const added = await page.request.post(`${STORE}/wp-admin/admin-ajax.php`, {
      form: { action: 'add_to_cart', quantity: '1', 'add-to-cart': '108', variation_id: '10801' },
      headers: { 'X-WP-Nonce': await nonceOf(page) },
    });
    expect(added.ok(), await added.text()).toBe(true);
  };
  await add();
  await add();
  await page.goto(`${STORE}/contact`);
  await page.waitForFunction(() => customElements.get('pc-cart') !== undefined);
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  const lines = drawer.getByRole('list', { name: 'Items in your cart' });
  await expect(lines).toContainText('€26');
  await expect(lines).toContainText('€13 each');
  await expect(drawer).toContainText('Subtotal€26');
  await expect(drawer).toContainText('Your order ships free.');
  await expect(drawer).not.toContainText('$');
  await lines.getByRole('button', { name: 'Decrease quantity of Hand Cream' }).click();
  await expect(drawer).toContainText('Subtotal€13');
  await expect(drawer).toContainText('Spend €25 or subscribe for free shipping');
  await expect(drawer).not.toContainText('$');
  await axe('the cart drawer in euros');
  expect(errors).toEqual([]);
});
