import { CHROMIUM_ONLY, expect, test } from './fixtures.ts';
import { reactAt } from './hydration.ts';
import { recordCraftingSummary } from './quiz/QuizPage.ts';
import { expectRecommendedSets, surveyLogIdOf } from './quiz/results.ts';
import { INTRO, OPTION, Q } from './quiz/texts.ts';

// spec §2 Quiz screen and spec §4 Quiz, through the demo's /quiz and /gift-quiz against the real
// store server: whole journeys as a shopper takes them, the intro texts, and the query switches.

test.describe('a whole quiz, answered like a shopper', () => {
  test('self quiz: every visible question answered, COMPLETE lands on /quizresult with the recommendation', async ({
    page,
    quiz,
  }) => {
    test.slow(); // some thirty answers, each checked
    await quiz.open('/quiz');
    await expect(quiz.completeButton).toBeDisabled();

    // The optional name question: typed, Enter. Typed key by key, not `fill()`: Firefox's `fill` sets
    // the value where React's change tracking misses it (docs/testing.md).
    const name = quiz.textbox(Q.name.self);
    await name.pressSequentially('  Alex ');
    await name.press('Enter');
    await expect(name).toHaveValue('Alex');

    // spec §5 age: typed digits, Enter (spec §4: the number question advances on Enter).
    await quiz.typeAge(Q.age.self, '34');

    // A slider, clicked near its right end: the last stop.
    const shower = quiz.slider(Q.shower_freq.self);
    await expect(shower).toHaveAttribute('aria-valuetext', /\(not chosen yet\)$/);
    const box = await shower.boundingBox();
    if (!box) throw new Error('the shower slider has no box');
    await shower.click({ position: { x: box.width - 2, y: box.height / 2 } });
    await expect(shower).toHaveAttribute('aria-valuetext', 'Twice a day or more');

    await quiz.choose(Q.bs_bw.self, OPTION.bs_bw.both);
    await quiz.choose(Q.ideal_bw.self('Soap'), 'Leave skin soft and hydrated');
    await quiz.choose(Q.skin_type.self, 'Dry, sometimes flaky');
    await quiz.choose(Q.deo_freq.self, OPTION.deo_freq.everyDay);
    await quiz.choose(Q.deo_kind.self, 'Aluminum-free deodorant');

    // A slider by keyboard: an arrow moves the thumb, Enter chooses.
    const sweat = quiz.slider(Q.sweat_level.self);
    await sweat.focus();
    await sweat.press('ArrowRight');
    await sweat.press('Enter');
    await expect(sweat).toHaveAttribute('aria-valuetext', 'Average');

    await quiz.choose(Q.bo_level.self, 'Slightly');
    await quiz.choose(Q.sweat_pref.self, 'Keep me dry');
    await quiz.choose(Q.deo_care.self, 'None');
    await quiz.choose(Q.face_type.self, OPTION.face_type['1']);
    await quiz.choose(Q.face_need.self, 'Clear breakouts');
    await quiz.choose(Q.eye_need.self, 'Puffiness');
    await quiz.choose(Q.shave_freq.self, 'A few times a week');
    await quiz.choose(Q.smoking.self, 'No');
    await quiz.choose(Q.hair_type.self, OPTION.hair_type.wavy);
    await quiz.choose(Q.hair_freq.self, 'Every other day');
    await quiz.choose(Q.hair_length.self, 'Medium');

    // An 'other' option with its text (docs/decisions/0004), finished with Enter.
    await quiz.choose(Q.hair_need.self, OPTION.hair_need.other);
    const other = quiz.textbox(OPTION.hair_need.other);
    await other.pressSequentially('Less grease by the evening');
    await other.press('Enter');

    await quiz.choose(Q.fragrance_knowledge.self, OPTION.fragrance_knowledge.some);
    // The cologne combobox by keyboard, with a real suggestion from the server's typeahead.
    const cologne = await quiz.pickCologne(Q.cologne.self);
    await quiz.choose(Q.cologne_approval.self, 'Love it');
    await quiz.choose(Q.work.self, OPTION.work.office);
    await quiz.choose(Q.night_out.self, 'Dinner somewhere nice');
    await quiz.choose(Q.personality.self, 'Classic');
    await quiz.choose(Q.drink.self, 'Coffee');

    // spec §4: complete when every visible question is answered.
    await expect(quiz.completeButton).toBeEnabled();
    const sentSummary = await recordCraftingSummary(quiz);
    await quiz.completeButton.click();

    // spec §4 Completion: the summary goes to /crafting as JSON in a hidden form field.
    await expect(page).toHaveURL(/\/quizresult\?survey_log_id=[^&]+/);
    const summary = await sentSummary();
    expect(summary.type).toBe('self');
    expect(summary.surveyLogId).toBeUndefined();
    const answer = (code: string) => summary.answers.find((candidate) => candidate.questionCode === code);
    expect(answer('name')?.answerValue).toBe('Alex');
    expect(answer('age')?.answerValue).toBe('34');
    expect(answer('hair_need')).toMatchObject({
      answerValue: 'other',
      answerText: 'Less grease by the evening',
    });
    expect(answer('cologne')?.answerValue).toBe(cologne);
    expect(answer('ideal_bw')?.questionText).toBe(Q.ideal_bw.self('Soap'));

    await expect(page).toHaveURL(/\/quizresult\?survey_log_id=[^&]+/);
    const surveyLogId = surveyLogIdOf(page.url());
    // docs/decisions/0003 recommendations: face, hair, deodorant worn, dry skin, fragrance answered.
    await expectRecommendedSets(page, surveyLogId, [
      'Face Set',
      'Hair Set',
      'Body Set',
      'Hand Set',
      'Cologne Set',
    ]);
  });

  test('gift quiz: answered through, COMPLETE lands on /gift-quizresult', async ({ page, giftQuiz }) => {
    test.slow(); // some twenty-five answers, each checked
    await giftQuiz.open('/gift-quiz');
    await expect(giftQuiz.heading(INTRO.gift)).toBeVisible();

    await giftQuiz.textbox(Q.name.gift).pressSequentially('Jordan');
    await giftQuiz.choose(Q.relationship.gift, OPTION.relationship['0']);
    await giftQuiz.typeAge(Q.age.gift, '41');
    const shower = giftQuiz.slider(Q.shower_freq.gift);
    await shower.focus();
    await shower.press('ArrowLeft');
    await shower.press('Enter');
    await expect(shower).toHaveAttribute('aria-valuetext', 'Every few days');
    await giftQuiz.choose(Q.bs_bw.gift, OPTION.bs_bw.bodyWash);
    await giftQuiz.choose(Q.ideal_bw.gift('Body Wash'), 'Deep clean after a workout');
    await giftQuiz.choose(Q.skin_type.gift, OPTION.skin_type.notSure);
    await giftQuiz.choose(Q.deo_freq.gift, 'Most days');
    await giftQuiz.choose(Q.deo_kind.gift, "I'm not sure");
    const sweat = giftQuiz.slider(Q.sweat_level.gift);
    await sweat.focus();
    await sweat.press('Enter');
    await giftQuiz.choose(Q.bo_level.gift, 'Not at all');
    await giftQuiz.choose(Q.sweat_pref.gift, 'Stop the smell');
    // The gift quiz does not ask deo_care (docs/decisions/0003).
    await expect(giftQuiz.question(Q.deo_care.self)).toBeHidden();
    await giftQuiz.choose(Q.face_type.gift, OPTION.face_type['2']);
    await giftQuiz.choose(Q.face_need.gift, OPTION.face_need.oily);
    await giftQuiz.choose(Q.eye_need.gift, 'Nothing in particular');
    await giftQuiz.choose(Q.shave_freq.gift, 'They keep a beard');
    await giftQuiz.choose(Q.smoking.gift, 'Sometimes');
    await giftQuiz.choose(Q.hair_type.gift, OPTION.hair_type.bald);
    await giftQuiz.choose(Q.hair_freq.gift, OPTION.hair_freq.everyDay);
    // spec §4: bald in a gift quiz hides hair_need; bald hides hair_length.
    await expect(giftQuiz.question(Q.hair_need.gift)).toBeHidden();
    await expect(giftQuiz.question(Q.hair_length.gift)).toBeHidden();
    await giftQuiz.choose(Q.fragrance_knowledge.gift, OPTION.fragrance_knowledge.gift.none);
    await expect(giftQuiz.question(Q.cologne.gift)).toBeHidden();
    await giftQuiz.choose(Q.work.gift, 'Outdoors');
    await giftQuiz.choose(Q.night_out.gift, 'Dancing until late');
    await giftQuiz.choose(Q.personality.gift, 'Bold');
    await giftQuiz.choose(Q.drink.gift, 'Whiskey');

    await expect(giftQuiz.completeButton).toBeEnabled();
    await giftQuiz.completeButton.click();
    await expect(page).toHaveURL(/\/gift-quizresult\?survey_log_id=[^&]+/);
    const surveyLogId = surveyLogIdOf(page.url());
    // A gift for a bald partner: no hair set (hair_need hidden), the Hand Set always (docs/decisions/0003).
    await expectRecommendedSets(page, surveyLogId, ['Face Set', 'Body Set', 'Hand Set'], ['Hair Set']);
  });
});

