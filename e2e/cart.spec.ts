import type { Locator, Page } from '@playwright/test';
import { addToCart, HAND_CREAM } from './cross-sell/store.ts';
import { expect, test } from './fixtures.ts';
import { checkoutLines, crossSellDialog, main } from './journey/checkoutPage.ts';

// <pc-cart> in the demo's header (docs/decisions/0124, 0125), against the real store server: the
// badge after adds from two elements and from another tab, quantity change and removal read back
// through spec §7 get_cart_items, the keyboard alone, axe in every state, a 320 px phone, and the
// link it is before its script. Each test's browser context is a new session (an empty cart).

const AJAX = '/wp-admin/admin-ajax.php';

const headerCart = (page: Page): Locator => page.locator('header pc-cart');
const badge = (page: Page): Locator => headerCart(page).getByRole('button', { name: /^Cart, \d+ items?$/ });
const drawer = (page: Page): Locator => page.getByRole('dialog', { name: 'Your cart' });

interface Line {
  key: string;
  name: string;
  quantity: number;
}
const cartItems = async (page: Page): Promise<Line[]> =>
  (await (await page.request.get(`${AJAX}?action=get_cart_items`)).json()).data.items;

/** The element's CHECKOUT on a launch or candle page: it adds, then goes to /checkout (spec §4). */
const buyOn = async (page: Page, path: string, button: string): Promise<void> => {
  await page.goto(path);
  await expect(badge(page)).toBeVisible();
  await page.locator('#pc-main').getByRole('button', { name: button }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);
  // The checkout has drawn (in the page), so a next page load does not race the route change.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
};

test('the badge counts adds from two elements and from another tab; the drawer lists them', async ({
  page,
  context,
  axe,
}) => {
  await buyOn(page, '/candle/arashiyama', 'CHECKOUT - $48');
  await expect(badge(page)).toHaveAccessibleName('Cart, 1 item');
  await buyOn(page, '/green-and-airy', 'CHECKOUT - $50');
  await expect(badge(page)).toHaveAccessibleName('Cart, 2 items');

  // Another tab of the same shopper: the same cart; its change reaches this tab (BroadcastChannel).
  await page.goto('/contact');
  await expect(badge(page)).toHaveAccessibleName('Cart, 2 items');
  const other = await context.newPage();
  await other.goto('/gift-cards');
  await expect(badge(other)).toHaveAccessibleName('Cart, 2 items');
  await badge(other).click();
  await drawer(other).getByRole('button', { name: 'Remove Arashiyama' }).click();
  await expect(badge(other)).toHaveAccessibleName('Cart, 1 item');
  await expect(badge(page)).toHaveAccessibleName('Cart, 1 item');
  await other.close();

  await badge(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('listitem')).toHaveCount(1);
  await expect(drawer(page)).toContainText('Green & Airy');
  await expect(drawer(page)).toContainText('One-time purchase');
  await expect(drawer(page)).toContainText('Subtotal$50');
  // spec §9: $50 spent earns free shipping.
  await expect(drawer(page)).toContainText('Your order ships free.');
  await axe('the cart drawer with a line');
});

