import { expect, test } from './fixtures.ts';
import { completeQuiz, mainNavLink } from './quiz/journeys.ts';
import { COLOGNE_QUERY } from './quiz/QuizPage.ts';
import { INTRO, OPTION, Q, WELCOME_BACK } from './quiz/texts.ts';

// design.md "Tests": axe-core with wcag2a, wcag2aa, wcag21aa, wcag22aa and target-size, on every
// state of the quiz screen (spec §2), through the `axe` fixture. Each test reaches one state as a
// shopper would and expects zero violations. With reduced motion, so that axe never reads a
// question midway through its unfold animation (half-transparent text would fail colour contrast).
test.use({ reducedMotion: 'reduce' });

test.describe('accessibility of the quiz (axe: WCAG 2.0-2.2 A/AA and target size)', () => {
  // One axe pass over the quiz's whole shadow tree (some 30 questions) takes seconds on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a fresh self quiz', async ({ quiz, axe }) => {
    await quiz.open('/quiz');
    await expect(quiz.heading(INTRO.self)).toBeVisible();
    await axe('fresh self quiz');
  });

  test('a fresh gift quiz', async ({ giftQuiz, axe }) => {
    await giftQuiz.open('/gift-quiz');
    await expect(giftQuiz.heading(INTRO.gift)).toBeVisible();
    await axe('fresh gift quiz');
  });

  test('a started quiz (tracker bar shown, an option checked, an other text open)', async ({ quiz, axe }) => {
    await quiz.open('/quiz');
    await quiz.choose(Q.bs_bw.self, OPTION.bs_bw.soap);
    await quiz.typeAge(Q.age.self, '28');
    await quiz.choose(Q.hair_type.self, OPTION.hair_type.wavy);
    await quiz.choose(Q.hair_need.self, OPTION.hair_need.other);
    await expect(quiz.textbox(OPTION.hair_need.other)).toBeVisible();
    await expect(quiz.element.getByRole('progressbar', { name: 'Quiz progress' })).toBeVisible();
    await axe('started quiz');
  });

  test('the cologne combobox open with suggestions', async ({ quiz, axe }) => {
    await quiz.open('/quiz');
    await quiz.choose(Q.fragrance_knowledge.self, OPTION.fragrance_knowledge.some);
    const field = quiz.combobox(Q.cologne.self);
    await field.click();
    await field.pressSequentially(COLOGNE_QUERY);
    await expect(quiz.suggestions(Q.cologne.self).getByRole('option').first()).toBeVisible();
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
    await axe('cologne combobox open');
  });

  test('the lose-progress overlay', async ({ page, quiz, axe }) => {
    await quiz.open('/quiz');
    await quiz.choose(Q.bs_bw.self, OPTION.bs_bw.both);
    await mainNavLink(page, 'Contact').click();
    await expect(quiz.loseProgressDialog).toBeVisible();
    await axe('lose-progress overlay');
  });

  test('the welcome-back overlay', async ({ quiz, axe }) => {
    test.slow(); // a whole quiz first
    await quiz.open('/quiz?hide_hair=y&hide_scent=y');
    await completeQuiz(quiz);
    await quiz.open('/quiz');
    await expect(quiz.dialog(WELCOME_BACK.anonymousTitle)).toBeVisible();
    await axe('welcome-back overlay');
  });

  test('a continuation quiz', async ({ page, quiz, qa, axe }) => {
    await page.goto('/');
    await qa.continuation();
    await quiz.open('/quiz');
    await expect(quiz.heading(INTRO.continuation)).toBeVisible();
    await axe('continuation quiz');
  });
});
