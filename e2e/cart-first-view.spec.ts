import { expect, test } from './fixtures.ts';
import { layoutShifts } from './layoutShifts.ts';

// The demo header's <pc-cart> is not server-rendered (docs/decisions/0124): until its script has run,
// which the demo loads once the page has settled, it is the page's link to the checkout, in a box
// the header gives both (demo/src/styles.css .site-cart). Its badge replacing that link moves nothing
// (design.md "First paint": nothing shifts), on a phone and on a wide screen.

for (const width of [320, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of ['/contact', '/green-and-airy']) {
      test(`${path}: the cart's link, then its badge, with no layout shift`, async ({ page }) => {
        // Held back 2 s, so the badge comes well after the page's first paint.
        await page.route('**/elements/pc-cart.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2000));
          await route.continue();
        });
        await page.goto(path);
        const cart = page.locator('header pc-cart');
        await expect(cart.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/checkout');
        await expect(cart.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible({ timeout: 10_000 });
        expect(await layoutShifts(page)).toEqual([]);
      });
    }
  });
}
