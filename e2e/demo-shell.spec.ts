import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pageLoads } from './pageLoads.ts';
import { shopperPage } from './shopperPage.ts';

// A tester's page (fixtures.ts `qaPanelOpen`): the QA panel itself.
test.use({ qaPanelOpen: true });

// docs/decisions/0058: a shopper's page runs only what its first view needs. The demo's router
// (single-spa) loads on the first route change, the QA panel's code when a tester opens it; neither
// changes what the page does. A fresh context stands for the shopper: the fixtures' `page` is a
// tester's, with the panel open.

const qaToggle = (page: Page) =>
  page.getByRole('complementary', { name: 'QA panel' }).getByRole('button', { name: 'QA panel' });

test('a server-rendered route loads neither the router nor the QA panel until they are needed', async ({
  browser,
}) => {
  const { page, chunks } = await shopperPage(browser);
  await page.goto('/contact', { waitUntil: 'networkidle' });
  await expect(page.locator('#pc-main pc-contact')).toBeAttached();
  await page.waitForFunction(() => customElements.get('pc-contact') !== undefined);
  // The QA panel's toggle, the consent banner and the chat widget come once the page settles (decision
  // 0201): their one small script, not the panel's code.
  await expect(qaToggle(page)).toBeVisible();
  expect(chunks()).toEqual(['index', 'afterSettle']);
  // The route's title is in the served HTML (the router, which sets it on route changes, is not here).
  await expect(page).toHaveTitle('Contact us | Personal Care Co.');
  await expect(qaToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
  ).toHaveAttribute('aria-current', 'page');

  // A header link routes in the page: no load, the router came with it.
  const loads = await pageLoads(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gift cards' }).click();
  await expect(page.locator('#pc-main pc-gift-cards')).toBeAttached();
  await expect(page).toHaveTitle('Gift cards | Personal Care Co.');
  expect(loads).toEqual([]);
  expect(chunks()).toContain('router');
  expect(chunks()).not.toContain('panel');

  // Back to the server's own view: the element it rendered, routed back to, not reloaded.
  await page.goBack();
  await expect(page.locator('#pc-main pc-contact')).toBeAttached();
  expect(loads).toEqual([]);
  await page.context().close();
});

test('the QA panel opens from its heading, loads then, and stays open across reloads', async ({
  browser,
}) => {
  const { page, chunks } = await shopperPage(browser);
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const panel = page.getByRole('complementary', { name: 'QA panel' });
  await expect(panel.getByRole('region', { name: 'Cart' })).toBeHidden();
  // Where the content sits (its box may grow taller beside a taller panel: the grid row's height).
  const place = async () => {
    const box = await page.locator('#pc-main').boundingBox();
    return box && { x: box.x, y: box.y, width: box.width };
  };
  const before = await place();

  await qaToggle(page).click();
  await expect(qaToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('region', { name: 'Cart' }).getByText('Cart is empty')).toBeVisible();
  expect(chunks()).toContain('panel');
  // Opening it moves nothing of the page (docs/decisions/0023).
  expect(await place()).toEqual(before);

  await page.reload();
  await expect(qaToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('region', { name: 'Cart' })).toBeVisible();

  await qaToggle(page).click();
  await expect(panel.getByRole('region', { name: 'Cart' })).toBeHidden();
  await page.context().close();
});

test('an analytics event fired before the panel opens is listed when it opens', async ({ browser }) => {
  const { page } = await shopperPage(browser);
  await page.goto('/contact', { waitUntil: 'networkidle' });
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('pc-analytics', { detail: { event: 'Shell Check', properties: {} } }),
    ),
  );
  await qaToggle(page).click();
  const log = page
    .getByRole('complementary', { name: 'QA panel' })
    .getByRole('log', { name: 'Analytics events' });
  await expect(log.getByText('Shell Check')).toBeVisible();
  await page.context().close();
});
