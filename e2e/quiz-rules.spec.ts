import { expect, test } from './fixtures.ts';
import { COLOGNE_QUERY, type QuizPage } from './quiz/QuizPage.ts';
import { OPTION, Q } from './quiz/texts.ts';

// spec §4 Quiz "Dependencies between questions", one test per rule, each named with the spec's own
// words and observed in the browser: a question the rules hide is not on the page, an option the
// rules hide is not among its question's radios.

// The subject is what shows, not how the page moves: with reduced motion the advance scrolls
// instantly (scrollToQuestion.ts) and follow-ups do not animate, so clicks need not wait for the page
// to settle. The journeys in quiz.spec.ts take the animated path.
test.use({ reducedMotion: 'reduce' });

const HAIR = OPTION.hair_type;
const NEED = OPTION.hair_need;

/** hair_need's visible options after choosing a hair type (and, for bald, a wash frequency). */
const hairNeedsFor = async (quiz: QuizPage, hairType: string): Promise<string[]> => {
  await quiz.choose(Q.hair_type.self, hairType);
  if (hairType === HAIR.bald) {
    // Bald with any frequency but never keeps hair_need (the hair_need rule's own test covers never).
    const frequency = quiz.option(Q.hair_freq.self, OPTION.hair_freq.everyDay);
    if ((await frequency.getAttribute('aria-checked')) !== 'true') await frequency.click();
  }
  await expect(quiz.radios(Q.hair_need.self)).toBeVisible();
  return quiz.optionNames(Q.hair_need.self);
};