test('keyboard alone: open, raise the quantity, remove; read back through get_cart_items', async ({
  page,
  axe,
  analytics,
}) => {
  await buyOn(page, '/green-and-airy', 'CHECKOUT - $50');
  await page.goto('/contact');
  await expect(badge(page)).toHaveAccessibleName('Cart, 1 item');

  await badge(page).focus();
  await page.keyboard.press('Enter');
  await expect(drawer(page)).toBeVisible();
  const increase = drawer(page).getByRole('button', { name: 'Increase quantity of Green & Airy' });
  await increase.focus();
  await page.keyboard.press('Enter');
  await expect(badge(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(drawer(page)).toContainText('$50 each');
  expect((await cartItems(page)).map(({ quantity }) => quantity)).toEqual([2]);
  await axe('the cart drawer after a quantity change');

  await drawer(page).getByRole('button', { name: 'Remove Green & Airy' }).focus();
  await page.keyboard.press('Enter');
  await expect(drawer(page)).toContainText('Your cart is empty.');
  await expect(badge(page)).toHaveAccessibleName('Cart, 0 items');
  expect(await cartItems(page)).toEqual([]);
  expect(analytics.names()).toContain('Product Removed');
  await axe('the empty cart drawer');

  // Escape closes it and focus goes back to the badge.
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(badge(page)).toBeFocused();
});

test('the store refuses more than the cart’s limit and keeps the line as it was', async ({ page }) => {
  // Whatever a client sends (decision 0124: at most 10 of a line).
  await buyOn(page, '/green-and-airy', 'CHECKOUT - $50');
  const [line] = await cartItems(page);
  const nonce = JSON.parse((await page.locator('script#pc-config').textContent()) ?? '{}').nonce as string;
  const refused = await page.request.post(AJAX, {
    form: { action: 'update_cart_item', key: line!.key, quantity: '11' },
    headers: { 'X-WP-Nonce': nonce },
  });
  expect(refused.status()).toBe(400);
  expect(await cartItems(page)).toMatchObject([{ quantity: 1 }]);
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the drawer fits the screen, every control reachable', async ({ page, axe }) => {
    await buyOn(page, '/green-and-airy', 'CHECKOUT - $50');
    await page.goto('/contact');
    await badge(page).click();
    await expect(drawer(page)).toBeVisible();
    const box = await drawer(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(320);
    const overflow = await drawer(page).evaluate((node) => node.scrollWidth - node.clientWidth);
    expect(overflow).toBe(0);
    await expect(drawer(page).getByRole('link', { name: 'Checkout' })).toBeInViewport();
    await axe('the cart drawer at 320 px');
  });
});

test('before its script the cart is a link to the checkout', async ({ page }) => {
  // The element scripts held back 2 s (a slow phone): the header's cart is the page's own link.
  await page.route('**/elements/pc-cart.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/contact');
  const link = headerCart(page).getByRole('link', { name: 'Cart' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(badge(page)).toBeVisible();
});

test('the checkout link of the drawer goes to the checkout', async ({ page }) => {
  await buyOn(page, '/green-and-airy', 'CHECKOUT - $50');
  await page.goto('/contact');
  await badge(page).click();
  await drawer(page).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(drawer(page)).toBeHidden();
});

test('the checkout changes quantities and removes lines the same way, from the keyboard', async ({
  page,
  axe,
}) => {
  await page.goto('/contact');
  await addToCart(page, HAND_CREAM.product, { variationId: HAND_CREAM.variation });
  await page.goto('/checkout');
  // spec §2 Cross-sell pop-up over the checkout: declined, so the cart is the shopper's to change.
  await crossSellDialog(page).getByRole('button', { name: 'NO THANKS' }).click();
  await expect(crossSellDialog(page)).toBeHidden();
  await expect(checkoutLines(page)).toHaveCount(1);

  const increase = main(page).getByRole('button', { name: /^Increase quantity of / });
  await increase.focus();
  await page.keyboard.press('Enter');
  await expect(checkoutLines(page).first()).toContainText('Quantity 2');
  await expect(badge(page)).toHaveAccessibleName('Cart, 2 items');
  // The redrawn cart keeps the focus on the same control.
  await expect(increase).toBeFocused();
  expect((await cartItems(page)).map(({ quantity }) => quantity)).toEqual([2]);
  await axe('/checkout after a quantity change');

  await main(page)
    .getByRole('button', { name: /^Remove / })
    .focus();
  await page.keyboard.press('Enter');
  await expect(main(page)).toContainText('Your cart is empty.');
  await expect(badge(page)).toHaveAccessibleName('Cart, 0 items');
  expect(await cartItems(page)).toEqual([]);
});

test('window.pc.cart on the store’s page: add, update, remove and the drawer, the header badge following (issue 46, decision 0191)', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(badge(page)).toHaveAccessibleName('Cart, 0 items');
  // A host's own script loads api.js (the store's pages allow no script tag from a test: Trusted Types).
  await page.evaluate(() => import(`${location.origin}/elements/api.js`));
  await page.waitForFunction(() => window.pc?.cart !== undefined);
  const added = await page.evaluate(
    ({ productId, variationId }) => window.pc!.cart!.add({ productId, variationId }),
    { productId: HAND_CREAM.product, variationId: HAND_CREAM.variation },
  );
  await expect(badge(page)).toHaveAccessibleName('Cart, 1 item');
  const key = added.items[0]!.key;
  await page.evaluate((line) => window.pc!.cart!.update(line, 3), key);
  await expect(badge(page)).toHaveAccessibleName('Cart, 3 items');
  expect((await cartItems(page)).map((line) => line.quantity)).toEqual([3]);
  await page.evaluate(() => window.pc!.cart!.open());
  await expect(drawer(page)).toBeVisible();
  await page.evaluate((line) => window.pc!.cart!.remove(line), key);
  await expect(badge(page)).toHaveAccessibleName('Cart, 0 items');
  expect(await cartItems(page)).toEqual([]);
  // Bad input is refused before anything is sent, with words a host can show.
  const refused = await page.evaluate(() =>
    window
      .pc!.cart!.add({ productId: 108, quantity: 0 })
      .catch((error: Error & { code: string }) => error.code),
  );
  expect(refused).toBe('pc_invalid_request');
});
