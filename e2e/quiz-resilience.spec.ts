import { expect, test } from './fixtures.ts';
import { LOSE_PROGRESS, OPTION, Q } from './quiz/texts.ts';

// Saved progress (docs/decisions/0008: a reload resumes). spec §8 "Quiz load … fail: silently
// ignored" (nothing shown) is QuizRoot.test.tsx's (decision 0162).

test('a reload mid-quiz restores every answer', async ({ page, quiz }) => {
  test.slow(); // a dozen answers, a reload, and every one checked again
  await quiz.open('/quiz');
  await quiz.textbox(Q.name.self).fill('Robin');
  await quiz.typeAge(Q.age.self, '52');
  const shower = quiz.slider(Q.shower_freq.self);
  await shower.focus();
  await shower.press('ArrowRight');
  await shower.press('Enter');
  await expect(shower).toHaveAttribute('aria-valuetext', 'Once a day');
  await quiz.choose(Q.bs_bw.self, OPTION.bs_bw.soap);
  await quiz.choose(Q.face_type.self, OPTION.face_type['2']);
  await quiz.choose(Q.hair_type.self, OPTION.hair_type.coily);
  await quiz.choose(Q.hair_need.self, OPTION.hair_need.other);
  await quiz.choose(Q.fragrance_knowledge.self, OPTION.fragrance_knowledge.some);
  const cologne = await quiz.pickCologne(Q.cologne.self);
  await quiz.choose(Q.work.self, OPTION.work.other);

  // The last change: the 'other' text. Wait until the server has stored the progress holding it.
  const saved = quiz.progressSaved((body) =>
    body.answers.some((answer) => answer.questionCode === 'work' && answer.otherText === 'A boat'),
  );
  await quiz.textbox(OPTION.work.other).fill('A boat');
  const body = (await saved).request().postDataJSON() as { progress: number };
  expect(body.progress).toBeGreaterThan(0);
  expect(body.progress).toBeLessThan(100);

  await page.reload();
  await quiz.waitUntilLoaded();
  await expect(quiz.textbox(Q.name.self)).toHaveValue('Robin');
  await expect(quiz.spinbutton(Q.age.self)).toHaveValue('52');
  await expect(quiz.slider(Q.shower_freq.self)).toHaveAttribute('aria-valuetext', 'Once a day');
  await expect(quiz.option(Q.bs_bw.self, OPTION.bs_bw.soap)).toHaveAttribute('aria-checked', 'true');
  // The ideal_bw title follows the restored answer (spec §4).
  await expect(quiz.question(Q.ideal_bw.self('Bar Soap'))).toBeVisible();
  await expect(quiz.option(Q.face_type.self, OPTION.face_type['2'])).toHaveAttribute('aria-checked', 'true');
  // The rules run on restored answers: face_type 2 hides the dry face_need option.
  await expect(quiz.option(Q.face_need.self, OPTION.face_need.dry)).toHaveCount(0);
  await expect(quiz.option(Q.hair_type.self, OPTION.hair_type.coily)).toHaveAttribute('aria-checked', 'true');
  await expect(quiz.option(Q.hair_need.self, OPTION.hair_need.other)).toHaveAttribute('aria-checked', 'true');
  await expect(quiz.radios(Q.hair_foaming.self)).toBeVisible(); // coily
  await expect(quiz.combobox(Q.cologne.self)).toHaveValue(cologne);
  await expect(quiz.radios(Q.cologne_approval.self)).toBeVisible();
  await expect(quiz.option(Q.work.self, OPTION.work.other)).toHaveAttribute('aria-checked', 'true');
  await expect(quiz.textbox(OPTION.work.other)).toHaveValue('A boat');
  // Restored progress is a started quiz: leaving asks first (model/continuation.ts startsStarted).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(quiz.loseProgressDialog).toBeVisible();
  await quiz.loseProgressDialog.getByRole('button', { name: LOSE_PROGRESS.continue }).click();
});
