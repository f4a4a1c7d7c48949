import { expect, type Page } from '@playwright/test';
import { quizSummaryOf } from '../../demo/src/qa/sessionSetup.ts';
import { SAM } from '../../demo/src/qa/states.ts';
import type { QuizSummary, QuizType } from '../quiz/QuizPage.ts';
import { surveyLogIdOf } from '../quiz/results.ts';
import { COOKIE } from './storeSpec.ts';

// Survey logs for the results tests. One test (results-journey.spec.ts) reaches the results through
// the quiz itself; the others post a quiz summary to /crafting the way the quiz's COMPLETE does (spec
// §4 Completion: a real form submit with the `quiz_summary` field and the page nonce in `_wpnonce`),
// so the store stores the survey and redirects to its results as it does for a shopper.

/** A shopper's answers by question code (spec §3 question codes), with the option values. */
export interface SurveyProfile {
  readonly type: QuizType;
  readonly answers: Readonly<Record<string, string>>;
}

/** Each question's first plain option, the age 30 (what QuizPage.answerEverything picks). */
const FIRST_OPTIONS = {
  age: '30',
  shower_freq: '1',
  bs_bw: 'soap',
  ideal_bw: 'hydrating',
  skin_type: 'dry',
  deo_freq: '0',
  deo_kind: 'aluminum_free',
  sweat_level: '1',
  bo_level: '0',
  sweat_pref: 'odor',
  deo_care: 'none',
  face_type: '0',
  face_need: 'dry',
  eye_need: 'dark_circles',
  shave_freq: 'daily',
  smoking: 'no',
  hair_type: 'straight',
  hair_freq: 'daily',
  hair_length: 'short',
  hair_need: 'volume',
  fragrance_knowledge: '0',
  work: 'office',
  night_out: 'dinner',
  personality: 'classic',
  drink: 'coffee',
} as const;
const { deo_care: _, ...FIRST_OPTIONS_GIFT } = FIRST_OPTIONS;

/**
 * The shoppers the tests use. The recommendation rules are docs/decisions/0003's; the values are the
 * catalogue's option values (GET /wp-json/pc/v1/quizzes/self).
 */
export const PROFILES = {
  /**
   * Face Set, Hair Set, Body Set (bundles, subscribed), Hand Set (dry skin) and Cologne Set
   * (fragrance answered), for Sam. A normal face (face_type 1) gets the Balanced formula.
   */
  sam: SAM,
  /**
   * A bald shopper who washes the scalp and never wears deodorant: a Shampoo on its own (bundleType
   * none) and the Body Set without deodorant (synthetic: body wash + body lotion), for Robin.
   */
  robin: {
    type: 'self',
    answers: {
      name: 'Robin',
      shower_freq: '2',
      skin_type: 'normal',
      deo_freq: '4',
      hair_type: 'bald',
      hair_freq: 'daily',
      hair_need: 'volume',
    },
  },
  /** Only the face answered: the Face Set alone (one navigation name). No name. */
  faceOnly: { type: 'self', answers: { face_type: '1' } },
  /** A gift for a partner: Face, Hair, Body and Hand Sets, starting on buy once, for Jordan. */
  jordan: {
    type: 'gift',
    answers: {
      name: 'Jordan',
      relationship: '0',
      face_type: '1',
      deo_freq: '1',
      hair_type: 'wavy',
      hair_freq: 'daily',
    },
  },
  /**
   * The answers the quiz takes when each question gets its first plain option and the age 30
   * (QuizPage.answerEverything): the same results as a whole quiz answered through its UI (Face,
   * Hair, Body, Hand and Cologne Sets), for tests whose subject starts after the quiz.
   */
  firstOptions: { type: 'self', answers: FIRST_OPTIONS },
  /** The gift quiz answered the same way, for a partner (it asks no `deo_care`). */
  firstOptionsGift: { type: 'gift', answers: { relationship: '0', ...FIRST_OPTIONS_GIFT } },
} as const satisfies Record<string, SurveyProfile>;