test.describe('spec §2 Quiz screen texts', () => {
  test("the self quiz's intro reads 'Ready to tailor your routine?' and asks the name", async ({ quiz }) => {
    await quiz.open('/quiz');
    await expect(quiz.element.getByRole('heading', { level: 1 })).toHaveText([INTRO.self]);
    await expect(quiz.textbox(Q.name.self)).toBeVisible();
  });

  test("the gift quiz's intro reads 'Ready to give a personal gift?'", async ({ giftQuiz }) => {
    await giftQuiz.open('/gift-quiz');
    await expect(giftQuiz.element.getByRole('heading', { level: 1 })).toHaveText([INTRO.gift]);
    await expect(giftQuiz.textbox(Q.name.gift)).toBeVisible();
  });

  test("a creator alias greets 'Hey {channel} fans' above the self intro", { tag: CHROMIUM_ONLY }, async ({
    quiz,
  }) => {
    await quiz.open('/thebeardclub');
    await expect(quiz.element.getByText(INTRO.channel('The Beard Club'), { exact: true })).toBeVisible();
    await expect(quiz.heading(INTRO.self)).toBeVisible();
  });

  test('no greeting on /quiz itself', { tag: CHROMIUM_ONLY }, async ({ quiz }) => {
    await quiz.open('/quiz');
    await expect(quiz.element.getByText(/^Hey .* fans$/)).toHaveCount(0);
  });

  test('the name question is hidden on /quizq1', async ({ quiz }) => {
    await quiz.open('/quizq1');
    await expect(quiz.heading(INTRO.self)).toBeVisible();
    await expect(quiz.question(Q.age.self)).toBeVisible();
    await expect(quiz.question(Q.name.self)).toBeHidden();
    await expect(quiz.textbox(Q.name.self)).toHaveCount(0);
  });
});

