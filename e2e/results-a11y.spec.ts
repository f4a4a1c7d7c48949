import { expect, test } from './fixtures.ts';
import { cartWithLines, resultsWithAnotherSurveysOrder } from './results/cart.ts';
import { REORDER_PATHS, TEXT } from './results/storeSpec.ts';
import { PROFILES, takeSurvey } from './results/surveys.ts';

// design.md "Tests": axe-core with wcag2a, wcag2aa, wcag21aa, wcag22aa and the target-size rule, on
// every results route of spec §2 and with each of its modals open (more info, email capture, the
// single-survey overlay), through the `axe` fixture: zero violations expected.

test.describe.configure({ timeout: 60_000 });

test.describe('accessibility of every results route', () => {
  test('/quizresult, /quizresult-cologne, /gift-quizresult and /gift-sets with a survey', async ({
    page,
    results,
    axe,
  }) => {
    const self = await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    await expect(results.bathroom('Sam')).toBeVisible();
    await axe('/quizresult with a survey');
    await results.open(`/quizresult-cologne?survey_log_id=${self}`);
    await expect(results.bathroom('Sam')).toBeVisible();
    await axe('/quizresult-cologne');
    const gift = await takeSurvey(page, PROFILES.jordan, { emailCapture: false });
    await axe('/gift-quizresult');
    await results.open(`/gift-sets?survey_log_id=${gift}`);
    await axe('/gift-sets');
  });

  for (const path of ['/quizresult', ...REORDER_PATHS, '/get-your-candle', '/browse-candles']) {
    test(`${path} without a quiz`, async ({ results, axe }) => {
      await results.open(path);
      await expect(results.cards.first()).toBeVisible();
      await axe(path);
    });
  }
});

test.describe('accessibility with each modal open, and the page behind it', () => {
  test("the email capture: open, then with 'Invalid Email'", async ({ page, results, axe }) => {
    await takeSurvey(page, PROFILES.sam);
    await expect(results.emailCapture).toBeVisible();
    await axe('email capture open');
    await results.captureEmailField.fill('sam@');
    await results.emailCapture.getByRole('button', { name: TEXT.unlock, exact: true }).click();
    await expect(results.emailCapture.getByText(TEXT.invalidEmail, { exact: true })).toBeVisible();
    await axe('email capture with Invalid Email');
  });

  test('more info: a product and a cologne, with the full ingredients open', async ({
    page,
    results,
    axe,
  }) => {
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    const face = results.card('Your Face Set');
    const opener = face.moreInfoButtons.first();
    const name = ((await opener.textContent()) ?? '').replace(/^More info about /, '').trim();
    await opener.click();
    const dialog = results.dialog(name);
    await expect(dialog).toBeVisible();
    await axe('more info open');
    await dialog.getByRole('button', { name: 'More full ingredients', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Less full ingredients', exact: true })).toBeVisible();
    await axe('more info with the full ingredients');
    await page.keyboard.press('Escape');

    await results.card('Your Cologne Set').moreInfoButtons.first().click();
    await expect(results.element.getByRole('dialog')).toBeVisible();
    await axe('more info of a cologne');
  });

  // Every single-survey state at 320, 390 and 1280 px: e2e/results-single-survey-a11y.spec.ts.
  test('the single-survey overlay', async ({ page, results, axe }) => {
    await resultsWithAnotherSurveysOrder(page);
    await results.card('Your Face Set').addButton.click();
    await expect(results.conflictDialog).toBeVisible();
    await axe('single-survey overlay');
  });
});

test.describe('accessibility of the results states', () => {
  test("after an add: 'Item added to cart.' and 'Proceed To Checkout' over the cards", async ({
    page,
    results,
    axe,
  }) => {
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    await results.card('Your Face Set').addButton.click();
    await expect(results.addedBanner).toBeVisible();
    await axe('success banner');
    await cartWithLines(page, 1);
    await expect(results.proceedLink).toBeVisible({ timeout: 6_000 });
    // The sticky dock at the bottom of the viewport, over the cards it covers.
    await results.card('Your Hair Set').addButton.scrollIntoViewIfNeeded();
    await axe('proceed banner');
  });

  test("save results: the server's message, then 'THANK YOU!'", async ({ page, results, axe }) => {
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    await results.saveEmailField.fill('sam@example');
    await results.saveButton.click();
    await expect(
      results.element.getByText('Please enter a valid email address.', { exact: true }),
    ).toBeVisible();
    await axe('save results failed');
    await results.saveEmailField.fill('sam@example.com');
    await results.saveButton.click();
    await expect(results.thankYou).toBeVisible();
    await axe('save results saved');
  });

  test('the bathroom module: details open, then compact while scrolled', async ({ page, results, axe }) => {
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    const module = results.bathroom('Sam');
    await module.getByRole('button', { name: TEXT.bathroomMoreInfo, exact: true }).click();
    await expect(module.getByText(TEXT.bathroomDetails, { exact: true })).toBeVisible();
    await axe('bathroom details open');
    await results.card('Your Body Set').heading.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await expect(module.getByText(TEXT.bathroomTagline, { exact: true })).toHaveCount(0);
    await axe('bathroom module compact');
  });
});
