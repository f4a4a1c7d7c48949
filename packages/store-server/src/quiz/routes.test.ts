import {
  getQuiz,
  type ProgressAnswer,
  type QuestionCode,
  RestError,
  saveQuizProgress,
} from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QA_CALLS, QaContinuation } from '../qa/qaSchemas.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { readPageConfig, Visitor } from '../test/visitor.ts';
import { QUIZ_VERSION, questionsFor } from './catalogue.ts';
import { CONTINUATION_QUESTIONS, EARLIER_VERSION } from './continuation.ts';
import { QUIZ_IDS } from './sessionQuiz.ts';
import { findSurveyLog } from './surveyLogRepository.ts';

// spec §7 GET quizzes/{quizType} and the contract's saveQuizProgress: spec §5 (type self or gift,
// progress 0..100), progress restored on reload, spec §4 Continuation.

const t = useTestApp({ clock: () => new Date('2026-03-10T15:00:00Z'), eachTestVisitor: '/quiz' });

const quizUrl = (type: string) => callUrl(getQuiz, { quizType: type }, { raw: true });

const loadQuiz = async (type: 'self' | 'gift', who = t.visitor) => {
  const res = await who.get(quizUrl(type));
  expect(res.statusCode).toBe(200);
  return v.parse(getQuiz.response, res.json());
};

const save = (type: string, body: Record<string, unknown>, who = t.visitor) =>
  who.postJson(callUrl(saveQuizProgress, { quizType: type }, { raw: true }), {
    surveyLogId: null,
    progress: 10,
    answers: [],
    ...body,
  });

const answer = (questionCode: QuestionCode, value: string | null, otherText?: string): ProgressAnswer => ({
  questionCode,
  value,
  ...(otherText === undefined ? {} : { otherText }),
});

const selections = (quiz: { questions: { code: string; selected: string | null; otherText?: string }[] }) =>
  Object.fromEntries(
    quiz.questions
      .filter((question) => question.selected !== null || question.otherText !== undefined)
      .map((question) => [question.code, [question.selected, question.otherText]]),
  );

const expectInvalid = (res: { statusCode: number; json(): unknown }, status = 400) => {
  expect(res.statusCode).toBe(status);
  const body = v.parse(RestError, res.json());
  expect(body).toMatchObject({ code: 'rest_invalid_param', data: { status } });
  return body;
};

const sessionLogs = (session: string) =>
  t.database.db.query<{ id: string; status: string; progress: number }>(
    'SELECT id, status, progress FROM survey_logs WHERE session_id = $1 ORDER BY created_at',
    [session],
  );

describe('GET quizzes/{quizType}', () => {
  it.each(['self', 'gift'] as const)(
    'answers the %s quiz, unanswered, through the contract',
    async (type) => {
      const res = await t.visitor.get(quizUrl(type));
      expect(res.headers['cache-control']).toBe('no-store');
      const quiz = v.parse(getQuiz.response, res.json());
      expect(quiz).toMatchObject({
        id: QUIZ_IDS[type],
        type,
        version: QUIZ_VERSION,
        complete: false,
        surveyLogId: null,
        name: null,
      });
      expect(quiz.questions.map((question) => question.code)).toEqual(
        questionsFor(type, 'en-US').map((question) => question.code),
      );
      expect(selections(quiz)).toEqual({});
    },
  );

  it.each(['selfie', 'SELF', 'x1', '%20self'])(
    'refuses the type %j with 400 naming self and gift',
    async (type) => {
      const body = expectInvalid(await t.visitor.get(quizUrl(type)));
      expect(body.displayMessage).toBe('Please check the quiz type: must be self or gift.');
      expect(body.message).toContain('quizType');
    },
  );
});