test.describe('spec §4 query switches: hide_hair=y and hide_scent=y (self quiz only)', () => {
  const HAIR = [Q.hair_type, Q.hair_freq, Q.hair_need, Q.hair_length] as const;
  const SCENT = [Q.fragrance_knowledge, Q.work, Q.night_out, Q.personality, Q.drink] as const;

  test('?hide_hair=y removes the hair questions from /quiz', async ({ quiz }) => {
    await quiz.open('/quiz?hide_hair=y');
    await expect(quiz.question(Q.hair_type.self)).toBeHidden();
    await quiz.choose(Q.face_type.self, OPTION.face_type['1']); // nothing hair-related comes back
    for (const question of HAIR) await expect(quiz.question(question.self)).toBeHidden();
    await expect(quiz.question(Q.age.self)).toBeVisible();
    await expect(quiz.question(Q.fragrance_knowledge.self)).toBeVisible();
    await expect(quiz.element.getByText('Hair', { exact: true })).toHaveCount(0); // no tracker label
  });

  test('?hide_scent=y removes the scent questions and age from /quiz', async ({ quiz }) => {
    await quiz.open('/quiz?hide_scent=y');
    for (const question of SCENT) await expect(quiz.question(question.self)).toBeHidden();
    await expect(quiz.question(Q.age.self)).toBeHidden();
    await expect(quiz.spinbutton(Q.age.self)).toHaveCount(0);
    await expect(quiz.question(Q.hair_type.self)).toBeVisible();
    await expect(quiz.question(Q.shower_freq.self)).toBeVisible();
  });

  test('neither switch applies on /gift-quiz', async ({ giftQuiz }) => {
    await giftQuiz.open('/gift-quiz?hide_hair=y&hide_scent=y');
    await expect(giftQuiz.question(Q.hair_type.gift)).toBeVisible();
    await expect(giftQuiz.question(Q.age.gift)).toBeVisible();
    for (const question of SCENT) await expect(giftQuiz.question(question.gift)).toBeVisible();
  });
});