test.describe('spec §4 dependencies between questions', () => {
  test('cologne is visible only when fragrance_knowledge is not 0', async ({ quiz }) => {
    await quiz.open('/quiz');
    const cologne = quiz.combobox(Q.cologne.self);
    // Decision (visibility.ts): unanswered fragrance_knowledge keeps cologne hidden.
    await expect(quiz.question(Q.fragrance_knowledge.self)).toBeVisible();
    await expect(cologne).toBeHidden();

    await quiz.choose(Q.fragrance_knowledge.self, OPTION.fragrance_knowledge.none);
    await expect(cologne).toBeHidden();
    await quiz.choose(Q.fragrance_knowledge.self, OPTION.fragrance_knowledge.some);
    await expect(cologne).toBeVisible();
    await quiz.choose(Q.fragrance_knowledge.self, 'I collect it');
    await expect(cologne).toBeVisible();
    await quiz.choose(Q.fragrance_knowledge.self, OPTION.fragrance_knowledge.none);
    await expect(cologne).toBeHidden();
  });

  test('cologne_approval is visible only when a cologne value is non-empty', async ({ quiz }) => {
    await quiz.open('/quiz');
    await quiz.choose(Q.fragrance_knowledge.self, OPTION.fragrance_knowledge.some);
    const cologne = quiz.combobox(Q.cologne.self);
    await expect(cologne).toBeVisible();
    await expect(quiz.question(Q.cologne_approval.self)).toBeHidden();

    // A typed name counts (committed with Enter), as does a picked suggestion.
    await cologne.fill(COLOGNE_QUERY);
    await cologne.press('Enter');
    await expect(quiz.radios(Q.cologne_approval.self)).toBeVisible();

    await cologne.fill('');
    await cologne.press('Enter');
    await expect(quiz.question(Q.cologne_approval.self)).toBeHidden();

    await quiz.pickCologne(Q.cologne.self);
    await expect(quiz.radios(Q.cologne_approval.self)).toBeVisible();
  });

  test('relationship value 0 or 2 makes sweat_level, bo_level and cologne visible; other values hide them', async ({
    giftQuiz,
  }) => {
    await giftQuiz.open('/gift-quiz');
    // So that cologne's own rule lets it show.
    await giftQuiz.choose(Q.fragrance_knowledge.gift, OPTION.fragrance_knowledge.gift.some);
    const revealed = [
      giftQuiz.slider(Q.sweat_level.gift),
      giftQuiz.radios(Q.bo_level.gift),
      giftQuiz.combobox(Q.cologne.gift),
    ];
    for (const control of revealed) await expect(control).toBeHidden();

    for (const [value, text] of Object.entries(OPTION.relationship)) {
      await giftQuiz.choose(Q.relationship.gift, text);
      const shown = value === '0' || value === '2';
      for (const control of revealed) {
        if (shown) await expect(control, `relationship ${value} (${text}) shows it`).toBeVisible();
        else await expect(control, `relationship ${value} (${text}) hides it`).toBeHidden();
      }
    }
  });

  test("deo_freq 'never' (value 4) hides bo_level, sweat_pref and deo_care", async ({ quiz }) => {
    await quiz.open('/quiz');
    const hidden = [Q.bo_level.self, Q.sweat_pref.self, Q.deo_care.self];
    for (const title of hidden) await expect(quiz.radios(title)).toBeVisible();

    await quiz.choose(Q.deo_freq.self, OPTION.deo_freq.never);
    for (const title of hidden) await expect(quiz.question(title)).toBeHidden();
    // The questions around them stay.
    await expect(quiz.radios(Q.deo_kind.self)).toBeVisible();
    await expect(quiz.slider(Q.sweat_level.self)).toBeVisible();

    await quiz.choose(Q.deo_freq.self, OPTION.deo_freq.everyDay);
    for (const title of hidden) await expect(quiz.radios(title)).toBeVisible();
  });

  test('face_type: the oily face_need option is hidden for value 0; the dry and sensitive options are hidden for values 2 and 3', async ({
    quiz,
  }) => {
    await quiz.open('/quiz');
    const { oily, dry, sensitive } = OPTION.face_need;
    expect(await quiz.optionNames(Q.face_need.self)).toEqual(expect.arrayContaining([oily, dry, sensitive]));

    const cases: readonly [keyof typeof OPTION.face_type, readonly string[], readonly string[]][] = [
      ['0', [dry, sensitive], [oily]],
      ['1', [oily, dry, sensitive], []],
      ['2', [oily], [dry, sensitive]],
      ['3', [oily], [dry, sensitive]],
    ];
    for (const [value, shown, hidden] of cases) {
      await quiz.choose(Q.face_type.self, OPTION.face_type[value]);
      for (const text of shown) {
        await expect(quiz.option(Q.face_need.self, text), `face_type ${value} shows ${text}`).toBeVisible();
      }
      for (const text of hidden) {
        await expect(quiz.option(Q.face_need.self, text), `face_type ${value} hides ${text}`).toHaveCount(0);
      }
      // The other needs are there whatever the face type.
      await expect(quiz.option(Q.face_need.self, 'Keep it simple')).toBeVisible();
    }
  });

  test('hair_type answered makes hair_freq visible', async ({ quiz }) => {
    await quiz.open('/quiz');
    await expect(quiz.question(Q.hair_freq.self)).toBeHidden();
    await quiz.choose(Q.hair_type.self, HAIR.curly);
    await expect(quiz.radios(Q.hair_freq.self)).toBeVisible();
    // Choosing the same type again deselects it: hair_freq goes again.
    await quiz.option(Q.hair_type.self, HAIR.curly).click();
    await expect(quiz.option(Q.hair_type.self, HAIR.curly)).toHaveAttribute('aria-checked', 'false');
    await expect(quiz.question(Q.hair_freq.self)).toBeHidden();
  });

  test('hair_need is hidden when bald and (hair_freq is never, or the quiz is a gift)', async ({
    quiz,
    giftQuiz,
  }) => {
    // Self quiz: bald keeps hair_need unless hair_freq is never.
    await quiz.open('/quiz');
    await quiz.choose(Q.hair_type.self, HAIR.bald);
    await quiz.choose(Q.hair_freq.self, OPTION.hair_freq.everyDay);
    await expect(quiz.radios(Q.hair_need.self)).toBeVisible();
    await quiz.choose(Q.hair_freq.self, OPTION.hair_freq.never);
    await expect(quiz.question(Q.hair_need.self)).toBeHidden();
    // Not bald: never does not hide it.
    await quiz.choose(Q.hair_type.self, HAIR.straight);
    await expect(quiz.radios(Q.hair_need.self)).toBeVisible();

    // Gift quiz: bald alone hides it.
    await giftQuiz.open('/gift-quiz');
    await expect(giftQuiz.radios(Q.hair_need.gift)).toBeVisible();
    await giftQuiz.choose(Q.hair_type.gift, HAIR.bald);
    await expect(giftQuiz.question(Q.hair_need.gift)).toBeHidden();
    await giftQuiz.choose(Q.hair_freq.gift, OPTION.hair_freq.everyDay);
    await expect(giftQuiz.question(Q.hair_need.gift)).toBeHidden();
    await giftQuiz.choose(Q.hair_type.gift, HAIR.wavy);
    await expect(giftQuiz.radios(Q.hair_need.gift)).toBeVisible();
  });

  test('hair_length is visible when not bald and a hair type is chosen, and its icons follow the hair type', async ({
    quiz,
  }) => {
    await quiz.open('/quiz');
    await expect(quiz.question(Q.hair_length.self)).toBeHidden();

    for (const [value, text] of Object.entries(HAIR)) {
      await quiz.choose(Q.hair_type.self, text);
      if (value === 'bald') {
        await expect(quiz.question(Q.hair_length.self), 'bald hides hair_length').toBeHidden();
        continue;
      }
      await expect(quiz.radios(Q.hair_length.self)).toBeVisible();
      for (const length of OPTION.hair_length) {
        // The icon is decorative (alt=""), so it is found by tag; the option is found by its role.
        const icon = quiz.option(Q.hair_length.self, length).locator('img');
        // spec §4: the icons follow the hair type (hair_length_short.svg → hair_length_short_curly.svg).
        await expect(icon, `${length} icon for ${value} hair`).toHaveAttribute(
          'src',
          new RegExp(`/hair_length_${length.toLowerCase()}_${value}\\.svg$`),
        );
        await expect
          .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
    }
  });

  test('hair_foaming is visible when hair_need is anti_frizz or curly_safe, or the hair type is coily', async ({
    quiz,
  }) => {
    await quiz.open('/quiz');
    const foaming = quiz.radios(Q.hair_foaming.self);
    await quiz.choose(Q.hair_type.self, HAIR.straight);
    await quiz.choose(Q.hair_need.self, NEED.volume);
    await expect(foaming).toBeHidden();
    await quiz.choose(Q.hair_need.self, NEED.antiFrizz);
    await expect(foaming).toBeVisible();
    await quiz.choose(Q.hair_need.self, NEED.hydration);
    await expect(foaming).toBeHidden();
    await quiz.choose(Q.hair_need.self, NEED.curlySafe);
    await expect(foaming).toBeVisible();

    // Coily hair shows it whatever the need.
    await quiz.choose(Q.hair_type.self, HAIR.coily);
    await quiz.choose(Q.hair_need.self, NEED.hydration);
    await expect(foaming).toBeVisible();
    await quiz.choose(Q.hair_type.self, HAIR.curly);
    await expect(foaming).toBeHidden();
  });

  test('the anti_frizz option is hidden unless hair type is straight or bald', async ({ quiz }) => {
    await quiz.open('/quiz');
    for (const [value, text] of Object.entries(HAIR)) {
      const needs = await hairNeedsFor(quiz, text);
      const expected = value === 'straight' || value === 'bald';
      expect(needs.includes(NEED.antiFrizz), `${value}: ${needs.join(', ')}`).toBe(expected);
    }
  });

  test('curly_safe is hidden unless hair type is straight, wavy or bald', async ({ quiz }) => {
    await quiz.open('/quiz');
    for (const [value, text] of Object.entries(HAIR)) {
      const needs = await hairNeedsFor(quiz, text);
      const expected = value === 'straight' || value === 'wavy' || value === 'bald';
      expect(needs.includes(NEED.curlySafe), `${value}: ${needs.join(', ')}`).toBe(expected);
    }
  });

  test('options marked unsupported for a quiz type are hidden in that quiz (gift)', async ({
    quiz,
    giftQuiz,
  }) => {
    await quiz.open('/quiz');
    const selfSkin = await quiz.optionNames(Q.skin_type.self);
    expect(selfSkin).toContain(OPTION.skin_type.tight);
    expect(selfSkin).not.toContain(OPTION.skin_type.notSure);
    expect(await quiz.optionNames(Q.hair_need.self)).toContain(NEED.itchyScalp);

    await giftQuiz.open('/gift-quiz');
    const giftSkin = await giftQuiz.optionNames(Q.skin_type.gift);
    expect(giftSkin).not.toContain(OPTION.skin_type.tight);
    expect(giftSkin).toContain(OPTION.skin_type.notSure);
    expect(await giftQuiz.optionNames(Q.hair_need.gift)).not.toContain(NEED.itchyScalp);
    expect(await giftQuiz.optionNames(Q.deo_kind.gift)).not.toContain('No preference');
  });

  test("the ideal_bw title depends on bs_bw: soap gives 'Bar Soap', 'both' gives 'Soap', otherwise 'Body Wash'", async ({
    quiz,
  }) => {
    await quiz.open('/quiz');
    await expect(quiz.question(Q.ideal_bw.self('Body Wash'))).toBeVisible();
    const cases = [
      [OPTION.bs_bw.soap, 'Bar Soap'],
      [OPTION.bs_bw.both, 'Soap'],
      [OPTION.bs_bw.bodyWash, 'Body Wash'],
    ] as const;
    for (const [answer, product] of cases) {
      await quiz.choose(Q.bs_bw.self, answer);
      await expect(quiz.question(Q.ideal_bw.self(product))).toBeVisible();
      // The title labels the question's options too.
      await expect(quiz.radios(Q.ideal_bw.self(product))).toBeVisible();
    }
  });

  test('selecting an already-selected value deselects it (back to null)', async ({ quiz }) => {
    await quiz.open('/quiz');
    const soap = quiz.option(Q.bs_bw.self, OPTION.bs_bw.soap);
    await soap.click();
    await expect(soap).toHaveAttribute('aria-checked', 'true');
    await expect(quiz.question(Q.ideal_bw.self('Bar Soap'))).toBeVisible();

    const cleared = quiz.progressSaved((body) =>
      body.answers.some((answer) => answer.questionCode === 'bs_bw' && answer.value === null),
    );
    await soap.click();
    await expect(soap).toHaveAttribute('aria-checked', 'false');
    await expect(quiz.radios(Q.bs_bw.self).getByRole('radio', { checked: true })).toHaveCount(0);
    // Back to null: the title falls back, and the saved progress holds no answer.
    await expect(quiz.question(Q.ideal_bw.self('Body Wash'))).toBeVisible();
    await cleared;
  });
});
