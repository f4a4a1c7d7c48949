import { addToCart, FACE_SET } from './cross-sell/store.ts';
import { expect, test } from './fixtures.ts';
import { pageErrors } from './pageErrors.ts';

// docs/decisions/0022, 0094: the modules a page preloads. The served page names each module before
// the script that runs it, and the demo's in-page moves preload only modules, never its stylesheet.

test.describe('the served page (docs/decisions/0094)', () => {
  for (const path of ['/quiz', '/candle/big-sur', '/checkout', '/']) {
    test(`${path} names its module preloads before its module script`, async ({ page }) => {
      const html = await (await page.request.get(path)).text();
      const head = html.slice(0, html.search(/<\/head>/i));
      const script = head.search(/<script\b[^>]*\btype="module"/i);
      const preloads = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/gi)];
      expect(script, 'the head runs the demo’s module script').toBeGreaterThan(-1);
      expect(preloads.length, 'the head preloads modules').toBeGreaterThan(0);
      for (const preload of preloads) expect(preload.index, preload[1]).toBeLessThan(script);
      // The script itself is among them, before it.
      const src = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/i.exec(head)?.[1];
      expect(preloads.map((preload) => preload[1])).toContain(src);
    });
  }
});

test.describe('in-page moves to /checkout and the order page (docs/decisions/0094)', () => {
  /** spec §3 sample sets: with the face set, every category, so no cross-sell offer over the checkout. */
  const HAIR_SET = 202;
  const BODY_SET = 203;

  test('preload only modules, with no console error', async ({ page }) => {
    const problems = pageErrors(page);
    // The index: the demo draws it with its router, which then routes in the page.
    await page.goto('/');
    for (const set of [FACE_SET, HAIR_SET, BODY_SET]) await addToCart(page, set);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const placeOrder = page.getByRole('button', { name: 'PLACE ORDER' });
    await expect(placeOrder).toBeVisible();
    await placeOrder.click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/);
    await expect(page.locator('#pc-main pc-post-purchase-survey')).toBeAttached();

    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    );
    expect.soft(preloaded.filter((href) => !new URL(href).pathname.endsWith('.js'))).toEqual([]);
    // Whatever the order page loads meanwhile has had its time to fail.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    expect(problems).toEqual([]);
  });
});
