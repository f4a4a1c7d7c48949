import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cartLines as giftCardLines } from './gift-cards/cart.ts';
import { GiftCardsPage } from './gift-cards/giftCardsPage.ts';
import { OPTION, Q } from './quiz/texts.ts';
import { cartLines, cartWithLines, isAddToCart, isSurveyResults, recordRequests } from './results/cart.ts';
import { PROFILES, takeSurvey } from './results/surveys.ts';

// docs/decisions/0126 and 0078: what a shopper does on a server-rendered element before its script
// has run is kept, and a buying control pressed meanwhile adds exactly once, then goes where spec §4
// says. The element scripts are held back (a slow phone) for 2 s and until the shopper's presses
// are done, so every press below lands on the server's HTML; each test checks the element was not
// defined yet when it pressed.

/**
 * Opens `path` with the element scripts held back (a slow phone): they come at least 2 s later, once
 * `release` is called. `adds` counts the page's add-to-cart posts (spec §7 add-to-cart form).
 */
const openHeld = async (page: Page, path: string): Promise<{ release: () => void; adds: () => number }> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const twoSeconds = new Promise((resolve) => setTimeout(resolve, 2000));
  await page.route(/\/elements\/pc-[a-z-]+\.js$/, async (route) => {
    await Promise.all([released, twoSeconds]);
    await route.continue();
  });
  let adds = 0;
  page.on('request', (request: Request) => {
    if (isAddToCart(request)) adds += 1;
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { release, adds: () => adds };
};

const undefinedElement = (page: Page, tag: string): Promise<boolean> =>
  page.evaluate((name) => customElements.get(name) === undefined, tag);

test.describe('the results (spec §4 Results: add to cart)', () => {
  test('Buy once chosen and ADD TO CART pressed before the script: one line, bought once, the banner', async ({
    page,
    results,
  }) => {
    const id = await takeSurvey(page, PROFILES.faceOnly, { emailCapture: false });
    const { release, adds } = await openHeld(page, `/quizresult?survey_log_id=${id}`);
    const face = results.card('Your Face Set');
    await expect(face.addButton).toBeVisible();
    // The server's view offers the set by subscription (spec §9 34); the shopper takes it once.
    await expect(face.subscribe).toBeChecked();
    await face.once.check();
    await face.addButton.click();
    expect(await undefinedElement(page, 'pc-results')).toBe(true);
    release();

    // spec §4: no checkoutOnAdd on /quizresult, so the page stays and 'Item added to cart.' shows.
    await expect(results.addedBanner).toBeVisible({ timeout: 15_000 });
    await expect(face.once).toBeChecked();
    const [line] = await cartWithLines(page, 1);
    // spec §9 Face Set 38 once; spec §7 convert_to_sub 0 = bought once.
    expect(line).toMatchObject({ name: 'Face Set', quantity: 1, cadence: 0, price: 38, surveyLogId: id });
    await expect(results.addedBanner).toBeHidden();
    expect(page.url()).toMatch(/\/quizresult\?survey_log_id=/);
    expect(adds()).toBe(1);
    expect(await cartLines(page)).toHaveLength(1);
  });

  test('/get-your-candle: ADD TO CART pressed before the script adds once and goes to /checkout', async ({
    page,
    results,
  }) => {
    const { release, adds } = await openHeld(page, '/get-your-candle');
    const add = results.cards.first().getByRole('button', { name: /^ADD TO CART - \$/ });
    await expect(add).toBeVisible();
    await add.click();
    expect(await undefinedElement(page, 'pc-results')).toBe(true);
    release();
    // spec §4: checkoutOnAdd (the candle results) goes to /checkout after the add.
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
    expect((await cartLines(page)).map(({ quantity }) => quantity)).toEqual([1]);
    expect(adds()).toBe(1);
  });

  test("'Not Ready? Enter Email to Save Results' sent before the script: the email kept, saved once, 'THANK YOU!'", async ({
    page,
    results,
  }) => {
    const id = await takeSurvey(page, PROFILES.faceOnly, { emailCapture: false });
    const { release } = await openHeld(page, `/quizresult?survey_log_id=${id}`);
    const saves = recordRequests(page, isSurveyResults);
    await expect(results.saveButton).toBeVisible();
    await results.saveEmailField.fill('early@example.com');
    // The form has no action of its own: sent now, it would reload this page with the email gone.
    await results.saveButton.click();
    await results.saveEmailField.press('Enter');
    expect(await undefinedElement(page, 'pc-results')).toBe(true);
    await expect(results.saveEmailField).toHaveValue('early@example.com');
    release();

    await expect(results.thankYou).toBeVisible({ timeout: 15_000 });
    expect(page.url()).toMatch(new RegExp(`/quizresult\\?survey_log_id=${id}$`));
    expect(saves).toHaveLength(1);
    expect(JSON.parse(saves[0]!.postData() ?? '{}')).toMatchObject({ email: 'early@example.com' });
  });
});

test.describe('the gift cards (spec §4 Gift card page)', () => {
  // The CHECKOUT of the server's view is disabled until a selection is complete (spec §4), and an
  // e-gift's date comes from the calendar: what the shopper typed, picked and pressed before the
  // script is kept, so CHECKOUT then adds once.
  test('an e-gift begun before the script: the fields, the amount and the opened calendar are kept; CHECKOUT adds once', async ({
    page,
  }) => {
    const gift = new GiftCardsPage(page);
    const { release, adds } = await openHeld(page, '/gift-cards');
    await expect(gift.recipientName).toBeVisible();
    await expect(gift.checkout).toBeDisabled();
    await gift.recipientName.fill('Robin');
    await gift.email.fill('robin@example.com');
    await gift.senderName.fill('Sam');
    await gift.card(50).check();
    await gift.dateButton.click();
    expect(await undefinedElement(page, 'pc-gift-cards')).toBe(true);
    release();

    await expect(gift.calendar).toBeVisible({ timeout: 15_000 });
    await expect(gift.recipientName).toHaveValue('Robin');
    await expect(gift.card(50)).toBeChecked();
    await gift.day(/^Today, /).click();
    await expect(gift.calendar).toBeHidden();
    await expect(gift.checkout).toBeEnabled();
    await gift.checkout.click();
    await expect(page).toHaveURL(/\/checkout$/);
    const lines = await giftCardLines(page.request);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ price: 50, giftCard: { recipientName: 'Robin', from: 'Sam' } });
    expect(adds()).toBe(1);
  });

  test('PHYSICAL GIFT CARD pressed before the script: the physical view, then CHECKOUT adds once', async ({
    page,
  }) => {
    const gift = new GiftCardsPage(page);
    const { release, adds } = await openHeld(page, '/gift-cards');
    await gift.toggle('PHYSICAL GIFT CARD').click();
    expect(await undefinedElement(page, 'pc-gift-cards')).toBe(true);
    release();

    await expect(gift.toggle('PHYSICAL GIFT CARD')).toHaveAttribute('aria-pressed', 'true', {
      timeout: 15_000,
    });
    await gift.card(25).check();
    await expect(gift.checkout).toBeEnabled();
    await gift.checkout.click();
    await expect(page).toHaveURL(/\/checkout$/);
    expect((await giftCardLines(page.request)).map(({ price, giftCard }) => [price, giftCard])).toEqual([
      [25, null],
    ]);
    expect(adds()).toBe(1);
  });
});

