import { NONCE_HEADER } from '@pc/shared/constants';
import {
  ADMIN_AJAX_PATH,
  CART_TOKEN_HEADER,
  CRAFTING_FIELD,
  getCartToken,
  getInsights,
  getOwner,
  ownerSignIn,
  ownerSignOut,
  postInsightEvent,
  RestError,
} from '@pc/shared/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVERYTHING, quizSummary } from '../../test/resultsFixtures.ts';
import { DEMO_OWNER } from '../owner/ownerAccount.ts';
import { OWNER_COOKIE } from '../owner/ownerSessions.ts';
import { completeQuizForm } from '../quiz/craftingForm.ts';
import { callUrl } from '../test/calls.ts';
import { signInOwner } from '../test/owner.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';

// docs/decisions/0119, 0120: the owner signs in with a session of their own; the report answers no one
// else; and the store records the facts it counts as shoppers go.

const NOW = new Date('2026-11-12T15:00:00Z');
const t = useTestApp({ clock: () => NOW });
const REPORT = callUrl(getInsights, { from: '2026-11-01', to: '2026-11-30' });

const errorOf = (res: { json(): unknown }) => v.parse(RestError, res.json());

describe('who may read the report', () => {
  it('answers 401 to a request with no session at all', async () => {
    for (const url of [REPORT, callUrl(getOwner)]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toMatchObject({ code: 'pc_owner_signed_out', data: { status: 401 } });
    }
  });

  it('answers 403 to a shopper, by cookie or by cart token', async () => {
    const shopper = await Visitor.arrive(t.app, '/quiz');
    const byCookie = await shopper.get(REPORT);
    expect(byCookie.statusCode).toBe(403);
    expect(errorOf(byCookie)).toMatchObject({ code: 'pc_not_owner', data: { status: 403 } });
    const { token } = (await shopper.get(callUrl(getCartToken))).json() as { token: string };
    const byToken = await t.app.inject({
      method: 'GET',
      url: REPORT,
      headers: { [CART_TOKEN_HEADER]: token },
    });
    expect(byToken.statusCode).toBe(403);
    expect(byToken.body).not.toContain('attribution');
  });

  it('refuses a wrong password or an unknown email alike, and sets no owner cookie', async () => {
    const visitor = await Visitor.arrive(t.app, '/insights');
    for (const body of [
      { email: DEMO_OWNER.email, password: 'wrong' },
      { email: 'nobody@example.com', password: DEMO_OWNER.password },
    ]) {
      const res = await visitor.postJson(callUrl(ownerSignIn), body);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toMatchObject({ code: 'pc_wrong_sign_in' });
      expect(res.cookies.some((c) => c.name === OWNER_COOKIE)).toBe(false);
    }
  });

  it('needs the page nonce to sign in, as every write', async () => {
    const visitor = await Visitor.arrive(t.app, '/insights');
    const res = await visitor.postJson(
      callUrl(ownerSignIn),
      { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
      { nonce: false },
    );
    expect(res.statusCode).toBe(403);
  });

  it('lets the owner in with an httpOnly, SameSite=Strict cookie, its email in any case, until sign-out', async () => {
    const owner = await signInOwner(t.app, { email: ' Owner@PCstore.example ' });
    expect((await owner.get(callUrl(getOwner))).json()).toEqual({ email: DEMO_OWNER.email });
    expect((await owner.report('2026-11-01', '2026-11-30')).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: callUrl(ownerSignOut),
      headers: {
        cookie: owner.cookie,
        [NONCE_HEADER]: owner.visitor.nonce,
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(out.statusCode).toBe(200);
    // The old cookie no longer opens the report: the session is gone from the database.
    expect((await owner.report('2026-11-01', '2026-11-30')).statusCode).toBe(403);
  });

  it('sets the owner cookie apart from the shopper one', async () => {
    const visitor = await Visitor.arrive(t.app, '/insights');
    const res = await visitor.postJson(callUrl(ownerSignIn), {
      email: DEMO_OWNER.email,
      password: DEMO_OWNER.password,
    });
    const cookie = res.cookies.find((c) => c.name === OWNER_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.value).not.toBe(visitor.session);
  });

  it('answers 400 to a range that is not two days in order', async () => {
    const owner = await signInOwner(t.app);
    for (const [from, to] of [
      ['2026-11-30', '2026-11-01'],
      ['yesterday', '2026-11-01'],
    ]) {
      const res = await owner.get(callUrl(getInsights, { from, to }));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('rest_invalid_param');
    }
  });
});

describe('the sign-in limit', () => {
  const limited = useTestApp({ clock: () => NOW });
  it('answers 429 with Retry-After after ten tries from one address, even with the right password', async () => {
    const visitor = await Visitor.arrive(limited.app, '/insights');
    const statuses: number[] = [];
    let last: Awaited<ReturnType<Visitor['postJson']>> | undefined;
    for (let i = 0; i < 11; i++) {
      last = await visitor.postJson(callUrl(ownerSignIn), {
        email: DEMO_OWNER.email,
        password: i < 10 ? `guess ${i}` : DEMO_OWNER.password,
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(last!)).toMatchObject({ code: 'pc_too_many_sign_ins', data: { status: 429 } });
  });
});

describe('the facts the store records for the report', () => {
  let shopper: Visitor;
  let logId: string;
  const kinds = async (sessionId: string) =>
    (
      await t.database.db.query<{ kind: string; quiz_type: string | null; survey_log_id: string | null }>(
        'SELECT kind, quiz_type, survey_log_id FROM insight_events WHERE session_id = $1 ORDER BY id',
        [sessionId],
      )
    ).map((row) => [row.kind, row.quiz_type, row.survey_log_id]);

  beforeAll(async () => {
    shopper = await Visitor.arrive(t.app, '/gift-quiz');
    const res = await shopper.postForm(completeQuizForm.path, {
      [CRAFTING_FIELD]: JSON.stringify(quizSummary('self', EVERYTHING)),
    });
    expect(res.statusCode, res.body).toBe(303);
    logId = /survey_log_id=([A-Za-z0-9_-]+)/.exec(String(res.headers.location))![1]!;
  });

  it('records the quiz page shown, its results seen, a tailored add, and what the cross-sell tells', async () => {
    await shopper.get(`/quizresult?survey_log_id=${logId}`);
    const add = await shopper.postForm(ADMIN_AJAX_PATH, {
      quantity: 1,
      'add-to-cart': 111,
      variation_id: 11101,
      survey_log_id: logId,
    });
    expect(add.statusCode, add.body).toBe(200);
    for (const event of ['cross_sell_shown', 'cross_sell_declined'] as const) {
      const res = await shopper.postJson(callUrl(postInsightEvent), { event, surveyLogId: logId });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await kinds(shopper.session)).toEqual([
      ['quiz_viewed', 'gift', null],
      ['results_viewed', null, logId],
      ['cart_added', null, logId],
      ['cross_sell_shown', 'self', logId],
      ['cross_sell_declined', 'self', logId],
    ]);
  });

  it("keeps no other session's survey log on a cross-sell event, and refuses unknown events", async () => {
    const stranger = await Visitor.arrive(t.app, '/contact');
    expect((await stranger.get(`/quizresult?survey_log_id=${logId}`)).statusCode).toBe(200);
    const res = await stranger.postJson(callUrl(postInsightEvent), {
      event: 'cross_sell_shown',
      surveyLogId: logId,
    });
    expect(res.statusCode).toBe(200);
    const bad = await stranger.postJson(callUrl(postInsightEvent), { event: 'order_refunded' });
    expect(bad.statusCode).toBe(400);
    // Seeing another's shared results is not their funnel's results view.
    expect(await kinds(stranger.session)).toEqual([['cross_sell_shown', null, null]]);
  });
});
