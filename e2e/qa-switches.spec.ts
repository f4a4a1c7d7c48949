import type { Page } from '@playwright/test';
import { addToCart, cartLines, HAND_CREAM, placeOrder, storedAnswers } from './cross-sell/store.ts';
import { CHROMIUM_ONLY, expect, test } from './fixtures.ts';

// A tester's page (fixtures.ts `qaPanelOpen`): the QA panel itself.
test.use({ qaPanelOpen: true });

// Issue 44 items 1, 2 and 5 (docs/decisions/0189): the QA panel's stock and fault switches over the
// real store server, on a phone's width, by keyboard, axe-clean. Which session sees a switch, the
// reset, every call's hook and production's 404 are server tests (qa/stockAndFaultSwitches.test.ts,
// qa/modes.test.ts); here, what an element shows once a switch is set.

const LAUNCH = '/green-and-airy';
const FALLBACK = 'Something went wrong, please try again';
const MESSAGE = 'QA: the cart is closed for stocktaking.';

const panel = (page: Page) => page.getByRole('complementary', { name: 'QA panel' });
const launch = (page: Page) => page.locator('pc-launch');
const checkout = (page: Page) =>
  launch(page)
    .getByRole('button', { name: /^CHECKOUT - \$\d+$/ })
    .first();

const openLaunch = async (page: Page) => {
  await page.goto(LAUNCH);
  await expect(launch(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(panel(page).getByRole('region', { name: 'Faults' })).toBeVisible();
};

/** Sets a fault with the store's QA call, as the panel does (`POST /__qa/faults`). */
const fault = async (page: Page, nonce: string, body: unknown) => {
  const response = await page.request.post('/__qa/faults', { data: body, headers: { 'X-WP-Nonce': nonce } });
  expect(response.ok(), await response.text()).toBe(true);
};

test.describe('QA switches', { tag: CHROMIUM_ONLY }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('at 390 px, by keyboard: a fault shows its message; stock shows SOLD OUT and the backorder note', async ({
    page,
    axe,
  }) => {
    await openLaunch(page);
    const faults = panel(page).getByRole('region', { name: 'Faults' });
    await faults.getByLabel('Call').selectOption({ label: 'POST admin-ajax add-to-cart' });
    await faults.getByLabel('Failure').selectOption({ label: 'Error with a message (400)' });
    await faults.getByLabel('Message shown (error)').focus();
    await page.keyboard.type(MESSAGE);
    await faults.getByLabel('Every answer until cleared').focus();
    await page.keyboard.press('Space');
    await faults.getByRole('button', { name: 'Set fault' }).focus();
    await page.keyboard.press('Enter');
    await expect(faults.getByRole('listitem')).toHaveText(
      `POST admin-ajax add-to-cart: Error with a message (400), “${MESSAGE}”, every answer`,
    );
    // spec §8: "Invalid-parameter response from the REST layer: rejected with the server message".
    await checkout(page).click();
    await expect(launch(page).getByText(MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${LAUNCH}$`));
    await faults.getByRole('button', { name: 'Clear faults' }).click();
    await expect(faults.getByRole('listitem')).toHaveCount(0);

    // The panel fits the phone: nothing wider than the viewport, and axe finds nothing.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axe();

    // spec §4 Stock and buy button: sold out, then backorder, for this session.
    const stock = panel(page).getByRole('region', { name: 'Stock' });
    const green = await stock
      .locator('option', { hasText: 'Green & Airy Cologne' })
      .first()
      .getAttribute('value');
    await stock.getByLabel('Variation').selectOption(green!);
    await stock.getByLabel('Stock status').selectOption('outofstock');
    let reloaded = page.waitForEvent('load');
    await stock.getByRole('button', { name: 'Apply stock' }).focus();
    await page.keyboard.press('Enter');
    await reloaded;
    await expect(launch(page).getByRole('button', { name: 'SOLD OUT' }).first()).toBeDisabled();
    await expect(stock.getByRole('listitem')).toHaveText(
      /Green & Airy Cologne: Sold out \(catalogue: In stock\)/,
    );

    await stock.getByLabel('Variation').selectOption(green!);
    await stock.getByLabel('Stock status').selectOption('onbackorder');
    reloaded = page.waitForEvent('load');
    await stock.getByRole('button', { name: 'Apply stock' }).click();
    await reloaded;
    await expect(checkout(page)).toBeEnabled();
    await expect(launch(page).getByText('NEXT BATCH SHIPS IN 4 WEEKS').first()).toBeVisible();

    // The panel's reset puts the catalogue's stock back.
    reloaded = page.waitForEvent('load');
    await panel(page).getByRole('button', { name: 'Reset data' }).click();
    await reloaded;
    await expect(launch(page).getByText('NEXT BATCH SHIPS IN 4 WEEKS')).toHaveCount(0);
    await expect(stock.getByRole('listitem')).toHaveCount(0);
  });

  // spec §8 "add to cart fails" (the launch page): each failure a QA session can set, and what shows.
  test('each failure of add-to-cart shows spec §8 words, and the page stays', async ({ page, qa }) => {
    await openLaunch(page);
    const nonce = await qa.nonce();
    for (const [set, shown] of [
      [{ kind: 'error', message: MESSAGE }, MESSAGE],
      [{ kind: '500' }, FALLBACK],
      [{ kind: '503', ms: 1000 }, FALLBACK],
      [{ kind: 'drop' }, FALLBACK],
      [{ kind: 'timeout', ms: 500 }, FALLBACK],
    ] as const) {
      await fault(page, nonce, { call: 'addToCart', fault: { ...set, times: null } });
      await openLaunch(page);
      await checkout(page).click();
      await expect(launch(page).getByText(shown), JSON.stringify(set)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${LAUNCH}$`));
      await fault(page, nonce, { fault: null });
    }
    // A delay only slows it: the cart takes the line and checkout opens.
    await fault(page, nonce, { call: 'addToCart', fault: { kind: 'delay', ms: 300 } });
    await openLaunch(page);
    await checkout(page).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  // spec §8 "Cross-sell post fails: pop-up hides", "Post-purchase post fails: modal closes", set by QA.
  test('a failed cross-sell post hides the pop-up; a failed survey post closes the modal', async ({
    page,
    qa,
  }) => {
    await page.goto('/contact');
    const nonce = await qa.nonce();
    await addToCart(page, HAND_CREAM.product, { variationId: HAND_CREAM.variation });
    await fault(page, nonce, { call: 'postCrossSell', fault: { kind: '500', times: null } });
    await page.goto('/checkout');
    const crossSell = page.getByRole('dialog', { name: 'Complete Your Upgrade' });
    await expect(crossSell).toBeVisible();
    await crossSell.getByRole('button', { name: /^SUBSCRIBE/ }).click();
    await expect(crossSell).toHaveCount(0);
    // It hid because the post failed: the store took no upgrade.
    const before = await cartLines(page);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ cadence: 0, quantity: 1 });

    const order = await placeOrder(page);
    await fault(page, nonce, { call: 'postPostPurchaseEvent', fault: { kind: 'drop', times: null } });
    await page.goto(`/checkout/order-received/${order}`);
    const survey = page.getByRole('dialog', { name: 'HOW DID YOU FIND OUT ABOUT US?' });
    await expect(survey).toBeVisible();
    await survey.getByRole('button', { name: 'Facebook' }).click();
    await expect(survey).toHaveCount(0);
    expect(await storedAnswers(page, order)).toEqual([]);
  });
});