test.describe('the quiz (spec §4 Quiz)', () => {
  test('answers chosen before the script are kept, each once; the quiz starts once', async ({
    page,
    quiz,
    analytics,
  }) => {
    const { release } = await openHeld(page, '/quiz');
    const both = quiz.option(Q.bs_bw.self, OPTION.bs_bw.both);
    const everyDay = quiz.option(Q.deo_freq.self, OPTION.deo_freq.everyDay);
    await expect(both).toBeVisible();
    await quiz.textbox(Q.name.self).fill('Alex');
    await both.click();
    await everyDay.click();
    expect(await undefinedElement(page, 'pc-quiz')).toBe(true);
    release();

    // Replayed once each: a second press would have deselected it (spec §4).
    await expect(both).toHaveAttribute('aria-checked', 'true', { timeout: 15_000 });
    await expect(everyDay).toHaveAttribute('aria-checked', 'true');
    await expect(quiz.textbox(Q.name.self)).toHaveValue('Alex');
    await expect
      .poll(() => analytics.names().filter((name) => name === 'Quiz Started'))
      .toEqual(['Quiz Started']);
    // Still chosen a moment later (nothing replayed twice).
    await expect(quiz.radios(Q.bs_bw.self).getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(both).toHaveAttribute('aria-checked', 'true');
  });
});
