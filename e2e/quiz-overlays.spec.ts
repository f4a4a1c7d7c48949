import { expect, test } from './fixtures.ts';
import { continuationTimes, recordContinuationTimes } from './quiz/continuationTiming.ts';
import { analyticsLog, completeQuiz, loggedEvents, mainNavLink, qaPanel } from './quiz/journeys.ts';
import { expectRecommendedSets } from './quiz/results.ts';
import { CUSTOMER_FIRST_NAME, EVENTS, INTRO, LOSE_PROGRESS, OPTION, Q, WELCOME_BACK } from './quiz/texts.ts';

// A tester's page (fixtures.ts `qaPanelOpen`): the QA panel's analytics log and continuation button.
test.use({ qaPanelOpen: true });

// spec §2 Quiz screen overlays and spec §4 Leaving, Continuation: the lose-progress overlay, the
// welcome-back overlay, and the continuation quiz, on the demo against the real store server.

test.describe('spec §4 Leaving: the lose-progress overlay', () => {
  test('an unstarted quiz leaves at once by a demo navigation link', async ({ page, quiz, analytics }) => {
    await quiz.open('/quiz');
    await mainNavLink(page, 'Contact').click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(quiz.loseProgressDialog).toHaveCount(0);
    expect(analytics.names()).not.toContain(EVENTS.abandoned);
  });

  test("'Quiz Started' is logged on the first selection, once", async ({ page, quiz }) => {
    await quiz.open('/quiz');
    await expect(analyticsLog(page)).toBeAttached();
    await expect(loggedEvents(page, EVENTS.started)).toHaveCount(0);
    await quiz.choose(Q.bs_bw.self, OPTION.bs_bw.soap);
    await expect(loggedEvents(page, EVENTS.started)).toHaveCount(1);
    await expect(loggedEvents(page, EVENTS.started)).toContainText('"type":"self"');
    await quiz.choose(Q.skin_type.self, 'Normal');
    await expect(loggedEvents(page, EVENTS.started)).toHaveCount(1);
  });

  test('a started quiz asks LOSE PROGRESS?; CONTINUE QUIZ and Escape keep the shopper on the quiz', async ({
    page,
    quiz,
  }) => {
    await quiz.open('/quiz');
    await quiz.choose(Q.bs_bw.self, OPTION.bs_bw.soap);
    const contact = mainNavLink(page, 'Contact');

    await contact.click();
    const dialog = quiz.loseProgressDialog;
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: LOSE_PROGRESS.title, exact: true })).toBeVisible();
    await expect(dialog.getByText(LOSE_PROGRESS.text, { exact: true })).toBeVisible();
    const stay = dialog.getByRole('button', { name: LOSE_PROGRESS.continue, exact: true });
    await expect(stay).toBeVisible();
    await expect(dialog.getByRole('button', { name: LOSE_PROGRESS.leave, exact: true })).toBeVisible();
    // The modal puts focus on the safe choice.
    await expect(stay).toBeFocused();

    await stay.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(quiz.option(Q.bs_bw.self, OPTION.bs_bw.soap)).toHaveAttribute('aria-checked', 'true');

    // Escape is CONTINUE QUIZ too, and focus goes back to where it was (the link followed).
    await contact.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(contact).toBeFocused();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(quiz.option(Q.bs_bw.self, OPTION.bs_bw.soap)).toHaveAttribute('aria-checked', 'true');
  });

  test("LEAVE PAGE leaves for the link's page and fires 'Quiz Abandoned'", async ({
    page,
    quiz,
    analytics,
  }) => {
    await quiz.open('/quiz');
    await quiz.choose(Q.bs_bw.self, OPTION.bs_bw.soap);
    await expect(loggedEvents(page, EVENTS.started)).toHaveCount(1);

    await mainNavLink(page, 'Gift cards').click();
    await expect(quiz.loseProgressDialog).toBeVisible();
    await quiz.loseProgressDialog.getByRole('button', { name: LOSE_PROGRESS.leave, exact: true }).click();
    await expect(page).toHaveURL(/\/gift-cards$/);
    await expect(quiz.element).toHaveCount(0);
    // LEAVE PAGE is a full page load, so the new page's QA panel starts empty; the event fired on the
    // quiz page, just before it left (the recorder keeps it across the load).
    await expect.poll(() => analytics.names()).toContain(EVENTS.abandoned);
    expect(analytics.names().filter((name) => name === EVENTS.abandoned)).toHaveLength(1);
    expect(analytics.names().indexOf(EVENTS.started)).toBeLessThan(
      analytics.names().indexOf(EVENTS.abandoned),
    );
  });
});