describe('POST quizzes/{quizType}/progress', () => {
  it('saves progress that the next load restores, with the typed other text and the name', async () => {
    const res = await save('self', {
      progress: 12,
      answers: [
        answer('name', 'Riley'),
        answer('age', '29'),
        answer('work', 'other', 'Night shifts'),
        answer('drink', null),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(v.parse(saveQuizProgress.response, res.json())).toEqual({ success: true });

    const quiz = await loadQuiz('self');
    expect(quiz).toMatchObject({ complete: false, surveyLogId: null, name: 'Riley' });
    expect(selections(quiz)).toEqual({
      name: ['Riley', undefined],
      age: ['29', undefined],
      work: ['other', 'Night shifts'],
    });
    // The gift quiz keeps its own progress.
    expect(selections(await loadQuiz('gift'))).toEqual({});
  });

  it('keeps one draft per quiz type, replaced by each save', async () => {
    await save('self', { progress: 5, answers: [answer('age', '29')] });
    await save('self', { progress: 9, answers: [answer('age', '30'), answer('drink', 'tea')] });
    await save('gift', { progress: 3, answers: [answer('relationship', '3')] });
    const logs = await sessionLogs(t.visitor.session);
    expect(logs.map((log) => [log.status, log.progress])).toEqual([
      ['draft', 9],
      ['draft', 3],
    ]);
    expect(selections(await loadQuiz('self'))).toEqual({ age: ['30', undefined], drink: ['tea', undefined] });
  });

  it('keeps the timer’s start with the progress, as the element sends it (spec §4; decision 0165)', async () => {
    const started = Date.UTC(2026, 2, 10, 14, 58, 30, 250);
    await save('self', { answers: [answer('age', '29')], startedAt: started });
    expect((await loadQuiz('self')).startedAt).toBe(started);
    await save('self', { answers: [answer('age', '30')], startedAt: started });
    expect((await loadQuiz('self')).startedAt).toBe(started);
    // RETAKE SURVEY: the answers cleared, not started until the next selection.
    await save('self', { answers: [answer('age', null)], startedAt: null });
    expect((await loadQuiz('self')).startedAt).toBeNull();
    expectInvalid(await save('self', { startedAt: -1 }));
  });

  it('drops answers to questions the quiz type does not ask', async () => {
    await save('self', { answers: [answer('relationship', '0'), answer('age', '30')] });
    expect(selections(await loadQuiz('self'))).toEqual({ age: ['30', undefined] });
  });

  it('keeps each session its own progress', async () => {
    await save('self', { answers: [answer('age', '30')] });
    const other = await Visitor.arrive(t.app);
    expect(selections(await loadQuiz('self', other))).toEqual({});
  });

  it.each([
    [{ progress: 101 }, 'progress'],
    [{ progress: -1 }, 'progress'],
    [{ progress: 12.5 }, 'progress'],
    [{ progress: '50' }, 'progress'],
    [{ answers: [{ questionCode: 'colour', value: 'red' }] }, 'answers.0.questionCode'],
    [{ answers: [answer('age', 'x'.repeat(501))] }, 'answers.0.value'],
    [{ surveyLogId: undefined }, 'surveyLogId'],
  ])('refuses %j with 400 naming %s, storing nothing', async (body, field) => {
    expect(expectInvalid(await save('self', body)).message).toContain(field);
    expect(await sessionLogs(t.visitor.session)).toEqual([]);
  });

  it('refuses a bad quiz type with the same message as GET', async () => {
    expect(expectInvalid(await save('gifts', {})).displayMessage).toBe(
      'Please check the quiz type: must be self or gift.',
    );
  });

  it('needs the nonce (403)', async () => {
    const res = await t.visitor.postJson(
      callUrl(saveQuizProgress, { quizType: 'self' }),
      { surveyLogId: null, progress: 1, answers: [] },
      { nonce: false },
    );
    expect(res.statusCode).toBe(403);
    expect(v.parse(RestError, res.json()).code).toBe('rest_cookie_invalid_nonce');
  });
});

describe('continuation (spec §4: a quiz with a surveyLogId that is not complete)', () => {
  const start = async (who = t.visitor) => {
    const res = await who.postJson(QA_CALLS.continuation.path, {});
    expect(res.statusCode).toBe(200);
    return v.parse(QaContinuation, res.json());
  };

  it('serves only the new questions under the log id, and saves into that log', async () => {
    const { surveyLogId, questions } = await start();
    expect(surveyLogId).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(questions).toEqual(CONTINUATION_QUESTIONS);
    const log = await findSurveyLog(t.database.db, surveyLogId);
    expect(log).toMatchObject({
      status: 'draft',
      continuation: true,
      version: EARLIER_VERSION,
      quizType: 'self',
    });

    const quiz = await loadQuiz('self');
    expect(quiz).toMatchObject({ surveyLogId, complete: false, name: 'Jordan', version: QUIZ_VERSION });
    expect(quiz.questions.map((question) => question.code)).toEqual(CONTINUATION_QUESTIONS);
    expect(selections(quiz)).toEqual({});

    const saved = await save('self', {
      surveyLogId,
      progress: 20,
      answers: [answer('hair_type', 'curly'), answer('face_type', '3')],
    });
    expect(saved.statusCode).toBe(200);
    expect(selections(await loadQuiz('self'))).toEqual({ hair_type: ['curly', undefined] });
    // Only the continuation's own questions are saved into it; its earlier answers stay.
    const after = await findSurveyLog(t.database.db, surveyLogId);
    expect(after?.answers).toEqual(
      expect.arrayContaining([answer('face_type', '1'), answer('hair_type', 'curly')]),
    );
    expect(after?.progress).toBe(20);
    // The gift quiz is not affected.
    expect((await loadQuiz('gift')).surveyLogId).toBeNull();
  });

  it('replaces an open continuation when started again', async () => {
    const first = await start();
    const second = await start();
    expect(second.surveyLogId).not.toBe(first.surveyLogId);
    expect(await findSurveyLog(t.database.db, first.surveyLogId)).toBeNull();
    expect((await loadQuiz('self')).surveyLogId).toBe(second.surveyLogId);
  });

  it("refuses progress for another session's log, an unknown log, and the wrong quiz type", async () => {
    const other = await Visitor.arrive(t.app);
    const theirs = await start(other);
    const mine = await start();
    for (const [type, surveyLogId] of [
      ['self', theirs.surveyLogId],
      ['self', 'nope123456'],
      ['gift', mine.surveyLogId],
    ] as const) {
      const body = expectInvalid(await save(type, { surveyLogId, answers: [answer('hair_type', 'bald')] }));
      expect(body.displayMessage).toBe('This quiz could not be saved. Please reload the page.');
    }
    expect((await findSurveyLog(t.database.db, theirs.surveyLogId))?.answers).not.toContainEqual(
      answer('hair_type', 'bald'),
    );
  });

  it('is forgotten with the session by the QA reset', async () => {
    const { surveyLogId } = await start();
    expect((await t.visitor.postJson(QA_CALLS.reset.path, {})).statusCode).toBe(200);
    expect(await findSurveyLog(t.database.db, surveyLogId)).toBeNull();
    expect((await loadQuiz('self')).surveyLogId).toBeNull();
  });

  it('takes no parameters and needs the nonce', async () => {
    expect((await t.visitor.postJson(QA_CALLS.continuation.path, { quizType: 'gift' })).statusCode).toBe(400);
    expect((await t.visitor.postJson(QA_CALLS.continuation.path, {}, { nonce: false })).statusCode).toBe(403);
  });
});

// issue 43, docs/decisions/0210: a store in es-US (PC_LOCALE) serves the quiz's questions in Spanish,
// the API and the page's data alike; codes, values and saved selections are the same as in en-US.
describe('in a store in es-US', () => {
  const es = useTestApp({ locale: 'es-US', clock: () => new Date('2026-03-10T15:00:00Z') });
  const pageData = async (who: Visitor, path: string) => {
    const res = await who.get(`/wp-json/pc/v1/page_data?${new URLSearchParams({ path })}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { quiz: { questions: unknown[] } };
  };

  it.each(['self', 'gift'] as const)('GET quizzes/%s answers the questions in es-US', async (type) => {
    const shopper = await Visitor.arrive(es.app, '/quiz');
    const quiz = await loadQuiz(type, shopper);
    expect(quiz.questions).toEqual(questionsFor(type, 'es-US'));
    const name = quiz.questions.find((question) => question.code === 'name');
    expect(name?.text).toEqual({ default: '¿Cuál es tu nombre?', gift: '¿Cuál es su nombre?' });
    expect(JSON.stringify(quiz)).not.toContain('How often do you');
  });

  it('a page in English on it: GET quizzes/{quizType} in the catalogue’s words (issue 43)', async () => {
    const shopper = await Visitor.arrive(es.app, '/quiz');
    const res = await shopper.send({
      method: 'GET',
      url: quizUrl('self'),
      headers: { accept: 'application/json', 'accept-language': 'en-US' },
    });
    expect(v.parse(getQuiz.response, res.json()).questions).toEqual(questionsFor('self', 'en-US'));
  });

  it('a Spanish page on an en-US store: GET quizzes/{quizType} in es-US (issue 43)', async () => {
    const res = await t.visitor.send({
      method: 'GET',
      url: quizUrl('gift'),
      headers: { accept: 'application/json', 'accept-language': 'es' },
    });
    expect(v.parse(getQuiz.response, res.json()).questions).toEqual(questionsFor('gift', 'es-US'));
  });

  it('leaves an en-US store as it was: GET quizzes/{quizType} in the catalogue’s words', async () => {
    for (const type of ['self', 'gift'] as const)
      expect((await loadQuiz(type)).questions).toEqual(questionsFor(type, 'en-US'));
  });

  it.each([
    ['/quiz', 'self', '¿Con qué frecuencia te bañas?'],
    ['/gift-quiz', 'gift', '¿Con qué frecuencia se baña?'],
  ] as const)('%s: its page data and its page speak es-US (%s quiz)', async (path, type, showerFreq) => {
    const shopper = await Visitor.arrive(es.app, path);
    const data = await pageData(shopper, path);
    expect(data.quiz.questions).toEqual(questionsFor(type, 'es-US'));
    const page = readPageConfig((await shopper.get(path)).body);
    expect(page.locale).toBe('es-US');
    expect(page.data).toEqual(data);
    const asked = questionsFor(type, 'es-US').find((question) => question.code === 'shower_freq')!;
    expect(type === 'gift' ? asked.text.gift : asked.text.default).toBe(showerFreq);
  });

  it('saves and restores the answers by value, whatever the words', async () => {
    const shopper = await Visitor.arrive(es.app, '/quiz');
    const res = await save(
      'self',
      { answers: [answer('drink', 'tea'), answer('work', 'other', 'Turnos de noche')] },
      shopper,
    );
    expect(res.statusCode).toBe(200);
    const quiz = await loadQuiz('self', shopper);
    expect(selections(quiz)).toEqual({ drink: ['tea', undefined], work: ['other', 'Turnos de noche'] });
    const drink = quiz.questions.find((question) => question.code === 'drink')!;
    expect(drink.options.find((option) => option.value === 'tea')?.text.default).toBe('Té');
  });
});
