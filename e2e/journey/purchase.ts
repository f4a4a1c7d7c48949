import { expect, type Page } from '@playwright/test';
import { cartLines } from '../cross-sell/store.ts';
import { completeQuiz } from '../quiz/journeys.ts';
import type { QuizPage } from '../quiz/QuizPage.ts';
import type { ProductCard, ResultsPage } from '../results/ResultsPage.ts';
import { type SurveyProfile, takeSurvey } from '../results/surveys.ts';
import {
  checkoutLines,
  crossSellDialog,
  main,
  ORDER_RECEIVED,
  orderIdOf,
  surveyModal,
} from './checkoutPage.ts';

// Steps the whole-purchase tests share: the quiz through its own UI to a
// tailored order bought once, and the survey's follow-up timing.

/**
 * The quiz answered through its UI, COMPLETE, the results page (the email capture skipped when it
 * shows), and the given cards added bought once with the mouse. Answers the survey log.
 */
export async function tailoredOrderOnce(
  quiz: QuizPage,
  results: ResultsPage,
  cards: readonly string[],
  { axe }: { axe?: (label: string) => Promise<void> } = {},
): Promise<string> {
  await quiz.open();
  const { surveyLogId } = await completeQuiz(quiz);
  await results.waitUntilRendered();
  // A due email capture opens once its chunk has arrived (docs/decisions/0074): by the time the page
  // is quiet it is open, or it is not coming.
  await results.element.page().waitForLoadState('networkidle');
  if (await results.emailCapture.isVisible()) await results.skipEmailCapture();
  if (axe) await axe(`results of the ${quiz.type} quiz`);
  for (const header of cards) await addOnce(results.card(header));
  return surveyLogId;
}

/**
 * The same tailored order from a survey the store took as COMPLETE posts it (e2e/results/surveys.ts),
 * for tests whose subject starts after the quiz: the results of a quiz answered with each first
 * option, the email capture already seen, and the given cards added bought once. Answers the survey log.
 */
export async function tailoredOrderOnceFromSurvey(
  results: ResultsPage,
  profile: SurveyProfile,
  cards: readonly string[],
): Promise<string> {
  const surveyLogId = await takeSurvey(results.element.page(), profile, { emailCapture: false });
  await results.waitUntilRendered();
  for (const header of cards) await addOnce(results.card(header));
  return surveyLogId;
}

const addOnce = async (card: ProductCard) => {
  // A press while the card hydrates is applied as hydration ends (watchEarlyEntries, decision 0126):
  // the radio may read unchecked for that moment, so the choice is awaited, not read at once (which
  // `check()` does, and failed in Firefox).
  await card.once.click();
  await expect(card.once).toBeChecked();
  await expect(card.addButton).toHaveText(/^ADD TO CART - \$\d+$/);
  // This add's own answer: the banner of an add just before may still be up (it once hid a second add
  // still on its way).
  const page = card.root.page();
  // The cart's form post (admin-ajax): by its URL, since Firefox over BiDi gives no request bodies.
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/wp-admin/admin-ajax.php',
  );
  await card.addButton.click();
  await answered;
  await expect(page.getByText('Item added to cart.', { exact: true })).toBeVisible();
};

/**
 * Milliseconds from the next click (a mouse click, or Enter/Space on a button) to the survey's
 * follow-up search box being in the document: spec §4 "after 350 ms". Start it before the click.
 */
export const followUpDelay = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let start = -1;
        document.addEventListener(
          'click',
          () => {
            start = performance.now();
          },
          { capture: true, once: true },
        );
        const deadline = performance.now() + 10_000;
        const frame = () => {
          const survey = document.querySelector('pc-post-purchase-survey')?.shadowRoot;
          if (start >= 0 && survey?.querySelector('[role="combobox"]')) resolve(performance.now() - start);
          else if (performance.now() > deadline) resolve(-1);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );

/**
 * PLACE ORDER on /checkout with the mouse: the in-page route to the order-received page, where the
 * post-purchase survey opens. Answers the order id.
 */
export async function placeOrderAndAwaitSurvey(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(ORDER_RECEIVED);
  const orderId = orderIdOf(page);
  await expect(main(page)).toContainText(`Thank you. Your order #${orderId} has been received.`);
  await expect(surveyModal(page)).toBeVisible({ timeout: 10_000 });
  return orderId;
}

/**
 * A gift's Face Set from its results to the survey: the results' proceed link to the store's
 * checkout, which shows the Face Set; the pop-up's NO THANKS; PLACE ORDER; the survey on the order
 * page. Answers the order id.
 */
export async function faceSetGiftToSurvey(page: Page, results: ResultsPage): Promise<string> {
  await results.proceedLink.click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(checkoutLines(page)).toHaveText([/Face Set[\s\S]*\$38/]);
  const popup = crossSellDialog(page, 'Their');
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await popup.getByRole('button', { name: 'NO THANKS' }).click();
  await expect(popup).toBeHidden();
  const orderId = await placeOrderAndAwaitSurvey(page);
  expect(page.url()).toMatch(ORDER_RECEIVED);
  await expect(surveyModal(page)).toBeVisible();
  expect(orderId).toMatch(/^\d+$/);
  return orderId;
}

/**
 * A launch page of another origin (a static site, a WordPress post): its first CHECKOUT adds the
 * product and opens the store's checkout, which shows it as the cart's one line.
 */
export async function launchCheckoutToStore(page: Page, store: string): Promise<void> {
  const checkout = page
    .locator('pc-launch')
    .getByRole('button', { name: /^CHECKOUT - \$\d+$/ })
    .first();
  await expect(checkout).toBeEnabled({ timeout: 10_000 });
  await checkout.click();
  await expect(page).toHaveURL(new RegExp(`^${store}/checkout`));
  expect(await cartLines(page)).toHaveLength(1);
  await expect(checkoutLines(page)).toHaveCount(1);
}
