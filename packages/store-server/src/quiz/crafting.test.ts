import { CRAFTING_FIELD, getQuiz, type QuizSummary, RestError, saveQuizProgress } from '@pc/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GIFT_ANSWERS, progressOf, SELF_ANSWERS, summaryOf } from '../../test/quizSummaries.ts';
import { QA_CALLS, QaContinuation } from '../qa/qaSchemas.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { completeQuizForm } from './craftingForm.ts';
import { CRAFTING_STYLE_PATH } from './craftingPage.ts';
import { recommend } from './recommendations.ts';
import { savedFromSummary, summaryAnswersFromSaved } from './savedAnswers.ts';
import { findSurveyLog } from './surveyLogRepository.ts';

// spec §7 POST /crafting, spec §4 Completion: the summary JSON in a hidden form field, the nonce in
// _wpnonce; stored with its recommendation, then 303 to the results. Failures are HTML pages for a
// browser (decision 0008) and nothing is stored.

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const t = useTestApp({ clock: () => new Date('2026-03-10T15:00:00Z'), eachTestVisitor: '/quiz' });

/** The quiz element's form post: a browser navigation, nonce in the form. */
const postCrafting = (
  summary: unknown,
  { who = t.visitor, nonce = who.nonce as string | null, accept = BROWSER_ACCEPT } = {},
): Promise<LightMyRequestResponse> => {
  const fields = new URLSearchParams();
  if (summary !== undefined) {
    fields.set(CRAFTING_FIELD, typeof summary === 'string' ? summary : JSON.stringify(summary));
  }
  if (nonce !== null) fields.set('_wpnonce', nonce);
  return who.send({
    method: 'POST',
    url: completeQuizForm.path,
    payload: fields.toString(),
    contentType: 'application/x-www-form-urlencoded',
    nonce: false,
    headers: accept ? { accept } : {},
  });
};

const resultId = (res: LightMyRequestResponse, path = '/quizresult') => {
  expect(res.statusCode).toBe(303);
  const location = String(res.headers.location);
  const match = new RegExp(`^${path}\\?survey_log_id=([A-Za-z0-9]{10})$`).exec(location);
  expect(match, location).not.toBeNull();
  return match![1]!;
};

const loadQuiz = async (type: 'self' | 'gift', who = t.visitor) =>
  v.parse(getQuiz.response, (await who.get(callUrl(getQuiz, { quizType: type }, { raw: true }))).json());

const logCount = async (session: string) =>
  (
    await t.database.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM survey_logs WHERE session_id = $1',
      [session],
    )
  )[0]!.count;

const expectPage = (res: LightMyRequestResponse, status: number, heading: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body).toContain('<html lang="en">');
  expect(res.body).toContain(`<title>${heading}</title>`);
  expect(res.body).toContain(`<h1>${heading}</h1>`);
  return res.body;
};

const selfSummary = summaryOf('self', SELF_ANSWERS);

describe('POST /crafting: a valid summary', () => {
  it('stores the summary and its recommendation, completes the quiz, and redirects to the results', async () => {
    const res = await postCrafting(selfSummary);
    expect(res.headers['cache-control']).toBe('no-store');
    const id = resultId(res);
    const log = await findSurveyLog(t.database.db, id);
    expect(log).toMatchObject({
      sessionId: t.visitor.session,
      quizType: 'self',
      status: 'complete',
      progress: 100,
      continuation: false,
      email: null,
      summary: selfSummary,
      recommendation: recommend(selfSummary),
    });
    expect(log?.recommendation?.products.map((product) => product.key)).toEqual([
      'face',
      'hair',
      'body',
      'hand',
      'cologne',
    ]);
    expect(log?.completedAt).toBeInstanceOf(Date);

    // The welcome-back overlay's state (spec §2): complete, with the answers, no surveyLogId.
    const quiz = await loadQuiz('self');
    expect(quiz).toMatchObject({ complete: true, surveyLogId: null, name: 'Riley' });
    expect(quiz.questions.find((question) => question.code === 'cologne')?.selected).toBe(
      'Cèdre Blanc by Jardin Céleste',
    );
  });

  it('completes the saved draft, and a new answer afterwards makes the quiz incomplete again', async () => {
    await t.visitor.postJson(callUrl(saveQuizProgress, { quizType: 'self' }), {
      surveyLogId: null,
      progress: 96,
      answers: progressOf(SELF_ANSWERS),
    });
    const [draft] = await t.database.db.query<{ id: string }>(
      `SELECT id FROM survey_logs WHERE session_id = $1 AND status = 'draft'`,
      [t.visitor.session],
    );
    expect(resultId(await postCrafting(selfSummary))).toBe(draft!.id);
    expect(await logCount(t.visitor.session)).toBe(1);

    // RETAKE SURVEY saves nulls: still complete. A real answer: progress again.
    const retake = progressOf(SELF_ANSWERS).map((answer) => ({ ...answer, value: null }));
    await t.visitor.postJson(callUrl(saveQuizProgress, { quizType: 'self' }), {
      surveyLogId: null,
      progress: 0,
      answers: retake,
    });
    expect((await loadQuiz('self')).complete).toBe(true);
    await t.visitor.postJson(callUrl(saveQuizProgress, { quizType: 'self' }), {
      surveyLogId: null,
      progress: 4,
      answers: [...retake.slice(1), { questionCode: 'name', value: 'Kai' }],
    });
    expect(await loadQuiz('self')).toMatchObject({ complete: false, name: 'Kai' });
  });

  it.each([
    ['after a saved draft', true],
    ['without saved progress', false],
  ])(
    'the same COMPLETE sent again (%s) lands on the same results and stores one log (docs/decisions/0129)',
    async (_label, saved) => {
      if (saved)
        await t.visitor.postJson(callUrl(saveQuizProgress, { quizType: 'self' }), {
          surveyLogId: null,
          progress: 96,
          answers: progressOf(SELF_ANSWERS),
        });
      const first = resultId(await postCrafting(selfSummary));
      expect(resultId(await postCrafting(selfSummary))).toBe(first);
      expect(await logCount(t.visitor.session)).toBe(1);
      // Other answers are another completion.
      const other = summaryOf('self', { ...SELF_ANSWERS, name: 'Kai' });
      expect(resultId(await postCrafting(other))).not.toBe(first);
      expect(await logCount(t.visitor.session)).toBe(2);
    },
  );

  it('sends a gift quiz to /gift-quizresult, and the next gift quiz starts afresh', async () => {
    const summary = summaryOf('gift', GIFT_ANSWERS);
    const id = resultId(await postCrafting(summary), '/gift-quizresult');
    const log = await findSurveyLog(t.database.db, id);
    expect(log).toMatchObject({ quizType: 'gift', status: 'complete', recommendation: recommend(summary) });
    expect(await loadQuiz('gift')).toMatchObject({ complete: false, name: null, surveyLogId: null });
    expect((await loadQuiz('self')).complete).toBe(false);
  });
});

