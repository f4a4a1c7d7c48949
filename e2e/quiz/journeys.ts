import { expect, type Locator, type Page } from '@playwright/test';
import { type QuizPage, type QuizSummary, recordCraftingSummary } from './QuizPage.ts';
import { surveyLogIdOf } from './results.ts';

// Steps several quiz tests share: finishing a quiz, reading the QA panel.

/**
 * Answers what is open, presses COMPLETE, and waits for the results page (spec §4 Completion:
 * POST /crafting, then the server's redirect). Returns the posted summary and the results' survey log.
 */
export async function completeQuiz(quiz: QuizPage): Promise<{ summary: QuizSummary; surveyLogId: string }> {
  await quiz.answerEverything();
  const sentSummary = await recordCraftingSummary(quiz);
  await quiz.completeButton.click();
  const results = quiz.type === 'gift' ? /\/gift-quizresult\?survey_log_id=/ : /\/quizresult\?survey_log_id=/;
  await expect(quiz.page).toHaveURL(results);
  const summary = await sentSummary();
  return { summary, surveyLogId: surveyLogIdOf(quiz.page.url()) };
}

/** The demo's QA panel (design.md "Demo"). */
export const qaPanel = (page: Page): Locator => page.getByRole('complementary', { name: 'QA panel' });

/** The QA panel's analytics log: one list item per `pc-analytics` event, newest first. */
export const analyticsLog = (page: Page): Locator =>
  qaPanel(page).getByRole('log', { name: 'Analytics events' });

/** The entries of the QA panel's analytics log named `event`. */
export const loggedEvents = (page: Page, event: string): Locator =>
  analyticsLog(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(event, { exact: true }) });

/** The demo's main navigation (demo/index.html): links a shopper may follow out of the quiz. */
export const mainNavLink = (page: Page, name: string): Locator =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
