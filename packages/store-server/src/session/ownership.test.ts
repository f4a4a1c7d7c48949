import {
  ADMIN_AJAX_PATH,
  CRAFTING_FIELD,
  getBathroomModule,
  getCartItems,
  RestError,
  saveQuizProgress,
  saveResults,
} from '@pc/shared/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { eGiftForm } from '../../test/eGiftForm.ts';
import { type Answers, EVERYTHING, quizSummary } from '../../test/resultsFixtures.ts';
import { completeQuizForm } from '../quiz/craftingForm.ts';
import { QUIZ_IDS } from '../quiz/sessionQuiz.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';

// docs/decisions/0044: whose data a session may write. Results links stay readable by whoever holds them;
// only the session that took the quiz writes to its log. Progress and completion agree on 'other'
// text; e-gift dates at most a year ahead; /crafting answers 400 to any bad version.

const AJAX = ADMIN_AJAX_PATH;
const SAVE = (id: string) => callUrl(saveResults, { surveyLogId: id });
const MODULE = (id: string) => callUrl(getBathroomModule, { surveyLogId: id });

let owner: Visitor;
let stranger: Visitor;
let logId: string;

const complete = async (who: Visitor, answers: Answers): Promise<string> => {
  const res = await who.postForm(completeQuizForm.path, {
    [CRAFTING_FIELD]: JSON.stringify(quizSummary('self', answers)),
  });
  expect(res.statusCode, res.body).toBe(303);
  return /survey_log_id=([A-Za-z0-9_-]+)/.exec(String(res.headers.location))![1]!;
};

const t = useTestApp({ clock: () => new Date('2026-03-10T15:00:00Z') });

beforeAll(async () => {
  owner = await Visitor.arrive(t.app);
  stranger = await Visitor.arrive(t.app);
  logId = await complete(owner, EVERYTHING);
});

const expectNotFound = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(404);
  expect(v.parse(RestError, res.json())).toMatchObject({
    code: 'pc_unknown_survey_log',
    data: { status: 404 },
  });
};

const cartOf = async (who: Visitor) =>
  v.parse(getCartItems.response, (await who.get(`${AJAX}?action=get_cart_items`)).json()).data;

describe("another session's survey log", () => {
  it('refuses to save an email to it: 404, and the log keeps no email', async () => {
    expectNotFound(
      await stranger.postJson(SAVE(logId), { email: 'mallory@example.com', source: 'saved_quiz_results' }),
    );
    expectNotFound(
      await stranger.postForm(SAVE(logId), {
        email: 'mallory@example.com',
        source: 'captured_email_for_quiz_results',
      }),
    );
    const [row] = await t.database.db.query<{ email: string | null }>(
      'SELECT email FROM survey_logs WHERE id = $1',
      [logId],
    );
    expect(row?.email).toBeNull();
  });

  it('refuses to add its bathroom module: 404, nothing added', async () => {
    expectNotFound(await stranger.postJson(MODULE(logId), {}));
    expect((await cartOf(stranger)).count).toBe(0);
  });

  it('still reads its results and bathroom module (a results link is readable by whoever holds it)', async () => {
    expect((await stranger.get(`/quizresult?survey_log_id=${logId}`)).statusCode).toBe(200);
    expect((await stranger.get(MODULE(logId))).statusCode).toBe(200);
  });

  it('lets the owner write', async () => {
    expect(
      (await owner.postJson(SAVE(logId), { email: 'robin@example.com', source: 'saved_quiz_results' }))
        .statusCode,
    ).toBe(200);
    expect((await owner.postJson(MODULE(logId), {})).statusCode).toBe(200);
  });
});

describe('survey_log_id on add-to-cart', () => {
  const form = (surveyLogId: string) => ({
    quantity: 1,
    'add-to-cart': 111,
    variation_id: 11101,
    survey_log_id: surveyLogId,
  });

  it.each([['nope'], ['0000000000'], ['x'.repeat(64)]])(
    'refuses %j, a log that does not exist',
    async (id) => {
      const res = await stranger.postForm(AJAX, form(id));
      expect(res.statusCode).toBe(400);
      expect(v.parse(RestError, res.json())).toMatchObject({
        code: 'rest_invalid_param',
        data: { status: 400 },
      });
      expect(res.json().displayMessage).toBeTruthy();
    },
  );

  it("refuses another session's log, adding nothing", async () => {
    const res = await stranger.postForm(AJAX, form(logId));
    expect(res.statusCode).toBe(400);
    expect((await cartOf(stranger)).items.some((item) => item.surveyLogId === logId)).toBe(false);
  });

  it("takes the session's own log", async () => {
    const res = await owner.postForm(AJAX, form(logId));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("progress and completion agree on 'other' text", () => {
  const progress = (otherText: string) => ({
    answers: [{ questionCode: 'face_need', value: 'other', otherText }],
    progress: 10,
    surveyLogId: null,
  });

  it('refuses progress whose other text COMPLETE would refuse (over 100 characters)', async () => {
    const res = await stranger.postJson(
      callUrl(saveQuizProgress, { quizType: 'self' }),
      progress('x'.repeat(101)),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  });

  it('takes 100 characters, and surrounding spaces as COMPLETE trims them', async () => {
    const res = await stranger.postJson(
      callUrl(saveQuizProgress, { quizType: 'self' }),
      progress(`  ${'x'.repeat(100)}  `),
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('e-gift delivery date', () => {
  it.each([['2027-03-11'], ['2099-01-01'], ['9999-12-31']])(
    'refuses %s, more than a year ahead',
    async (date) => {
      const res = await stranger.postForm(AJAX, eGiftForm(date));
      expect(res.statusCode).toBe(400);
      expect(res.json().displayMessage).toBe('The delivery date can be at most a year from today.');
    },
  );

  it('takes a date exactly a year ahead', async () => {
    expect((await stranger.postForm(AJAX, eGiftForm('2027-03-10'))).statusCode).toBe(200);
  });
});

describe('/crafting version', () => {
  const post = (version: unknown) =>
    owner.send({
      method: 'POST',
      url: completeQuizForm.path,
      contentType: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams({
        [CRAFTING_FIELD]: JSON.stringify({
          ...quizSummary('self', EVERYTHING),
          quizId: QUIZ_IDS.self,
          version,
        }),
      }).toString(),
    });

  it.each([[2 ** 31], [1e20], [Number.MAX_SAFE_INTEGER + 2], [1.5], [-1], [0], [2]])(
    'answers 400, never 500, to version %s',
    async (version) => {
      const res = await post(version);
      expect(res.statusCode, res.body).toBe(400);
      expect(v.parse(RestError, res.json())).toMatchObject({
        code: 'rest_invalid_param',
        data: { status: 400 },
      });
      expect(res.json().message).toMatch(/version/);
    },
  );

  it('takes the current quiz version', async () => {
    expect((await post(quizSummary('self', EVERYTHING).version)).statusCode).toBe(303);
  });
});