describe('POST /crafting: a continuation (spec §4)', () => {
  it('completes the continuation with its earlier answers and the new ones', async () => {
    const { surveyLogId } = v.parse(
      QaContinuation,
      (await t.visitor.postJson(QA_CALLS.continuation.path, {})).json(),
    );
    const summary = summaryOf(
      'self',
      {
        hair_type: 'coily',
        hair_freq: 'weekly',
        hair_length: 'long',
        hair_need: 'hydration',
        hair_foaming: 'rich',
        cologne: 'Bois Épicé by Maison Verdier',
        cologne_approval: 'change',
      },
      { surveyLogId },
    );
    expect(resultId(await postCrafting(summary))).toBe(surveyLogId);

    const log = await findSurveyLog(t.database.db, surveyLogId);
    expect(log).toMatchObject({ status: 'complete', continuation: true, version: summary.version });
    const codes = log?.summary?.answers.map((answer) => answer.questionCode);
    expect(codes).toEqual(expect.arrayContaining(['name', 'face_type', 'hair_type', 'cologne']));
    expect(codes?.indexOf('face_type')).toBeLessThan(codes?.indexOf('hair_type') ?? -1);
    expect(log?.summary?.surveyLogId).toBe(surveyLogId);
    expect(log?.recommendation?.products.map((product) => product.key)).toEqual([
      'face',
      'hair',
      'body',
      'cologne',
    ]);
    // No longer a continuation: the complete self quiz, with the welcome-back overlay.
    expect(await loadQuiz('self')).toMatchObject({ complete: true, surveyLogId: null, name: 'Jordan' });
  });

  it("refuses another session's continuation, storing nothing", async () => {
    const other = await Visitor.arrive(t.app);
    const { surveyLogId } = v.parse(
      QaContinuation,
      (await other.postJson(QA_CALLS.continuation.path, {})).json(),
    );
    const body = expectPage(
      await postCrafting({ ...selfSummary, surveyLogId }),
      400,
      'We could not read your quiz answers',
    );
    expect(body).toContain(
      `surveyLogId: &quot;${surveyLogId}&quot; is not a continuation of your self quiz.`,
    );
    expect(await logCount(t.visitor.session)).toBe(0);
    expect((await findSurveyLog(t.database.db, surveyLogId))?.status).toBe('draft');
  });
});

// decision 0210: in a store in es-US the earlier answers a continuation's stored summary gains have the
// words the quiz showed them in, as the posted ones do; the answers and the recommendation go by value.
describe('POST /crafting: a continuation in a store in es-US', () => {
  const es = useTestApp({ locale: 'es-US', clock: () => new Date('2026-03-10T15:00:00Z') });

  it('stores its earlier answers in es-US, by the same values, with the same recommendation', async () => {
    const shopper = await Visitor.arrive(es.app, '/quiz');
    const { surveyLogId } = v.parse(
      QaContinuation,
      (await shopper.postJson(QA_CALLS.continuation.path, {})).json(),
    );
    const summary = summaryOf('self', { hair_type: 'wavy', hair_freq: 'daily' }, { surveyLogId });
    expect(resultId(await postCrafting(summary, { who: shopper }))).toBe(surveyLogId);
    const log = await findSurveyLog(es.database.db, surveyLogId);
    const faceType = log?.summary?.answers.find((answer) => answer.questionCode === 'face_type');
    expect(faceType).toEqual({
      questionCode: 'face_type',
      questionText: 'A mediodía, ¿cómo sientes la cara?',
      answerCode: 'face_type_1',
      answerValue: '1',
      answerText: 'Cómoda, ni seca ni con brillo',
    });
    // The same answers in en-US's words make the same recommendation.
    const stored = log!.summary!;
    const english = summaryAnswersFromSaved('self', savedFromSummary(stored.answers), 'en-US');
    expect(english.map((answer) => answer.answerValue)).toEqual(
      stored.answers.map((answer) => answer.answerValue),
    );
    expect(english.find((answer) => answer.questionCode === 'face_type')?.answerText).toBe(
      'Comfortable, not dry or shiny',
    );
    expect(log?.recommendation).toEqual(recommend({ ...stored, answers: english }));
  });
});

