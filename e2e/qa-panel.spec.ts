import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// A tester's page (fixtures.ts `qaPanelOpen`): the QA panel itself.
test.use({ qaPanelOpen: true });

// The demo's QA panel (design.md "Demo") over the real store server: cart contents, identity, reset.

interface Variation {
  readonly id: number;
  readonly stock_status: string;
}
interface Product {
  readonly id: number;
  readonly name: string;
  readonly variations: readonly Variation[];
}
interface CartAnswer {
  readonly success: boolean;
  readonly data: {
    readonly items: readonly { name: string; quantity: number; productId: number; variationId: number }[];
  };
}

const qaPanel = (page: Page) => page.getByRole('complementary', { name: 'QA panel' });
const cartSection = (page: Page) => qaPanel(page).getByRole('region', { name: 'Cart' });

/** A seeded physical gift card that is in stock (spec §7 GET /wp-json/{ns}/v1/products/gift-card). */
const inStockGiftCard = async (page: Page) => {
  const response = await page.request.get('/wp-json/pc/v1/products/gift-card');
  expect(response.ok(), `GET products/gift-card: ${response.status()}`).toBe(true);
  const product = (await response.json()) as Product;
  const variation = product.variations.find((candidate) => candidate.stock_status === 'instock');
  if (!variation) throw new Error('the seed has no gift-card variation in stock');
  return { product, variation };
};

/** spec §7 add-to-cart form, POSTed like the elements do, with the page's nonce (spec §6). */
const addGiftCardToCart = async (page: Page, nonce: string) => {
  const { product, variation } = await inStockGiftCard(page);
  const response = await page.request.post('/wp-admin/admin-ajax.php', {
    form: { quantity: '1', 'add-to-cart': String(product.id), variation_id: String(variation.id) },
    headers: { 'X-WP-Nonce': nonce },
  });
  expect(response.ok(), `add-to-cart answered ${response.status()}: ${await response.text()}`).toBe(true);
  return { product, variation };
};

const cartItems = async (page: Page) => {
  const response = await page.request.get('/wp-admin/admin-ajax.php?action=get_cart_items');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as CartAnswer).data.items;
};

test('an add-to-cart through the API shows in the cart list', async ({ page, qa }) => {
  await page.goto('/');
  await expect(cartSection(page).getByText('Cart is empty')).toBeVisible();

  const { product, variation } = await addGiftCardToCart(page, await qa.nonce());
  const items = await cartItems(page);
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ productId: product.id, variationId: variation.id, quantity: 1 });
  expect(await qa.state()).toMatchObject({ cartCount: 1 });

  // The panel refreshes on its own (polling); the line reads `{name} × {quantity}`.
  const line = cartSection(page).getByRole('listitem');
  await expect(line).toHaveCount(1, { timeout: 10_000 });
  await expect(line.locator('.qa-cart-line')).toHaveText(`${items[0]!.name} × 1`);
  await expect(cartSection(page).getByText('1 item, subtotal')).toBeVisible();
});

test('the identity switch turns users/self between anonymous (401) and a customer', async ({ page, qa }) => {
  await page.goto('/');
  // A fresh session is anonymous.
  expect((await page.request.get('/wp-json/pc/v1/users/self')).status()).toBe(401);
  const identity = qaPanel(page).getByRole('group', { name: 'Identity' });

  // The panel writes the switch, then reloads the page.
  let reloaded = page.waitForEvent('load');
  await identity.getByRole('radio', { name: 'Customer' }).check();
  await reloaded;
  await expect(identity.getByRole('radio', { name: 'Customer' })).toBeChecked();
  expect(await qa.state()).toMatchObject({ identity: 'customer' });
  const customer = await page.request.get('/wp-json/pc/v1/users/self');
  expect(customer.status()).toBe(200);
  const user = (await customer.json()) as { id: unknown; email: unknown; firstName: unknown };
  expect(typeof user.id).toBe('number');
  expect(user.email).toMatch(/@/);
  expect(typeof user.firstName).toBe('string');

  reloaded = page.waitForEvent('load');
  await identity.getByRole('radio', { name: 'Anonymous' }).check();
  await reloaded;
  await expect(identity.getByRole('radio', { name: 'Anonymous' })).toBeChecked();
  expect(await qa.state()).toMatchObject({ identity: 'anonymous' });
  // spec §7: users/self failing means anonymous.
  expect((await page.request.get('/wp-json/pc/v1/users/self')).status()).toBe(401);
});

test('reset empties the cart', async ({ page, qa }) => {
  await page.goto('/');
  await addGiftCardToCart(page, await qa.nonce());
  await cartSection(page).getByRole('button', { name: 'Refresh' }).click();
  await expect(cartSection(page).getByRole('listitem')).toHaveCount(1);

  const reloaded = page.waitForEvent('load');
  await qaPanel(page).getByRole('button', { name: 'Reset data' }).click();
  await reloaded;
  await expect(cartSection(page).getByText('Cart is empty')).toBeVisible({ timeout: 10_000 });
  await expect(cartSection(page).getByRole('listitem')).toHaveCount(0);
  expect(await cartItems(page)).toHaveLength(0);
  expect(await qa.state()).toMatchObject({ cartCount: 0, identity: 'anonymous' });
});

test.describe('accessibility (axe: WCAG 2.0-2.2 A/AA and target size)', () => {
  test('the home page / has no violations', async ({ page, axe }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All pages');
    await expect(cartSection(page).getByText('Cart is empty')).toBeVisible();
    await axe();
  });

  test('the not-found view has no violations', async ({ page, axe }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await axe();
  });
});
