import type { Page } from '@playwright/test';
import { AJAX, addToCart, HAND_CREAM } from './cross-sell/store.ts';
import { expect, test } from './fixtures.ts';
import { layoutShifts } from './layoutShifts.ts';
import { pageLoads } from './pageLoads.ts';
import { shopperPage } from './shopperPage.ts';

// docs/decisions/0063 (design.md "First paint"): the checkout and order-received frames are in the HTML the
// store server sends, as every element route's first view is (decision 0020); the page runs the
// element and, on /checkout, the frame's own small script (PLACE ORDER, the cart re-read), and the
// router (single-spa) only on the first route change (decision 0058). Nothing moves as it loads.
// A fresh context stands for the shopper, and records the demo chunks the page asks for (shopperPage.ts).

const mainOf = (html: string) => /<main id="pc-main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

/** Remembers the main region's heading and frame as the parser left them, before any script ran. */
const rememberServedFrame = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { __served: Element[] }).__served = [
        ...document.querySelectorAll('#pc-main > h1, #pc-main > [data-frame], #pc-main > [data-frame] *'),
      ];
    });
  });

/** Whether every remembered node is still in the page (the frame was adopted, not drawn again). */
const servedFrameStays = (page: Page) =>
  page.evaluate(() => {
    const served = (window as unknown as { __served?: Element[] }).__served ?? [];
    return { count: served.length, gone: served.filter((node) => !node.isConnected).length };
  });

const placeOrder = async (page: Page): Promise<string> => {
  const nonce = JSON.parse((await page.locator('script#pc-config').textContent()) ?? '{}').nonce;
  const placed = await page.request.post('/wp-json/pc/v1/checkout/order', {
    data: {},
    headers: { 'X-WP-Nonce': nonce },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { orderId: string }).orderId;
};

test.describe('the checkout frames come with the page (decision 0063)', () => {
  test('/checkout: the served HTML holds the cart, PLACE ORDER and the cross-sell; no router until a route change', async ({
    browser,
  }) => {
    const { page, chunks, forget } = await shopperPage(browser);
    await page.goto('/');
    await addToCart(page, HAND_CREAM.product, { variationId: HAND_CREAM.variation });

    // The first view is in the HTML: heading, the cart's line and totals, PLACE ORDER, then the element.
    const html = await (await page.request.get('/checkout')).text();
    const main = mainOf(html);
    expect(main).toMatch(/^<h1 tabindex="-1" data-page-heading="">Checkout<\/h1><section class="checkout"/);
    expect(main).toContain('Hand Cream');
    expect(main).toContain('<button type="button" class="checkout-place">PLACE ORDER</button>');
    expect(main).toMatch(/<\/section><pc-cross-sell><template shadowrootmode="open">/);
    // The page names the frame's script and not the router's.
    expect(html).toMatch(/<link rel="modulepreload" href="\/demo\/assets\/checkoutFrame-[\w-]{8}\.js">/);
    expect(html).not.toContain('/demo/assets/router-');

    await rememberServedFrame(page);
    forget();
    await page.goto('/checkout', { waitUntil: 'networkidle' });
    await page.waitForFunction(() => customElements.get('pc-cross-sell') !== undefined);
    expect(chunks()).not.toContain('router');
    expect(await layoutShifts(page)).toEqual([]);
    const stays = await servedFrameStays(page);
    expect(stays.count).toBeGreaterThan(10);
    expect(stays.gone).toBe(0);

    // The cross-sell offers its set: BUY ONCE, and the frame re-reads the cart (no router for that).
    const buyOnce = page.getByRole('button', { name: /^BUY ONCE/ });
    await expect(buyOnce).toBeVisible();
    await buyOnce.click();
    const lines = page
      .locator('#pc-main')
      .getByRole('list', { name: 'Items in your cart' })
      .getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(page.locator('#pc-main [role="status"]')).toHaveText(
      /^Cart updated\. Total \$\d+(\.\d\d)?\.$/,
    );
    expect(chunks()).not.toContain('router');

    // PLACE ORDER routes in the page: the router loads with it, the document stays.
    const loads = await pageLoads(page);
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order received' })).toBeVisible();
    expect(loads).toEqual([]);
    expect(chunks()).toContain('router');
    const cart = await (await page.request.get(`${AJAX}?action=get_cart_items`)).json();
    expect(cart.data.items).toEqual([]);
    await page.context().close();
  });

  test('/checkout with an empty cart: its quiz link routes in the page once the router comes', async ({
    browser,
  }) => {
    const { page, chunks } = await shopperPage(browser);
    await page.goto('/checkout', { waitUntil: 'networkidle' });
    await expect(page.locator('#pc-main')).toContainText('Your cart is empty.');
    expect(chunks()).not.toContain('router');
    const loads = await pageLoads(page);
    await page.locator('#pc-main').getByRole('link', { name: 'Take the quiz' }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.locator('#pc-main > pc-quiz')).toBeAttached();
    expect(loads).toEqual([]);
    expect(chunks()).toContain('router');
    await page.context().close();
  });

  test('/checkout/order-received/{id}: the thank-you in the served HTML, the survey over it, no router until a route change', async ({
    browser,
  }) => {
    const { page, chunks, forget } = await shopperPage(browser);
    await page.goto('/');
    await addToCart(page, HAND_CREAM.product, { variationId: HAND_CREAM.variation });
    const orderId = await placeOrder(page);
    const path = `/checkout/order-received/${orderId}`;

    const html = await (await page.request.get(path)).text();
    expect(mainOf(html)).toMatch(
      new RegExp(
        // The order itself after the thank-you (decision 0117), then the survey.
        `^<h1 tabindex="-1" data-page-heading="">Order received</h1><p class="order-received" data-frame="order-received">Thank you\\. Your order #${orderId} has been received\\.</p><section class="order" aria-labelledby="order-${orderId}">.*?</section><pc-post-purchase-survey><template shadowrootmode="open">`,
      ),
    );
    expect(html).not.toContain('/demo/assets/router-');
    expect(html).not.toContain('/demo/assets/checkoutFrame-');

    await rememberServedFrame(page);
    forget();
    await page.goto(path, { waitUntil: 'networkidle' });
    // The survey opens over the thank-you (spec §4: it appears when its options load).
    await expect(page.getByRole('dialog', { name: 'HOW DID YOU FIND OUT ABOUT US?' })).toBeVisible();
    // What comes once the page settles (the QA panel's toggle, decision 0201), then nothing of the frame's.
    await expect(page.locator('#pc-qa')).toBeVisible();
    expect(chunks()).toEqual(['index', 'afterSettle']);
    expect(await servedFrameStays(page)).toEqual({ count: 2, gone: 0 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await layoutShifts(page)).toEqual([]);

    // A header link routes in the page with the router it brings.
    const loads = await pageLoads(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.locator('#pc-main')).toContainText('Your cart is empty.');
    expect(loads).toEqual([]);
    expect(chunks()).toContain('router');
    await page.context().close();
  });
});