describe('POST /crafting: refused, nothing stored', () => {
  const withAnswer = (code: string, value: string): QuizSummary => ({
    ...selfSummary,
    answers: selfSummary.answers.map((answer) =>
      answer.questionCode === code ? { ...answer, answerValue: value } : answer,
    ),
  });

  it.each([
    ['malformed JSON', '{"quizId":1,', 'quiz_summary is not valid JSON'],
    ['a missing field', undefined, 'Invalid parameter(s): quiz_summary is required.'],
    ['a JSON array', '[]', 'Invalid parameter(s): quizId is required.'],
    ['a bad quiz type', { ...selfSummary, type: 'friend' }, 'Invalid parameter(s): type'],
    ['a negative duration', { ...selfSummary, durationInSeconds: -1 }, 'durationInSeconds'],
    [
      'an unknown option',
      withAnswer('hair_type', 'purple'),
      'hair_type: &quot;purple&quot; is not one of its options',
    ],
    ['an age over 120', withAnswer('age', '121'), 'age: must be a whole number from 0 to 120'],
    ['the gift quiz id', { ...selfSummary, quizId: 2 }, 'quizId: 2 is not the self quiz (1).'],
    ['no answers', { ...selfSummary, answers: [] }, 'answers: the summary holds no answers.'],
    [
      'a relationship in the self quiz',
      {
        ...selfSummary,
        answers: [...selfSummary.answers, ...summaryOf('gift', { relationship: '0' }).answers],
      },
      'relationship: not a question of the self quiz.',
    ],
  ])('%s: 400 page listing the problem', async (_name, summary, problem) => {
    const body = expectPage(await postCrafting(summary), 400, 'We could not read your quiz answers');
    expect(body).toContain(problem);
    expect(body).toContain('Nothing was saved.');
    expect(body).toContain('<a href="/quiz">Back to the quiz</a>');
    expect(await logCount(t.visitor.session)).toBe(0);
  });

  it('escapes what it echoes and links back to the gift quiz for a gift summary', async () => {
    const gift = summaryOf('gift', GIFT_ANSWERS);
    const summary = {
      ...gift,
      answers: gift.answers.map((answer) =>
        answer.questionCode === 'drink' ? { ...answer, answerValue: '<img src=x onerror=alert(1)>' } : answer,
      ),
    };
    const body = expectPage(await postCrafting(summary), 400, 'We could not read your quiz answers');
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(body).not.toContain('<img');
    expect(body).toContain('<a href="/gift-quiz">Back to the gift quiz</a>');
  });

  it.each([
    ['without a nonce', null],
    ['with a wrong nonce', 'nope'],
  ])('403 page %s', async (_name, nonce) => {
    const body = expectPage(await postCrafting(selfSummary, { nonce }), 403, 'This page has expired');
    expect(body).toContain('Nothing was saved.');
    expect(await logCount(t.visitor.session)).toBe(0);
  });

  it('answers the REST error body to a client that does not ask for a page', async () => {
    const forbidden = await postCrafting(selfSummary, { nonce: null, accept: '' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      code: 'rest_cookie_invalid_nonce',
      message: 'Cookie check failed',
      data: { status: 403 },
    });
    const invalid = await postCrafting('{', { accept: 'application/json' });
    expect(invalid.statusCode).toBe(400);
    expect(v.parse(RestError, invalid.json())).toMatchObject({
      code: 'rest_invalid_param',
      displayMessage:
        'We could not read your quiz answers. Please go back to the quiz and press COMPLETE again.',
    });
  });

  it('answers a page to a JSON body (415), which the form never sends', async () => {
    const res = await t.visitor.send({
      method: 'POST',
      url: completeQuizForm.path,
      payload: JSON.stringify({ [CRAFTING_FIELD]: JSON.stringify(selfSummary) }),
      contentType: 'application/json',
      headers: { accept: BROWSER_ACCEPT },
    });
    expectPage(res, 415, 'We could not read your quiz answers');
  });
});

describe('the error page’s style', () => {
  it('is a file the page links, as the Content-Security-Policy takes styles only from files (decision 0046)', async () => {
    const res = await t.app.inject({ method: 'GET', url: CRAFTING_STYLE_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.body).toContain('a:focus-visible');
  });
});
