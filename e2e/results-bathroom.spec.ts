import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { loggedEvents } from './quiz/journeys.ts';
import { addThroughApi, cartLines, cartWithLines, recordRequests } from './results/cart.ts';
import { ResultsPage } from './results/ResultsPage.ts';
import { BATHROOM, CADENCE, EVENT, PRICE, TEXT } from './results/storeSpec.ts';
import { anotherSurvey, PROFILES, pageNonce, servedResults, takeSurvey } from './results/surveys.ts';

// A tester's page (fixtures.ts `qaPanelOpen`): the QA panel's analytics log.
test.use({ qaPanelOpen: true });

// spec §2 Results "Bathroom module" on /quizresult and /quizresult-cologne: '{name} Essentials', the
// products, a struck-through original price and the discounted price in the CHECKOUT button,
// 'SMART REPLENISHMENTS. CANCEL ANYTIME.', MORE INFO + / CLOSE details, the free-shipping note only
// when enabled; spec §7 bathroom_module GET and POST. The collapse when scrolled past:
// results-bathroom-compact.spec.ts, in Firefox too.
// docs/decisions/0009: Sam's module is body wash, deodorant and shampoo, 15 % off each subscription.

test.describe.configure({ timeout: 60_000 });

const money = (amount: number) => Math.round(amount * 100) / 100;
const dollars = (amount: number) => (Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`);

/** Sam's essentials (docs/decisions/0009): body wash, deodorant, shampoo, with their §9 prices. */
const SAM_ESSENTIALS = [
  { name: /Body Wash/, price: PRICE.bodyWash, cadence: CADENCE.bodyWash },
  { name: /Deodorant/, price: PRICE.deodorant, cadence: CADENCE.deodorant },
  { name: /Shampoo/, price: PRICE.shampoo, cadence: CADENCE.shampoo },
] as const;
/** What the store charges for them: each subscription price less the module's discount. */
const SAM_CHARGED = money(
  SAM_ESSENTIALS.reduce(
    (total, item) => total + money((item.price.subscription * (100 - BATHROOM.discountPercent)) / 100),
    0,
  ),
);

test.describe('spec §2 the bathroom module', () => {
  test("/quizresult: 'Sam Essentials', its products, the prices in CHECKOUT, the tagline, MORE INFO + / CLOSE, no free-shipping note", async ({
    page,
    results,
  }) => {
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    const module = results.bathroom('Sam');
    await expect(module).toBeVisible();
    await expect(
      module.getByRole('heading', { name: TEXT.bathroomHeading('Sam'), exact: true }),
    ).toBeVisible();
    // The three products, each image named by its product.
    const images = module.getByRole('img');
    await expect(images).toHaveCount(3);
    for (const { name } of SAM_ESSENTIALS) await expect(module.getByRole('img', { name })).toBeVisible();

    // The CHECKOUT button: the original price struck through, then the discounted price.
    const checkout = module.getByRole('button', { name: /^CHECKOUT/ });
    const original = checkout.locator('s');
    await expect(original).toBeVisible();
    expect(await original.evaluate((node) => getComputedStyle(node).textDecorationLine)).toContain(
      'line-through',
    );
    const originalPrice = Number((await original.textContent())?.replace(/[^\d.]/g, ''));
    const shownPrice = Number(
      (await checkout.locator(':scope > :not(s)').last().textContent())?.replace(/[^\d.]/g, ''),
    );
    expect(shownPrice).toBeLessThan(originalPrice);
    // docs/decisions/0010: the original is the products' subscription prices, as the module sells
    // them (§9: 15 + 15 + 17).
    expect(originalPrice).toBe(
      PRICE.bodyWash.subscription + PRICE.deodorant.subscription + PRICE.shampoo.subscription,
    );
    // The discounted price is what the store charges for the module (decision 0009).
    expect(shownPrice).toBe(SAM_CHARGED);
    await expect(checkout).toHaveAccessibleName(
      `CHECKOUT original price ${dollars(originalPrice)} now ${dollars(SAM_CHARGED)}`,
    );

    await expect(module.getByText(TEXT.bathroomTagline, { exact: true })).toBeVisible();

    const more = module.getByRole('button', { name: TEXT.bathroomMoreInfo, exact: true });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(module.getByText(TEXT.bathroomDetails, { exact: true })).toHaveCount(0);
    await more.click();
    const close = module.getByRole('button', { name: TEXT.bathroomClose, exact: true });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(module.getByText(TEXT.bathroomDetails, { exact: true })).toBeVisible();
    await close.click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(module.getByText(TEXT.bathroomDetails, { exact: true })).toHaveCount(0);

    // spec §2 /quizresult: no free-shipping note, in the module or on any card.
    await expect(results.freeShippingNotes).toHaveCount(0);
  });

  test('its CHECKOUT adds the module lines (discounted subscriptions of this survey) and goes to /checkout', async ({
    page,
    results,
  }) => {
    const surveyLogId = await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    const module = results.bathroom('Sam');
    await module.getByRole('button', { name: /^CHECKOUT/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    const lines = await cartWithLines(page, SAM_ESSENTIALS.length);
    for (const item of SAM_ESSENTIALS) {
      const line = lines.find((candidate) => item.name.test(candidate.name));
      expect(line, `a ${item.name} line: ${JSON.stringify(lines)}`).toBeDefined();
      expect(line).toMatchObject({
        source: BATHROOM.source,
        surveyLogId,
        quantity: 1,
        cadence: item.cadence,
        price: money((item.price.subscription * (100 - BATHROOM.discountPercent)) / 100),
      });
    }
    expect(money(lines.reduce((total, line) => total + line.price * line.quantity, 0))).toBe(SAM_CHARGED);
  });

  test('a second CHECKOUT (back from checkout) adds nothing more', async ({ page, results }) => {
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    await results
      .bathroom('Sam')
      .getByRole('button', { name: /^CHECKOUT/ })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    await cartWithLines(page, 3);
    await page.goBack();
    await results
      .bathroom('Sam')
      .getByRole('button', { name: /^CHECKOUT/ })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    const lines = await cartLines(page);
    expect(lines.map((line) => line.quantity)).toEqual([1, 1, 1]);
  });

  test('/quizresult-cologne: the module with the free-shipping note, the Cologne Set first', async ({
    page,
    results,
  }) => {
    const surveyLogId = await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    await results.open(`/quizresult-cologne?survey_log_id=${surveyLogId}`);
    const module = results.bathroom('Sam');
    await expect(module).toBeVisible();
    await expect(module.getByRole('button', { name: /^CHECKOUT/ }).locator('s')).toBeVisible();
    await expect(module.getByText(TEXT.bathroomTagline, { exact: true })).toBeVisible();
    await expect(module.getByText(TEXT.freeShipping, { exact: true })).toBeVisible();
    expect((await results.headers())[0]).toBe('Your Cologne Set');
  });
});

/** spec §7 POST survey_results/{id}/bathroom_module. */
const isModulePost = (request: Request): boolean =>
  request.method() === 'POST' &&
  /\/survey_results\/[^/]+\/bathroom_module$/.test(new URL(request.url()).pathname);

/** Another survey's tailored conditioner, added the way another results page would (spec §7 form). */
async function anotherSurveysConditioner(page: Page): Promise<string> {
  const hairSet = (await servedResults(page)).allProducts.find((product) => product.name === 'Hair Set');
  const conditioner = hairSet?.products.find((item) => /Conditioner$/.test(item.name));
  if (!conditioner) throw new Error('the Hair Set has no conditioner');
  OTHER_SURVEY = await anotherSurvey(page);
  await addThroughApi(page, {
    'add-to-cart': String(conditioner.id),
    variation_id: String(conditioner.variationId),
    [`convert_to_sub_${conditioner.id}`]: '0',
    survey_log_id: OTHER_SURVEY,
  });
  await cartWithLines(page, 1);
  return conditioner.name;
}
/** The other survey's log id (a real survey of the session: results/surveys.ts anotherSurvey). */
let OTHER_SURVEY = '';

test.describe('spec §4 one tailored order at a time: the bathroom module too', () => {
  test("another survey's order in the cart: CHECKOUT shows the single-survey overlay and adds nothing; Go To Checkout goes to /checkout", async ({
    page,
    results,
    axe,
  }) => {
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    const posts = recordRequests(page, isModulePost);
    await anotherSurveysConditioner(page);

    await results
      .bathroom('Sam')
      .getByRole('button', { name: /^CHECKOUT/ })
      .click();
    const overlay = results.conflictDialog;
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('heading', { name: TEXT.conflict, exact: true })).toBeVisible();
    expect(posts).toHaveLength(0);
    await axe('/quizresult with the single-survey overlay over the bathroom module');

    await overlay.getByRole('button', { name: TEXT.goToCheckout, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    expect((await cartLines(page)).map((line) => line.surveyLogId)).toEqual([OTHER_SURVEY]);
    expect(posts).toHaveLength(0);
  });

  test("Clear Cart And Proceed clears the other survey's order, adds the module and goes to /checkout; 'Product Removed' is logged", async ({
    page,
    results,
  }) => {
    const surveyLogId = await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    const removedName = await anotherSurveysConditioner(page);
    await results
      .bathroom('Sam')
      .getByRole('button', { name: /^CHECKOUT/ })
      .click();
    await results.conflictDialog.getByRole('button', { name: TEXT.clearAndProceed, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    const lines = await cartWithLines(page, SAM_ESSENTIALS.length);
    expect(lines.every((line) => line.surveyLogId === surveyLogId && line.source === BATHROOM.source)).toBe(
      true,
    );
    // spec §7 analytics: the removed conditioner, once.
    const removed = loggedEvents(page, EVENT.productRemoved);
    await expect(removed).toHaveCount(1);
    await expect(removed).toContainText(`"name":"${removedName}"`);
    await expect(removed).toContainText(`"survey_log_id":"${OTHER_SURVEY}"`);
  });

  test('the store refuses the module itself (409) to a client that skips the check', async ({ page }) => {
    const surveyLogId = await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    await anotherSurveysConditioner(page);
    const response = await page.request.post(`/wp-json/pc/v1/survey_results/${surveyLogId}/bathroom_module`, {
      data: {},
      headers: { 'X-WP-Nonce': await pageNonce(page) },
    });
    expect(response.status()).toBe(409);
    expect(await response.json()).toMatchObject({
      code: 'pc_one_tailored_order',
      displayMessage: TEXT.conflict,
      data: { status: 409 },
    });
    expect(await cartLines(page)).toHaveLength(1);
  });

  test('its CHECKOUT tells another open tab: that tab re-checks its proceed banner', async ({
    page,
    results,
  }) => {
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    const other = await page.context().newPage();
    await other.goto(page.url());
    const otherResults = new ResultsPage(other);
    await otherResults.waitUntilRendered();
    await results
      .bathroom('Sam')
      .getByRole('button', { name: /^CHECKOUT/ })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(otherResults.proceedLink).toBeVisible({ timeout: 10_000 });
  });
});
