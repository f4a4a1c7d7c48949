import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addThroughApi, cartLines, cartWithLines, isAddToCart, isProceedCheck } from './results/cart.ts';
import { PRICE, TEXT, TIMING } from './results/storeSpec.ts';
import { anotherSurvey, PROFILES, servedResults, takeSurvey } from './results/surveys.ts';

// spec §2 Results: the bottom 'Proceed To Checkout' banner and the single-survey overlay; spec §4
// Results: the banner appears 2.5 s after the server answers yes (re-checked on cart change and
// add-to-cart), and a cart conflict (compatibility false) shows the overlay.

test.describe.configure({ timeout: 60_000 });

/** The answers to `{product}_show_proceed_to_checkout` (spec §7: data boolean), with their time. */
function recordProceedAnswers(page: Page): { answer: boolean; at: number }[] {
  const answers: { answer: boolean; at: number }[] = [];
  page.on('response', (response: Response) => {
    if (!isProceedCheck(response.request())) return;
    const at = Date.now();
    void response
      .json()
      .then((body: { data?: unknown }) => answers.push({ answer: body.data === true, at }))
      .catch(() => {});
  });
  return answers;
}

test.describe("spec §4 the 'Proceed To Checkout' banner", () => {
  test('an empty cart: the server says no and the banner never shows', async ({ page, results }) => {
    const answers = recordProceedAnswers(page);
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    expect(answers.every(({ answer }) => !answer)).toBe(true);
    // Longer than the 2.5 s delay (the timing is the subject): still nothing.
    await page.waitForTimeout(TIMING.proceedBannerMs + 1_000);
    await expect(results.proceedLink).toHaveCount(0);
  });

  test('after an add the server says yes, and the banner appears about 2.5 s later', async ({
    page,
    results,
  }) => {
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    const answers = recordProceedAnswers(page);
    await results.card('Your Face Set').addButton.click();
    await expect.poll(() => answers.some(({ answer }) => answer)).toBe(true);
    const yesAt = answers.find(({ answer }) => answer)!.at;
    // Not before its time: a second after the answer it is still not there.
    await page.waitForTimeout(1_000);
    await expect(results.proceedLink).toHaveCount(0);
    await expect(results.proceedLink).toBeVisible({ timeout: 5_000 });
    const after = Date.now() - yesAt;
    expect(after).toBeGreaterThan(TIMING.proceedBannerMs - 400);
    expect(after).toBeLessThan(TIMING.proceedBannerMs + 2_000);
  });

  test('a page opened with a non-empty cart shows it too, and it goes to /checkout', async ({
    page,
    results,
  }) => {
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    await results.card('Your Hand Set').addButton.click();
    await cartWithLines(page, 1);
    const answers = recordProceedAnswers(page);
    await page.reload();
    await expect.poll(() => answers.some(({ answer }) => answer)).toBe(true);
    const yesAt = answers.find(({ answer }) => answer)!.at;
    await expect(results.proceedLink).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - yesAt).toBeGreaterThan(TIMING.proceedBannerMs - 400);
    await expect(results.proceedLink).toHaveAttribute('href', '/checkout');
    await results.proceedLink.click();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

test.describe('spec §4 the single-survey overlay (one tailored order at a time)', () => {
  test('two quizzes in one session: the second survey’s add shows the overlay; Go To Checkout goes to /checkout', async ({
    page,
    results,
  }) => {
    const first = await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    await results.card('Your Face Set').addButton.click();
    await cartWithLines(page, 1);

    const second = await takeSurvey(page, PROFILES.robin, { emailCapture: false });
    expect(second).not.toBe(first);
    const adds: string[] = [];
    page.on('request', (request) => {
      if (isAddToCart(request)) adds.push(request.url());
    });
    const body = results.card('Your Body Set');
    await body.addButton.click();
    const overlay = results.conflictDialog;
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('heading', { name: TEXT.conflict, exact: true })).toBeVisible();

    // Escape leaves the overlay without adding anything (docs/decisions/0010), focus back on the button.
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(body.addButton).toBeFocused();
    expect(adds).toHaveLength(0);

    await body.addButton.click();
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: TEXT.goToCheckout, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // Nothing was added: the cart still holds the first survey's order only.
    const lines = await cartLines(page);
    expect(lines.map((line) => [line.name, line.surveyLogId])).toEqual([['Face Set', first]]);
    expect(adds).toHaveLength(0);
  });

  test('a tailored line of another survey (added through the API): Clear Cart And Proceed clears, then adds', async ({
    page,
    results,
  }) => {
    const surveyLogId = await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    // Another survey's tailored conditioner, added the way another results page would (spec §7 form).
    const hairSet = (await servedResults(page)).allProducts.find((product) => product.name === 'Hair Set');
    const conditioner = hairSet?.products.find((item) => /Conditioner$/.test(item.name));
    if (!conditioner) throw new Error('the Hair Set has no conditioner');
    await addThroughApi(page, {
      'add-to-cart': String(conditioner.id),
      variation_id: String(conditioner.variationId),
      [`convert_to_sub_${conditioner.id}`]: '0',
      survey_log_id: await anotherSurvey(page),
    });
    await cartWithLines(page, 1);

    await results.card('Your Hand Set').addButton.click();
    const overlay = results.conflictDialog;
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: TEXT.clearAndProceed, exact: true }).click();
    await expect(overlay).toBeHidden();
    await expect(results.addedBanner).toBeVisible();
    await expect(page).toHaveURL(/\/quizresult\?/);

    // The other survey's line is gone; the Hand Set of this survey is the cart.
    await expect
      .poll(async () => (await cartLines(page)).map((line) => [line.name, line.surveyLogId, line.price]))
      .toEqual([['Hand Set', surveyLogId, PRICE.handSet.once]]);
  });
});
