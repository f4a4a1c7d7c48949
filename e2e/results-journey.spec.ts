import { expect, test } from './fixtures.ts';
import { completeQuiz, loggedEvents } from './quiz/journeys.ts';
import { cartWithLines } from './results/cart.ts';
import { CADENCE, EVENT, PRICE, TEXT } from './results/storeSpec.ts';

// The whole journey a shopper takes: the quiz through its own UI, COMPLETE,
// the results page of that survey, and an add to cart read back from the store's cart. The other
// results tests reach results by posting a summary to /crafting (e2e/results/surveys.ts); this one
// shows that the quiz itself gets there.

test.describe.configure({ timeout: 90_000 });

test('quiz, COMPLETE, results of that survey, add the Face Set: one tailored bundle line', async ({
  page,
  quiz,
  results,
}) => {
  await quiz.open('/quiz');
  const { surveyLogId } = await completeQuiz(quiz);

  // spec §4: the email capture shows once for the shopper who took the quiz.
  await results.skipEmailCapture();
  // The quiz's first options (answerEverything): face, hair, body, dry skin → hand, fragrance → cologne.
  expect(await results.headers()).toEqual([
    'Your Face Set',
    'Your Hair Set',
    'Your Body Set',
    'Your Hand Set',
    'Your Cologne Set',
  ]);
  // The name question was left empty: the bathroom module says 'Your Essentials' (docs/decisions/0010).
  await expect(results.bathroom('Your')).toBeVisible();

  const face = results.card('Your Face Set');
  await expect(face.cadence.locator('option:checked')).toHaveText(TEXT.cadence(CADENCE.face));
  await face.addButton.click();
  await expect(results.addedBanner).toBeVisible();
  const [line] = await cartWithLines(page, 1);
  expect(line).toMatchObject({
    name: 'Face Set',
    price: PRICE.faceSet.subscription,
    cadence: CADENCE.face,
    surveyLogId,
    quantity: 1,
  });
  expect(line?.bundle).toHaveLength(2);
  await expect(loggedEvents(page, EVENT.productAdded)).toHaveCount(1);
});
