import type { Page, Route } from '@playwright/test';
import { addToCart, cartLines, FACE_SET } from './cross-sell/store.ts';
import { expect, test } from './fixtures.ts';

// docs/decisions/0092, 0129: a write whose answer is lost after the store applied it (the connection
// drops on the way back) is sent again by the element with the same Idempotency-Key, and the store
// answers it as the first time without applying it again. The fault is the spec §8 network failure,
// injected after the real store answered: the request reaches the real server, its answer never
// reaches the page.

/** Lets the first request matching `matches` reach the store, then drops its answer; returns its body. */
const loseFirstAnswer = async (page: Page, matches: (route: Route) => boolean) => {
  let first: Promise<string> | undefined;
  await page.route('**/*', async (route) => {
    if (first !== undefined || !matches(route)) return route.fallback();
    first = route.fetch().then((response) => response.text());
    await first;
    await route.abort('failed');
  });
  return () => first;
};

const isPost = (route: Route, path: string) =>
  route.request().method() === 'POST' && new URL(route.request().url()).pathname === path;

test('a lost add-to-cart answer: the element retries with the same key, the cart holds one', async ({
  page,
}) => {
  await page.goto('/green-and-airy');
  await page.waitForFunction(() => customElements.get('pc-launch') !== undefined);
  const lost = await loseFirstAnswer(page, (route) => isPost(route, '/wp-admin/admin-ajax.php'));
  await page.locator('pc-launch').getByRole('button', { name: 'CHECKOUT - $50' }).first().click();
  await expect(page).toHaveURL('/checkout');
  expect(await lost()).toContain('"success":true');
  expect(await cartLines(page)).toEqual([
    expect.objectContaining({ name: 'Green & Airy Cologne', quantity: 1 }),
  ]);
});

test('a lost place-order answer: the retry lands on that order, and no second one is made', async ({
  page,
}) => {
  // The three sets, once: every category in the cart, so the cross-sell offers nothing and completes.
  await page.addInitScript(() => {
    window.addEventListener('pc-complete', () => {
      (window as unknown as { crossSellDone: boolean }).crossSellDone = true;
    });
  });
  await page.goto('/');
  for (const set of [FACE_SET, FACE_SET + 1, FACE_SET + 2]) await addToCart(page, set);
  await page.goto('/checkout');
  await page.waitForFunction(() => 'crossSellDone' in window);
  const placeOrder = page.getByRole('button', { name: 'PLACE ORDER' });
  const lost = await loseFirstAnswer(page, (route) => isPost(route, '/wp-json/pc/v1/checkout/order'));
  await placeOrder.click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/);
  const { orderId } = JSON.parse((await lost()) ?? '{}') as { orderId: string };
  expect(page.url()).toMatch(new RegExp(`/checkout/order-received/${orderId}$`));
  // The first attempt emptied the cart; the retry made no order of an empty cart.
  expect(await cartLines(page)).toEqual([]);
});
