import { IDEMPOTENCY_HEADER } from '@pc/shared/constants';
import {
  ADMIN_AJAX_PATH,
  CART_TOKEN_HEADER,
  CRAFTING_FIELD,
  createHandOff,
  getCartItems,
  getCartToken,
  HAND_OFF_LIFETIME_S,
  HAND_OFF_PARAM,
  RESULTS_FIELD,
  RestError,
  startHostSession,
} from '@pc/shared/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVERYTHING, quizSummary } from '../../test/resultsFixtures.ts';
import { completeQuizForm } from '../quiz/craftingForm.ts';
import { callUrl } from '../test/calls.ts';
import { changedToken } from '../test/changedToken.ts';
import { startTestApp, useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { SESSION_COOKIE } from './session.ts';

// docs/decisions/0098: a static page of an allowed host origin starts a session with a session token
// and sends it in place of the cookie; every rule that protects the shop holds for it exactly as for a
// cookie session (spec §4 one tailored order, docs/decisions/0044 whose survey log, the nonce,
// docs/decisions/0092 idempotency keys); a one-time code carries its cart to the store's pages
// (decision 0145: into the browser's own session).

const HOST = 'http://127.0.0.2:9000';
const AJAX = ADMIN_AJAX_PATH;
const START = callUrl(startHostSession);
const HAND_OFF = callUrl(createHandOff);
let now = new Date('2026-03-10T15:00:00Z').getTime();
const t = useTestApp({ clock: () => new Date(now), hostOrigins: [HOST] });

const cartOf = async (who: Visitor) =>
  v.parse(getCartItems.response, (await who.get(`${AJAX}?action=get_cart_items`)).json()).data;

const complete = async (
  who: Visitor,
  fields: Record<string, string> = {},
  summary = quizSummary('self', EVERYTHING),
) => {
  const res = await who.postForm(completeQuizForm.path, {
    [CRAFTING_FIELD]: JSON.stringify(summary),
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(303);
  return String(res.headers.location);
};
const logIdOf = (location: string) => /survey_log_id=([A-Za-z0-9_-]+)/.exec(location)![1]!;

const tailored = (who: Visitor, surveyLogId: string, headers: Record<string, string> = {}) =>
  who.send({
    method: 'POST',
    url: AJAX,
    contentType: 'application/x-www-form-urlencoded',
    payload: new URLSearchParams({
      action: 'add_to_cart',
      quantity: '1',
      'add-to-cart': '111',
      variation_id: '11101',
      survey_log_id: surveyLogId,
    }).toString(),
    headers,
  });

const codeOf = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(createHandOff.response, res.json()).code;
};

describe('starting a session on a page of another origin', () => {
  it('gives an allowed origin a new session: its token and nonce, CORS without credentials, no cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: START,
      headers: { origin: HOST, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = v.parse(startHostSession.response, res.json());
    expect(new Date(answer.expiresAt).getTime() - now).toBe(30 * 24 * 60 * 60 * 1000);
    // issue 43 item 4: the store's currency comes with it, for a page whose #pc-config says none.
    expect(answer.currency).toBe('USD');
    expect(res.headers['access-control-allow-origin']).toBe(HOST);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("names the store's currency with the token (PC_CURRENCY, issue 43 item 4)", async () => {
    const eur = await startTestApp({ clock: () => new Date(now), hostOrigins: [HOST], currency: 'EUR' });
    try {
      const res = await eur.app.inject({
        method: 'POST',
        url: START,
        headers: { origin: HOST, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(v.parse(startHostSession.response, res.json()).currency).toBe('EUR');
    } finally {
      await eur.close();
    }
  });

  it.each([
    ['another origin', { origin: 'http://evil.example' }],
    ['no origin (not a browser on a host page)', {}],
  ])('refuses %s', async (_label, headers) => {
    const res = await t.app.inject({
      method: 'POST',
      url: START,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(v.parse(RestError, res.json()).code).toBe('pc_host_not_allowed');
  });

  it('never mints a token from a token (neither a new session nor a host server’s token)', async () => {
    const page = await Visitor.onHost(t.app, HOST);
    for (const url of [START, callUrl(getCartToken)]) {
      const res = await page.send({
        method: url === START ? 'POST' : 'GET',
        url,
        payload: '{}',
        contentType: 'application/json',
      });
      expect(res.statusCode).toBe(403);
      expect(v.parse(RestError, res.json()).code).toBe('pc_cart_token_not_accepted');
    }
  });

  it('refuses the token from an origin not listed, and a changed token', async () => {
    const page = await Visitor.onHost(t.app, HOST);
    const cookieless = { method: 'GET' as const, url: `${AJAX}?action=get_cart_items` };
    const token = page.token!;
    const elsewhere = await t.app.inject({
      ...cookieless,
      headers: { origin: 'http://evil.example', [CART_TOKEN_HEADER]: token },
    });
    expect(v.parse(RestError, elsewhere.json()).code).toBe('pc_host_not_allowed');
    const changed = await t.app.inject({
      ...cookieless,
      headers: { origin: HOST, [CART_TOKEN_HEADER]: changedToken(token) },
    });
    expect(v.parse(RestError, changed.json()).code).toBe('pc_invalid_cart_token');
  });
});

describe.each([
  ['cookie sessions (the store’s pages)', () => Visitor.arrive(t.app)],
  ['token sessions (a static page of another origin)', () => Visitor.onHost(t.app, HOST)],
])('rules that protect the shop hold for %s', (_kind, arrive) => {
  let owner: Visitor;
  let stranger: Visitor;
  let logA: string;
  let logB: string;
  beforeAll(async () => {
    [owner, stranger] = [await arrive(), await arrive()];
    logA = logIdOf(await complete(owner));
    // Another survey: the same COMPLETE again would be the same log (docs/decisions/0129).
    logB = logIdOf(await complete(owner, {}, { ...quizSummary('self', EVERYTHING), durationInSeconds: 96 }));
  });

  it('a write needs the session’s own nonce', async () => {
    expect((await tailored(owner, logA, {})).statusCode).toBe(200);
    const before = (await cartOf(stranger)).count;
    const res = await stranger.send({
      method: 'POST',
      url: AJAX,
      contentType: 'application/x-www-form-urlencoded',
      payload: 'action=delete_all_item_cart',
      nonce: false,
    });
    expect(v.parse(RestError, res.json()).code).toBe('rest_cookie_invalid_nonce');
    stranger.nonce = owner.nonce;
    expect((await tailored(stranger, 'x')).statusCode).toBe(403);
    expect((await cartOf(stranger)).count).toBe(before);
  });

  it('one tailored order at a time: a second survey’s tailored line is refused (409)', async () => {
    const res = await tailored(owner, logB);
    expect(res.statusCode).toBe(409);
    expect(v.parse(RestError, res.json()).code).toBe('pc_one_tailored_order');
  });

  it('another session’s survey log is refused', async () => {
    const fresh = await arrive();
    expect((await tailored(fresh, logA)).statusCode).toBe(400);
    expect((await cartOf(fresh)).count).toBe(0);
  });

  it('a write sent again with its idempotency key is applied once', async () => {
    const fresh = await arrive();
    const key = 'host-session-key-0001';
    const plain = { 'add-to-cart': '111', variation_id: '11101', quantity: '1' };
    const send = () =>
      fresh.send({
        method: 'POST',
        url: AJAX,
        contentType: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams({ action: 'add_to_cart', ...plain }).toString(),
        headers: { [IDEMPOTENCY_HEADER]: key },
      });
    const [first, again] = [await send(), await send()];
    expect(first.statusCode, first.body).toBe(200);
    expect(again.body).toBe(first.body);
    expect((await cartOf(fresh)).count).toBe(1);
  });
});

describe('handing a token session to the store’s pages', () => {
  it('a one-time code: the store page carries the cart into the browser’s own new session (decision 0145), then the code is spent', async () => {
    const page = await Visitor.onHost(t.app, HOST);
    const logId = logIdOf(await complete(page));
    expect((await tailored(page, logId)).statusCode).toBe(200);
    const code = codeOf(await page.postJson(HAND_OFF, {}));

    const landing = await t.app.inject({ method: 'GET', url: `/checkout?${HAND_OFF_PARAM}=${code}` });
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe('/checkout');
    expect(landing.headers['cache-control']).toBe('no-store');
    const cookie = landing.cookies.find((candidate) => candidate.name === SESSION_COOKIE)!;
    const store = await t.app.inject({
      method: 'GET',
      url: `${AJAX}?action=get_cart_items`,
      headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` },
    });
    expect(v.parse(getCartItems.response, store.json()).data.items.map((item) => item.surveyLogId)).toEqual([
      logId,
    ]);

    const again = await t.app.inject({ method: 'GET', url: `/checkout?${HAND_OFF_PARAM}=${code}` });
    expect(again.statusCode).toBe(303);
    expect(again.cookies.find((candidate) => candidate.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('keeps the rest of the query, and a code past its two minutes hands nothing', async () => {
    const page = await Visitor.onHost(t.app, HOST);
    const code = codeOf(await page.postJson(HAND_OFF, {}));
    now += (HAND_OFF_LIFETIME_S + 1) * 1000;
    const late = await t.app.inject({
      method: 'GET',
      url: `/gift-quizresult?survey_log_id=abc&${HAND_OFF_PARAM}=${code}`,
    });
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toBe('/gift-quizresult?survey_log_id=abc');
    expect(late.cookies.find((candidate) => candidate.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('needs the session’s nonce (a write)', async () => {
    const page = await Visitor.onHost(t.app, HOST);
    expect((await page.postJson(HAND_OFF, {}, { nonce: false })).statusCode).toBe(403);
  });

  it('COMPLETE posted from the host page: the code makes the form the token session’s; it lands on the results page the host names', async () => {
    const page = await Visitor.onHost(t.app, HOST);
    const code = codeOf(await page.postJson(HAND_OFF, {}));
    // A browser's cross-site form post: the host's Origin, no token header, no cookie.
    const res = await t.app.inject({
      method: 'POST',
      url: completeQuizForm.path,
      headers: { origin: HOST, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({
        [CRAFTING_FIELD]: JSON.stringify(quizSummary('self', EVERYTHING)),
        _wpnonce: page.nonce,
        [HAND_OFF_PARAM]: code,
        [RESULTS_FIELD]: `${HOST}/our-results?ignored=1`,
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(new RegExp(`^${HOST}/our-results\\?survey_log_id=`));
    expect((await tailored(page, logIdOf(location))).statusCode).toBe(200);
  });

  it('never sends COMPLETE to an origin that is not the posting host (no open redirect)', async () => {
    const page = await Visitor.onHost(t.app, HOST);
    const location = await complete(page, { [RESULTS_FIELD]: 'https://evil.example/results' });
    expect(location).toMatch(/^\/quizresult\?survey_log_id=/);
  });
});

describe('an origin the store does not list', () => {
  it('is named in the store’s log, once, and gets no CORS', async () => {
    const lines: string[] = [];
    const logged = await startTestApp({
      hostOrigins: [HOST],
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const ask = () =>
        logged.app.inject({
          method: 'GET',
          url: '/elements/pc-quiz.js',
          headers: { origin: 'https://cms.example' },
        });
      const refused = await ask();
      await ask();
      await logged.app.inject({ method: 'GET', url: '/contact', headers: { origin: HOST } });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      const named = lines.map((line) => JSON.parse(line) as { origin?: string; msg: string });
      expect(named.filter((entry) => entry.origin === 'https://cms.example')).toEqual([
        expect.objectContaining({
          msg: expect.stringContaining('PC_HOST_ORIGINS does not list https://cms.example'),
        }),
      ]);
      expect(named.some((entry) => entry.origin === HOST)).toBe(false);
    } finally {
      await logged.close();
    }
  });
});
