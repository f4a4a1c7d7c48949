import type { Page } from '@playwright/test';

// The demo's self quiz as the bench's quiz measures drive it (quizAdvance.ts, quizClickToNext.ts).

const quiz = (page: Page) => page.locator('#pc-main pc-quiz');

/** Opens the quiz at `url` and waits until every question is there (the COMPLETE button shows). */
export const openQuiz = async (page: Page, url: string): Promise<void> => {
  await page.goto(url);
  await quiz(page).getByRole('button', { name: 'COMPLETE', exact: true }).waitFor({ timeout: 20_000 });
};

/**
 * Clicks the first option of the first option question not answered yet. First options are never
 * 'other' (which does not advance), and sliders and the age are not radio groups, so every such
 * click advances (spec §4 Advance).
 */
export const answerNextQuestion = async (page: Page): Promise<void> => {
  const unanswered = quiz(page)
    .getByRole('radiogroup')
    .filter({ hasNot: page.getByRole('radio', { checked: true }) })
    .first();
  await unanswered.getByRole('radio').first().click();
};