// docs/decisions/0067: the cologne question's typeahead is a chunk of its own (spec §4: the question is
// a follow-up of fragrance_knowledge), fetched as the shopper heads for the question that reveals it.
test.describe('the cologne typeahead, on the shopper’s way', () => {
  test('comes as the shopper reaches fragrance_knowledge; a plain field holds its place, and what is typed there, until it arrives', async ({
    page,
    quiz,
  }) => {
    // Held until the shopper has typed, as a slow phone would deliver it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requested: string[] = [];
    await page.route(/\/elements\/CologneCombobox-[\w-]+\.js$/, async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await quiz.open('/quiz');
    expect(requested).toEqual([]);
    // The served quiz shows before its script: the way to the question is React's to notice.
    await page.waitForFunction(reactAt, ['pc-quiz', 'hydrated'] as const);

    const some = quiz.option(Q.fragrance_knowledge.self, OPTION.fragrance_knowledge.some);
    await some.hover();
    await expect.poll(() => requested.length).toBe(1);
    await some.click();
    const plain = quiz.textbox(Q.cologne.self);
    await expect(plain).toBeVisible();
    // Where it sits in the page once its question has unfolded (the quiz scrolls to it meanwhile, spec
    // §4 Advance), and the box it sits in.
    const placeOf = (field: typeof plain) =>
      field.evaluate(async (input) => {
        const question = input.closest('[data-question]');
        await Promise.all(
          question?.getAnimations({ subtree: true }).map((running) => running.finished) ?? [],
        );
        const box = input.getBoundingClientRect();
        return { top: box.top + window.scrollY, left: box.left, width: box.width, height: box.height };
      });
    const place = await placeOf(plain);
    const box = await plain.evaluateHandle((input) => input.parentElement);
    await plain.click();
    await page.keyboard.type('Boi');

    release();
    const combobox = quiz.combobox(Q.cologne.self);
    await expect(combobox).toBeFocused();
    await expect(combobox).toHaveValue('Boi');
    // The same box, in the same place: the question does not unfold again, nothing below it moves.
    expect(await combobox.evaluate((input, held) => input.parentElement === held, box)).toBe(true);
    expect(await placeOf(combobox)).toEqual(place);
    await page.keyboard.type('s');
    await expect(combobox).toHaveValue('Bois');
    await expect(quiz.suggestions(Q.cologne.self).getByRole('option').first()).toBeVisible();
    expect(requested).toHaveLength(1);
  });
});
