import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { loggedEvents } from './quiz/journeys.ts';
import { addThroughApi, cartLines, cartWithLines, isProceedCheck, recordRequests } from './results/cart.ts';
import { ResultsPage } from './results/ResultsPage.ts';
import { EVENT, TEXT } from './results/storeSpec.ts';
import { anotherSurvey, PROFILES, servedResults, takeSurvey } from './results/surveys.ts';

// A tester's page (fixtures.ts `qaPanelOpen`): the QA panel's analytics log.
test.use({ qaPanelOpen: true });

// spec §7 analytics 'Product Removed' (sent once per removed product, with the product's fields) and
// spec §4 Results "re-checked on cart change": a change made in another tab reaches a results tab
// that never touched the cart. Real store, real BroadcastChannel between two pages of one browser.

test.describe.configure({ timeout: 60_000 });

/** The other survey's log id (a real survey of the session: results/surveys.ts anotherSurvey). */
let OTHER_SURVEY = '';

/** The properties of each logged event named `event` in the QA panel (JSON, docs/architecture.md "Analytics"). */
async function loggedProperties(page: Page, event: string): Promise<Record<string, unknown>[]> {
  const items: Locator = loggedEvents(page, event);
  const texts = await items.locator('.qa-event-properties').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Another survey's tailored conditioner (twice: one line of 2) and an untailored hand cream line. */
async function fillWithAnotherOrder(page: Page) {
  const hairSet = (await servedResults(page)).allProducts.find((product) => product.name === 'Hair Set');
  const conditioner = hairSet?.products.find((item) => /Conditioner$/.test(item.name));
  if (!conditioner) throw new Error('the Hair Set has no conditioner');
  OTHER_SURVEY = await anotherSurvey(page);
  const form = {
    'add-to-cart': String(conditioner.id),
    variation_id: String(conditioner.variationId),
    [`convert_to_sub_${conditioner.id}`]: '10',
    survey_log_id: OTHER_SURVEY,
  };
  await addThroughApi(page, form);
  await addThroughApi(page, form);
  await addThroughApi(page, { 'add-to-cart': '108' }); // the hand cream, bought once, untailored
  return cartWithLines(page, 2);
}

test.describe("spec §7 'Product Removed'", () => {
  test('Clear Cart And Proceed sends it once per removed product, with the fields of Product Added', async ({
    page,
    results,
  }) => {
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    const before = await fillWithAnotherOrder(page);
    await expect(loggedEvents(page, EVENT.productRemoved)).toHaveCount(0);

    await results.card('Your Hand Set').addButton.click();
    await results.conflictDialog.getByRole('button', { name: TEXT.clearAndProceed, exact: true }).click();
    await expect(results.addedBanner).toBeVisible();

    await expect(loggedEvents(page, EVENT.productRemoved)).toHaveCount(2);
    const removed = await loggedProperties(page, EVENT.productRemoved);
    const added = await loggedProperties(page, EVENT.productAdded);
    // The same field set as 'Product Added'.
    for (const properties of removed)
      expect(Object.keys(properties).sort()).toEqual(Object.keys(added[0]!).sort());
    expect(
      removed
        .map((properties) => [properties.product_id, properties.quantity, properties.survey_log_id])
        .sort(),
    ).toEqual(before.map((line) => [line.productId, line.quantity, line.surveyLogId]).sort());
    const conditioner = removed.find((properties) => properties.survey_log_id === OTHER_SURVEY);
    const line = before.find((candidate) => candidate.surveyLogId === OTHER_SURVEY)!;
    expect(conditioner).toMatchObject({
      product_id: line.productId,
      variant: line.variationId,
      sku: line.sku,
      name: line.name,
      price: line.price,
      quantity: 2,
      subscription: true,
      cadence: 10,
    });
    // Only this survey's Hand Set is left.
    expect((await cartLines(page)).map((item) => item.name)).toEqual(['Hand Set']);
  });

  test('an add removes nothing: no Product Removed', async ({ page, results }) => {
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    await results.card('Your Hand Set').addButton.click();
    await expect(loggedEvents(page, EVENT.productAdded)).toHaveCount(1);
    await results.card('Your Face Set').addButton.click();
    await expect(loggedEvents(page, EVENT.productAdded)).toHaveCount(2);
    await expect(loggedEvents(page, EVENT.productRemoved)).toHaveCount(0);
  });
});

test.describe('spec §4 a cart change in another tab', () => {
  test("a results tab that has only been open shows 'Proceed To Checkout' after another tab adds", async ({
    page,
    results,
  }) => {
    // This tab opens its results and does nothing more: it never reads or writes the cart.
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    const checks = recordRequests(page, isProceedCheck);
    await expect(results.proceedLink).toHaveCount(0);

    // Another tab of the same shopper adds to the cart.
    const other = await page.context().newPage();
    await other.goto(page.url());
    const otherResults = new ResultsPage(other);
    await otherResults.waitUntilRendered();
    await otherResults.card('Your Hand Set').addButton.click();
    await cartWithLines(other, 1);

    // The first tab heard it, asked the store again, and shows the banner 2.5 s after its yes.
    await expect.poll(() => checks.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(results.proceedLink).toBeVisible({ timeout: 10_000 });
    await expect(results.proceedLink).toHaveAttribute('href', '/checkout');
  });
});
