import { expect, test } from './fixtures.ts';

// docs/decisions/0126: a buying control of a server-rendered element works before its script has
// run. The element scripts are held back 2 s (a slow phone); the shopper presses the server's button
// at once; the press is replayed when the element has hydrated: one add, then where spec §4 says
// (the launch and candle CHECKOUT: add to cart, then /checkout).

const AJAX = '/wp-admin/admin-ajax.php';

for (const { path, tag, button } of [
  { path: '/green-and-airy', tag: 'pc-launch', button: 'CHECKOUT - $50' },
  { path: '/candle/arashiyama', tag: 'pc-candle', button: 'CHECKOUT - $48' },
]) {
  test(`${path}: ${button} pressed before the script adds once and goes to /checkout`, async ({ page }) => {
    await page.route(/\/elements\/pc-[a-z-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const control = page.locator('#pc-main').getByRole('button', { name: button }).first();
    await expect(control).toBeVisible();
    expect(await page.evaluate((name) => customElements.get(name) === undefined, tag)).toBe(true);
    await control.click();
    // Pressed on the server's HTML: the element was not defined yet.
    expect(await page.evaluate((name) => customElements.get(name) === undefined, tag)).toBe(true);
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
    const cart = (await (await page.request.get(`${AJAX}?action=get_cart_items`)).json()).data;
    expect(cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([1]);
  });
}

// docs/decisions/0229: pressed before any of the page's scripts has arrived (the demo's boot script
// too: on a slow network the press came before it and was lost), it is the early script in the page's
// head that records it.
test('/green-and-airy: CHECKOUT pressed before any script of the page adds once and goes to /checkout', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/(demo|elements)\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not 'domcontentloaded': the page's module scripts, held, run before that event.
  await page.goto('/green-and-airy', { waitUntil: 'commit' });
  const control = page.locator('#pc-main').getByRole('button', { name: 'CHECKOUT - $50' }).first();
  await control.click();
  expect(await page.evaluate(() => customElements.get('pc-launch') === undefined)).toBe(true);
  release();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
  const cart = (await (await page.request.get(`${AJAX}?action=get_cart_items`)).json()).data;
  expect(cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([1]);
});

// docs/decisions/0226: the quiz's name typed and Enter pressed on the server's field, before the script
// (a slow phone): once hydrated the field shows the name trimmed, as Enter does (spec §4, §5).
test('/quiz: the name typed and Enter pressed before the script is committed once hydrated', async ({
  page,
}) => {
  await page.route(/\/elements\/pc-[a-z-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/quiz', { waitUntil: 'domcontentloaded' });
  const name = page
    .locator('#pc-main pc-quiz')
    .getByRole('textbox', { name: "What's your first name?", exact: true });
  await expect(name).toBeVisible();
  await name.pressSequentially('  Alex ');
  await name.press('Enter');
  expect(await page.evaluate(() => customElements.get('pc-quiz') === undefined)).toBe(true);
  await expect(name).toHaveValue('Alex', { timeout: 15_000 });
});