/** The summary COMPLETE posts for `profile` (the QA panel's States post the same: decision 0194). */
export const summaryOf = (profile: SurveyProfile): QuizSummary => quizSummaryOf(profile, 95);

/** The nonce the store put into the page's `#pc-config` (spec §6 site nonce). */
export const pageNonce = async (page: Page): Promise<string> => {
  const text = await page.locator('script#pc-config').textContent();
  const nonce = (JSON.parse(text ?? '{}') as { nonce?: unknown }).nonce;
  if (typeof nonce !== 'string' || nonce === '') throw new Error(`#pc-config carries no nonce: ${text}`);
  return nonce;
};

export interface TakeSurveyOptions {
  /**
   * false: the shopper has already seen the email capture (its cookie is set first), so the modal does
   * not cover the page. Tests whose subject is the capture leave it true.
   */
  emailCapture?: boolean;
}

/**
 * Completes a survey in this page's session: posts its summary to /crafting from the store's own
 * /crafting page with a real form submit, follows the redirect to the results page, waits for its
 * cards, and answers the survey log's id.
 */
export async function takeSurvey(
  page: Page,
  profile: SurveyProfile,
  { emailCapture = true }: TakeSurveyOptions = {},
): Promise<string> {
  await page.goto('/crafting');
  if (!emailCapture) {
    await page
      .context()
      .addCookies([{ name: COOKIE.emailCaptureShown, value: '1', url: new URL(page.url()).origin }]);
  }
  const summary = JSON.stringify(summaryOf(profile));
  const nonce = await pageNonce(page);
  await page.evaluate(
    ({ summary, nonce }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/crafting';
      for (const [name, value] of [
        ['quiz_summary', summary],
        ['_wpnonce', nonce],
      ] as const) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { summary, nonce },
  );
  const results =
    profile.type === 'gift' ? /\/gift-quizresult\?survey_log_id=/ : /\/quizresult\?survey_log_id=/;
  await expect(page).toHaveURL(results);
  // The results element has rendered its cards.
  await expect(page.locator('#pc-main pc-results').getByRole('article').first()).toBeVisible({
    timeout: 10_000,
  });
  return surveyLogIdOf(page.url());
}

/** A product of the results state the store printed into the page (spec §3 Results product). */
export interface ServedProduct {
  readonly id: number;
  readonly variationId: number;
  readonly name: string;
  readonly bundleType: 'bundle' | 'synthetic' | 'none';
  readonly isHidden: boolean;
  readonly products: readonly ServedProduct[];
}

/** spec §3 Results state as the store served it in `#pc-config` (docs/decisions/0009). */
export async function servedResults(
  page: Page,
): Promise<{ name: string; surveyLogId: string; allProducts: readonly ServedProduct[] }> {
  const text = await page.locator('script#pc-config').textContent();
  const results = (JSON.parse(text ?? '{}') as { data?: { results?: unknown } }).data?.results;
  if (!results) throw new Error(`#pc-config carries no results: ${text?.slice(0, 200)}`);
  return results as { name: string; surveyLogId: string; allProducts: readonly ServedProduct[] };
}

/**
 * Another survey of this page's session, for "another survey's tailored order" (spec §4 one tailored
 * order at a time): Jordan's gift quiz completed through /crafting by a request that shares the
 * page's cookies, so the page stays where it is. A cart line may name only its session's own surveys
 * (docs/decisions/0044), so tests take a real one rather than a made-up id. Answers its survey log id.
 */
export async function anotherSurvey(page: Page): Promise<string> {
  const response = await page.request.post('/crafting', {
    form: { quiz_summary: JSON.stringify(summaryOf(PROFILES.jordan)), _wpnonce: await pageNonce(page) },
    maxRedirects: 0,
  });
  const id = /survey_log_id=([A-Za-z0-9_-]+)/.exec(response.headers().location ?? '')?.[1];
  if (response.status() !== 303 || !id) {
    throw new Error(`POST /crafting answered ${response.status()}: ${await response.text()}`);
  }
  return id;
}
