import { expect, test } from './fixtures.ts';
import { analyticsLog, completeQuiz, loggedEvents, mainNavLink } from './quiz/journeys.ts';
import { QuizPage } from './quiz/QuizPage.ts';
import { EVENTS, LOSE_PROGRESS, OPTION, Q } from './quiz/texts.ts';

// A tester's page (fixtures.ts `qaPanelOpen`): the QA panel's analytics log.
test.use({ qaPanelOpen: true });

// spec §4 Leaving ("leaving fires a quiz-abandoned event") and spec §7 Quiz Abandoned, for every way
// out of a started quiz: LEAVE PAGE, and the ways the element cannot hold back (reload, a typed
// address, closing the tab), which pass the browser's own prompt. Exactly once per leaving; never
// for a quiz that was not started or that COMPLETE posted (docs/decisions/0017). The QA panel's
// analytics log lives for the tab's session, so the page after the leaving shows what the quiz page
// sent as it went.

test.describe('spec §4 Leaving: Quiz Abandoned whichever way a started quiz is left', () => {
  test('a reload logs Quiz Abandoned once, with the quiz type', async ({ page, quiz }) => {
    await quiz.open('/quiz');
    await quiz.choose(Q.bs_bw.self, OPTION.bs_bw.soap);
    await expect(loggedEvents(page, EVENTS.started)).toHaveCount(1);
    await expect(loggedEvents(page, EVENTS.abandoned)).toHaveCount(0);

    await page.reload(); // the fixture answers the browser's prompt "Leave", as a shopper would
    await quiz.waitUntilLoaded();
    await expect(loggedEvents(page, EVENTS.abandoned)).toHaveCount(1);
    await expect(loggedEvents(page, EVENTS.abandoned)).toContainText('"type":"self"');
  });

  test('typing another address logs Quiz Abandoned once (gift quiz)', async ({ page, giftQuiz }) => {
    await giftQuiz.open('/gift-quiz');
    await giftQuiz.choose(Q.bs_bw.gift, OPTION.bs_bw.soap);
    await expect(loggedEvents(page, EVENTS.started)).toHaveCount(1);

    await page.goto('/contact');
    await expect(analyticsLog(page)).toBeAttached(); // the panel lists the tab's log once built
    await expect(loggedEvents(page, EVENTS.abandoned)).toHaveCount(1);
    await expect(loggedEvents(page, EVENTS.abandoned)).toContainText('"type":"gift"');
  });

  test('closing the tab sends Quiz Abandoned once', async ({ page, quiz, analytics }) => {
    await quiz.open('/quiz');
    await quiz.choose(Q.bs_bw.self, OPTION.bs_bw.soap);
    await expect(loggedEvents(page, EVENTS.started)).toHaveCount(1);

    // runBeforeUnload: close as a shopper does, through the page's unload handling and its prompt.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => analytics.names().filter((name) => name === EVENTS.abandoned)).toHaveLength(1);
  });

  test('LEAVE PAGE logs Quiz Abandoned exactly once, not again as its page load unloads the quiz', async ({
    page,
    quiz,
  }) => {
    await quiz.open('/quiz');
    await quiz.choose(Q.bs_bw.self, OPTION.bs_bw.soap);
    await mainNavLink(page, 'Gift cards').click();
    await quiz.loseProgressDialog.getByRole('button', { name: LOSE_PROGRESS.leave, exact: true }).click();
    await expect(page).toHaveURL(/\/gift-cards$/);
    await expect(quiz.element).toHaveCount(0);
    await expect(loggedEvents(page, EVENTS.abandoned)).toHaveCount(1);
  });

  test('staying at the browser prompt logs nothing; the quiz keeps its answers', async ({ page }) => {
    // No `leavingConfirmed` here: this shopper answers the browser's prompt "Stay".
    const quiz = new QuizPage(page, 'self');
    await quiz.open('/quiz');
    await quiz.choose(Q.bs_bw.self, OPTION.bs_bw.soap);
    await expect(loggedEvents(page, EVENTS.started)).toHaveCount(1);

    const prompted = page.waitForEvent('dialog').then(async (dialog) => {
      expect(dialog.type()).toBe('beforeunload');
      await dialog.dismiss();
    });
    await page.evaluate(() => {
      window.location.reload();
    });
    await prompted;

    await expect(quiz.option(Q.bs_bw.self, OPTION.bs_bw.soap)).toHaveAttribute('aria-checked', 'true');
    await expect(loggedEvents(page, EVENTS.started)).toHaveCount(1);
    await expect(loggedEvents(page, EVENTS.abandoned)).toHaveCount(0);
  });
});

test.describe('spec §4 Leaving: no Quiz Abandoned when nothing is abandoned', () => {
  test('a quiz not started: reload and another address log nothing', async ({ page, quiz, analytics }) => {
    await quiz.open('/quiz');
    await page.reload();
    await quiz.waitUntilLoaded();
    await page.goto('/contact');
    await expect(analyticsLog(page)).toBeAttached(); // the panel lists the tab's log once built
    await expect(loggedEvents(page, EVENTS.started)).toHaveCount(0);
    await expect(loggedEvents(page, EVENTS.abandoned)).toHaveCount(0);
    expect(analytics.names()).not.toContain(EVENTS.abandoned);
  });

  test('COMPLETE posting the quiz to /crafting logs nothing', async ({ page, quiz, analytics }) => {
    test.slow(); // a whole quiz first
    await quiz.open('/quiz?hide_hair=y&hide_scent=y');
    await completeQuiz(quiz);
    await expect(loggedEvents(page, EVENTS.started)).toHaveCount(1);
    await expect(loggedEvents(page, EVENTS.abandoned)).toHaveCount(0);
    expect(analytics.names()).not.toContain(EVENTS.abandoned);
  });
});