test.describe('spec §2 welcome-back overlay (self quiz already complete)', () => {
  test('anonymous: SEE MY RESULTS and RETAKE SURVEY; customer: greeting and VIEW YOUR ORDERS; RETAKE continues', async ({
    page,
    quiz,
    qa,
  }) => {
    test.slow(); // a whole quiz first
    await quiz.open('/quiz?hide_hair=y&hide_scent=y');
    await completeQuiz(quiz);

    // Back on the quiz as an anonymous visitor.
    await quiz.open('/quiz');
    const anonymous = quiz.dialog(WELCOME_BACK.anonymousTitle);
    await expect(anonymous).toBeVisible();
    const results = anonymous.getByRole('link', { name: WELCOME_BACK.results, exact: true });
    await expect(results).toHaveAttribute('href', '/quizresult');
    await expect(anonymous.getByRole('button', { name: WELCOME_BACK.retake, exact: true })).toBeVisible();
    await expect(anonymous.getByRole('link', { name: WELCOME_BACK.orders })).toHaveCount(0);
    await results.click();
    await expect(page).toHaveURL(/\/quizresult$/);

    // The same session as an identified customer (spec §6: the orders link and a first-name greeting).
    await qa.identity(true);
    await quiz.open('/quiz');
    const customer = quiz.dialog(WELCOME_BACK.customerTitle(CUSTOMER_FIRST_NAME));
    await expect(customer).toBeVisible();
    await expect(customer.getByRole('link', { name: WELCOME_BACK.orders, exact: true })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    await expect(customer.getByRole('link', { name: WELCOME_BACK.results })).toHaveCount(0);

    // RETAKE SURVEY: the overlay goes, the answers are cleared, and the quiz goes on.
    await customer.getByRole('button', { name: WELCOME_BACK.retake, exact: true }).click();
    await expect(customer).toBeHidden();
    await expect(quiz.element.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(quiz.completeButton).toBeDisabled();
    await quiz.choose(Q.bs_bw.self, OPTION.bs_bw.both);
    await expect(quiz.question(Q.ideal_bw.self('Soap'))).toBeVisible();
  });
});

test.describe('spec §4 Continuation', () => {
  test('the QA panel starts one: its intro, no name question, then the quiz scrolls to the first question after 2 s', async ({
    page,
    quiz,
  }) => {
    await recordContinuationTimes(page);
    await page.goto('/quiz');
    await quiz.waitUntilLoaded();
    await expect(quiz.heading(INTRO.self)).toBeVisible();
    // The panel opens the quiz anew: the page the server sends carries the continuation (design.md "First
    // paint": the quiz's page data, no GET of the quiz).
    const loaded = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/quiz' && response.request().resourceType() === 'document',
    );
    await qaPanel(page).getByRole('button', { name: 'Start a continuation quiz', exact: true }).click();
    await loaded;
    await quiz.waitUntilLoaded();
    await expect(quiz.heading(INTRO.continuation)).toBeVisible();
    await expect(quiz.heading(INTRO.self)).toHaveCount(0);
    await expect(quiz.question(Q.name.self)).toBeHidden();
    // The server's QA continuation asks the questions "added since": hair first (surveys/continuation.ts).
    const first = quiz.question(Q.hair_type.self);
    await expect(first).toBeVisible();
    await expect(quiz.question(Q.age.self)).toBeHidden();

    // spec §4 / §9: 2 seconds, untouched: the timing is the subject here.
    await expect
      .poll(async () => (await continuationTimes(page)).scroll, { timeout: 8_000, intervals: [100] })
      .not.toBeNull();
    const { intro, scroll } = await continuationTimes(page);
    const waited = (scroll ?? 0) - (intro ?? 0);
    expect(waited, 'the auto-scroll waits 2 s after the quiz shows').toBeGreaterThanOrEqual(1_950);
    expect(waited, 'and not much longer').toBeLessThan(4_000);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // It lands on the first question: its title near the top of the viewport, under the tracker bar.
    await expect
      .poll(async () => (await first.boundingBox())?.y ?? Number.NaN, { timeout: 3_000 })
      .toBeLessThan(200);
  });

  test('no auto-scroll once the shopper has scrolled', async ({ page, quiz, qa }) => {
    await page.goto('/');
    await qa.continuation();
    await quiz.open('/quiz');
    await expect(quiz.heading(INTRO.continuation)).toBeVisible();
    await page.mouse.move(300, 400);
    await page.mouse.wheel(0, 120);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);
    // Past the 2 s mark: the page stays where the shopper put it (the timing is the subject).
    await page.waitForTimeout(2_600);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('completing it posts the summary with its surveyLogId', async ({ page, quiz, qa }) => {
    test.slow(); // a whole quiz
    await page.goto('/');
    await qa.continuation();
    await quiz.open('/quiz');
    // The quiz as the server served it: the page data of the quiz route (design.md "First paint"; GET
    // quizzes/self answers the same, packages/store-server/src/pages/pageData.test.ts).
    const served = await quiz.servedQuiz();
    expect(served.complete).toBe(false);
    expect(served.surveyLogId).toBeTruthy();
    await expect(quiz.heading(INTRO.continuation)).toBeVisible();

    const { summary, surveyLogId } = await completeQuiz(quiz);
    expect(summary.surveyLogId).toBe(served.surveyLogId);
    expect(summary.answers.some((answer) => answer.questionCode === 'name')).toBe(false);
    expect(surveyLogId).toBe(served.surveyLogId);
    // The results of that log: the new hair answers and the earlier face answers together.
    await expectRecommendedSets(page, surveyLogId, ['Hair Set', 'Face Set']);
  });
});
