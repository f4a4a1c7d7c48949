import { NONCE_HEADER } from '@pc/shared/constants';
import {
  ADMIN_AJAX_PATH,
  CRAFTING_FIELD,
  getBathroomModule,
  getCartItems,
  getQuiz,
  ResultsState,
  saveQuizProgress,
  saveResults,
} from '@pc/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYTHING, quizSummary } from '../test/resultsFixtures.ts';
import { buildApp } from './app.ts';
import { readServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { completeQuizForm } from './quiz/craftingForm.ts';
import { SESSION_COOKIE } from './session/session.ts';
import { callUrl } from './test/calls.ts';
import { openTestDatabase, TEST_DATABASE, type TestDatabase } from './test/testDb.ts';
import { readPageConfig } from './test/visitor.ts';

// docs/decisions/0044 (README "Several servers, one PostgreSQL"): two app instances on one PostgreSQL
// database, with the nonce secret from the environment, serve one shopper alternately. The cart, the
// quiz progress and the survey results written through one are read through the other. PostgreSQL
// only: an in-memory PGlite cannot be opened by two servers (`npm run test:pg` runs it).

const AJAX = ADMIN_AJAX_PATH;
const config = readServerConfig({ PC_NONCE_SECRET: 'two-servers-share-this-secret-0123456789' });

describe.skipIf(TEST_DATABASE !== 'postgres')('two servers, one PostgreSQL', () => {
  let database: TestDatabase;
  let second: Db;
  let a: FastifyInstance;
  let b: FastifyInstance;
  /** The shopper: one browser, whose requests a load balancer sends to either server. */
  const shopper = { session: '', nonce: '' };

  const start = (db: Db) =>
    buildApp({
      db,
      distDir: '/nonexistent',
      clock: () => new Date('2026-03-10T15:00:00Z'),
      nonceSecret: config.nonceSecret,
      mode: config.mode,
    });

  const send = async (
    app: FastifyInstance,
    method: 'GET' | 'POST',
    url: string,
    body?: { form?: Record<string, string | number>; json?: unknown },
  ): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = {
      cookie: `${SESSION_COOKIE}=${shopper.session}`,
      [NONCE_HEADER]: shopper.nonce,
    };
    let payload: string | undefined;
    if (body?.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(
        Object.entries(body.form).map(([k, value]) => [k, String(value)]),
      ).toString();
    } else if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    }
    return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    second = await database.reopen();
    a = start(database.db);
    b = start(second);
    // Both start at once, as a deploy starts them: migrations and seeding are serialised by a lock.
    await Promise.all([a.ready(), b.ready()]);
    const page = await a.inject({ method: 'GET', url: '/' });
    shopper.session = page.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value;
    shopper.nonce = String(readPageConfig(page.body).nonce);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.destroy();
  });

  it("takes each other's session and nonce", async () => {
    const page = await b.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `${SESSION_COOKIE}=${shopper.session}` },
    });
    expect(page.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
    expect(readPageConfig(page.body).nonce).toBe(shopper.nonce);
  });

  it('shares the cart: added through one, read and added to through the other', async () => {
    expect(
      (await send(a, 'POST', AJAX, { form: { quantity: 1, 'add-to-cart': 111, variation_id: 11101 } }))
        .statusCode,
    ).toBe(200);
    const throughB = v.parse(
      getCartItems.response,
      (await send(b, 'GET', `${AJAX}?action=get_cart_items`)).json(),
    ).data;
    expect(throughB.items.map((item) => [item.variationId, item.quantity])).toEqual([[11101, 1]]);
    expect(
      (await send(b, 'POST', AJAX, { form: { quantity: 1, 'add-to-cart': 111, variation_id: 11101 } }))
        .statusCode,
    ).toBe(200);
    const throughA = v.parse(
      getCartItems.response,
      (await send(a, 'GET', `${AJAX}?action=get_cart_items`)).json(),
    ).data;
    expect(throughA.items.map((item) => [item.variationId, item.quantity])).toEqual([[11101, 2]]);
  });

  it('shares the quiz progress: saved through one, resumed through the other', async () => {
    const saved = await send(b, 'POST', callUrl(saveQuizProgress, { quizType: 'self' }), {
      json: { surveyLogId: null, progress: 10, answers: [{ questionCode: 'name', value: 'Robin' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const quiz = v.parse(
      getQuiz.response,
      (await send(a, 'GET', callUrl(getQuiz, { quizType: 'self' }))).json(),
    );
    expect(quiz.questions.find((question) => question.code === 'name')?.selected).toBe('Robin');
  });

  it('shares the survey results: completed through one, saved and read through the other', async () => {
    const done = await send(a, 'POST', completeQuizForm.path, {
      form: { [CRAFTING_FIELD]: JSON.stringify(quizSummary('self', EVERYTHING)) },
    });
    expect(done.statusCode, done.body).toBe(303);
    const id = /survey_log_id=([A-Za-z0-9_-]+)/.exec(String(done.headers.location))![1]!;
    const saved = await send(b, 'POST', callUrl(saveResults, { surveyLogId: id }), {
      json: { email: 'robin@example.com', source: 'saved_quiz_results' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await send(a, 'GET', `/quizresult?survey_log_id=${id}`);
    const results = v.parse(v.object({ results: ResultsState }), readPageConfig(page.body).data).results;
    // the email saved through B is what A's page knows: it no longer asks for it
    expect(results.showEmailCapture).toBe(false);
    const module = await send(b, 'GET', callUrl(getBathroomModule, { surveyLogId: id }));
    expect(module.statusCode).toBe(200);
  });

  it('agree without PC_NONCE_SECRET too: the first server keeps a generated secret in the database', async () => {
    const options = { distDir: '/nonexistent', clock: () => new Date('2026-03-10T15:00:00Z') };
    const c = buildApp({ db: database.db, ...options, nonceSecret: undefined });
    const d = buildApp({ db: second, ...options, nonceSecret: undefined });
    try {
      await Promise.all([c.ready(), d.ready()]);
      const page = await c.inject({ method: 'GET', url: '/' });
      const session = page.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value;
      const nonce = String(readPageConfig(page.body).nonce);
      const write = await d.inject({
        method: 'POST',
        url: AJAX,
        headers: {
          cookie: `${SESSION_COOKIE}=${session}`,
          [NONCE_HEADER]: nonce,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'action=delete_all_item_cart',
      });
      expect(write.statusCode).toBe(200);
      expect(write.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
    } finally {
      await c.close();
      await d.close();
    }
  });
});
