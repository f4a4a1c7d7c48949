import type { Page } from '@playwright/test';
import { addToCart, completions, FACE_SET, recordCompletions } from './cross-sell/store.ts';
import { expect, test } from './fixtures.ts';
import { escapeSurvey } from './journey/checkoutPage.ts';
import { pageLoads } from './pageLoads.ts';
import { retype } from './typing.ts';

// The pages a shopper and the shop owner come back to (spec §2 order-received and /account/orders,
// docs/decisions/0117; the owner's /insights, docs/decisions/0119), reached every way a user arrives,
// not only on a fresh load: an in-page route change from a link, back and forward, another tab, and a
// link shared with someone else (another browser: another session, which must see none of it).

const main = (page: Page) => page.locator('#pc-main');

/** /checkout with the cross-sell pop-up done first (NO THANKS if it offers), then PLACE ORDER. */
const placeOrder = async (page: Page): Promise<string> => {
  await page.goto('/checkout');
  const popup = page.getByRole('dialog', { name: 'Complete Your Upgrade' });
  await expect.poll(async () => (await completions(page)).length > 0 || (await popup.isVisible())).toBe(true);
  if (await popup.isVisible()) await popup.getByRole('button', { name: 'NO THANKS' }).click();
  await expect(popup).toHaveCount(0);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/);
  // spec §2: the survey opens over the order page; Escape closes it.
  await escapeSurvey(page);
  return page.url().split('/').pop()!;
};

test('a customer’s orders and order page: from the FAQ link, back and forward in the page, another tab, a shared link', async ({
  page,
  qa,
  browser,
}) => {
  await recordCompletions(page);
  await page.goto('/contact');
  await qa.identity(true);
  // Logging in gives the session a new nonce (spec §6): the page that carries it.
  await page.goto('/contact');
  await addToCart(page, FACE_SET, { cadence: 9 });
  const orderId = await placeOrder(page);
  const order = page.getByRole('region', { name: `Order #${orderId}` });

  // spec §2 Contact page: the subscription answer links to the customer's orders (a plain link).
  await page.goto('/contact');
  await page.getByRole('button', { name: 'How do I manage or cancel my subscription?' }).click();
  await page.getByRole('link', { name: 'your orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page).toHaveTitle('Your orders | Personal Care Co.');
  await expect(order).toContainText('Every 9 Weeks');

  // A header link routes away in the page; back routes to the orders in the page (their data fetched
  // then, not printed), forward and back again: the same list each time, without a load.
  const loads = await pageLoads(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(main(page).locator('pc-contact')).toBeAttached();
  await expect(order).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveTitle('Your orders | Personal Care Co.');
  await expect(order).toContainText('Every 9 Weeks');
  await page.goForward();
  await expect(main(page).locator('pc-contact')).toBeAttached();
  await page.goBack();
  await expect(order).toContainText('Every 9 Weeks');
  expect(loads).toEqual([]);

  // The order's own page from its link, and back to the list.
  await page.getByRole('link', { name: `View order #${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/order-received/${orderId}$`));
  await expect(page.getByRole('region', { name: 'Order details' })).toContainText('A confirmation goes to');
  await page.goBack();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(order).toContainText('Every 9 Weeks');

  // Another tab of the same browser: the same session, the same orders, the same order page.
  const tab = await page.context().newPage();
  await tab.goto('/account/orders');
  await expect(tab.getByRole('region', { name: `Order #${orderId}` })).toContainText('Every 9 Weeks');
  await tab.goto(`/checkout/order-received/${orderId}`);
  await expect(tab.getByRole('region', { name: 'Order details' })).toContainText('A confirmation goes to');
  await tab.close();

  // The links shared with someone else (another browser, another session): none of it is theirs.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto('/account/orders');
  await expect(theirs.getByText(/Log in to see your orders here/)).toBeVisible();
  await expect(theirs.getByRole('region', { name: `Order #${orderId}` })).toHaveCount(0);
  const shared = await theirs.goto(`/checkout/order-received/${orderId}`);
  expect(shared?.status()).toBe(404);
  await expect(theirs.getByRole('region', { name: 'Order details' })).toHaveCount(0);
  await other.close();
});

const DEMO_OWNER = { email: 'owner@pcstore.example', password: 'candle-ledger-42' };

test('the owner’s report: signed in once, it is there after an in-page route away and back, forward, in another tab; a shared link asks to sign in', async ({
  page,
  browser,
}) => {
  const report = (on: Page) => on.locator('#pc-main pc-insights');
  const loaded = (on: Page) => report(on).getByRole('status');
  await page.goto('/insights');
  await retype(report(page).getByLabel('Email'), DEMO_OWNER.email);
  await retype(report(page).getByLabel('Password'), DEMO_OWNER.password);
  await report(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(loaded(page)).toHaveText(/loaded\.$/);

  // A header link routes in the page; back brings the report again, still signed in, without a load.
  const loads = await pageLoads(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(main(page).locator('pc-contact')).toBeAttached();
  await expect(page).toHaveTitle('Contact us | Personal Care Co.');
  await page.goBack();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page).toHaveTitle('Shop insights | Personal Care Co.');
  await expect(report(page).getByText(`Signed in as ${DEMO_OWNER.email}`, { exact: true })).toBeVisible();
  await expect(loaded(page)).toHaveText(/loaded\.$/);
  await page.goForward();
  await expect(main(page).locator('pc-contact')).toBeAttached();
  expect(loads).toEqual([]);

  // Another tab: the owner's cookie is the browser's, so the report opens signed in.
  const tab = await page.context().newPage();
  await tab.goto('/insights');
  await expect(report(tab).getByText(`Signed in as ${DEMO_OWNER.email}`, { exact: true })).toBeVisible();
  await expect(loaded(tab)).toHaveText(/loaded\.$/);
  await tab.close();

  // The address shared with someone else: a sign-in form, no figures, and the report's call refused.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto('/insights');
  await expect(report(theirs).getByRole('heading', { name: 'Shop owner sign-in' })).toBeVisible();
  await expect(report(theirs).getByRole('table')).toHaveCount(0);
  expect((await theirs.request.get('/wp-json/pc/v1/owner/self')).status()).toBe(403);
  await other.close();
});
