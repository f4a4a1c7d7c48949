import {
  ADMIN_AJAX_PATH,
  CRAFTING_FIELD,
  createHandOff,
  getCartItems,
  getPageData,
  HAND_OFF_PARAM,
  placeOrder,
  RestError,
  resendEGift,
  startHostSession,
} from '@pc/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { eGiftForm } from '../../test/eGiftForm.ts';
import { EVERYTHING, quizSummary } from '../../test/resultsFixtures.ts';
import { completeQuizForm } from '../quiz/craftingForm.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { SESSION_COOKIE } from './session.ts';
import { TOKEN_MINT_RULE } from './tokenMintLimit.ts';

// docs/decisions/0145 (issue 35): a hand-off code never makes the browser's session one whose token
// someone else holds. The attack: a script asks for a session token with a listed host's Origin and a
// code for it; a shopper follows `/green-and-airy?pc_handoff=<code>`; whatever the shopper does next
// (an order, its e-gift) is not readable nor changeable with the script's token. The legitimate
// hand-off still carries the host page's cart and survey logs into the browser's own session.

const HOST = 'http://127.0.0.2:9000';
const AJAX = ADMIN_AJAX_PATH;
const HAND_OFF = callUrl(createHandOff);
const CANDLE = { quantity: 1, 'add-to-cart': 301, variation_id: 30101 };
const HAND_CREAM = { quantity: 1, 'add-to-cart': 108, variation_id: 10801 };
const SOON = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const t = useTestApp({ hostOrigins: [HOST] });
const CANDLE_LINE = '1 Gran Cenote Candle';
const HAND_CREAM_LINE = '1 Hand Cream';

const codeOf = async (host: Visitor): Promise<string> => {
  const res = await host.postJson(HAND_OFF, {});
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(createHandOff.response, res.json()).code;
};
const add = async (who: Visitor, form: Record<string, string | number>) => {
  const res = await who.postForm(AJAX, form);
  expect(res.statusCode, res.body).toBe(200);
};
const cartOf = async (who: Visitor) =>
  v.parse(getCartItems.response, (await who.get(`${AJAX}?action=get_cart_items`)).json()).data.items;
const namesOf = async (who: Visitor) => (await cartOf(who)).map((item) => `${item.quantity} ${item.name}`);
const sessionCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((cookie) => cookie.name === SESSION_COOKIE);

/** A browser with no store cookie yet following a link: the session cookie the store gives it. */
const freshBrowserFollows = async (url: string): Promise<string> => {
  const landing = await t.app.inject({ method: 'GET', url });
  expect(landing.statusCode).toBe(303);
  const cookie = sessionCookie(landing);
  expect(cookie).toBeDefined();
  return cookie!.value;
};

describe('a hand-off link made by someone else (the attack of issue 35)', () => {
  it('the shopper keeps their own session; the link’s maker reads no order and changes no e-gift', async () => {
    // 1. A script, not a browser: a token for a listed host's Origin, then a code for it.
    const script = await Visitor.onHost(t.app, HOST);
    await add(script, CANDLE);
    const code = await codeOf(script);
    // 2. A shopper with a session of their own follows the link.
    const shopper = await Visitor.arrive(t.app);
    const own = shopper.session;
    await add(shopper, HAND_CREAM);
    const landing = await shopper.get(`/green-and-airy?${HAND_OFF_PARAM}=${code}`);
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe('/green-and-airy');
    // 3. Never switched: no cookie set, the same session; the link may only add the host's cart to it.
    expect(sessionCookie(landing)).toBeUndefined();
    expect(shopper.session).toBe(own);
    expect(await namesOf(shopper)).toEqual([HAND_CREAM_LINE, CANDLE_LINE]);
    await add(shopper, eGiftForm(SOON));
    const placed = await shopper.postJson(callUrl(placeOrder), {});
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = String(placed.json().orderId);
    const [card] = await t.database.db.query<{ id: string | number }>(
      'SELECT id FROM gift_cards WHERE order_id = $1::bigint',
      [orderId],
    );

    // 4. The script's token: the order is not its to read, nor its e-gift to send anywhere.
    const read = await script.get(
      `${callUrl(getPageData)}?path=${encodeURIComponent(`/checkout/order-received/${orderId}`)}`,
    );
    // decision 0036: an order of another session is no order at all: no data.
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: null });
    const resend = await script.postJson(callUrl(resendEGift, { orderId, cardId: String(card!.id) }), {
      email: 'thief@example.com',
    });
    expect(resend.statusCode).toBe(404);
    expect(v.parse(RestError, resend.json()).code).toBe('rest_not_found');
    const [recipient] = await t.database.db.query<{ recipient_email: string }>(
      'SELECT recipient_email FROM gift_cards WHERE id = $1::bigint',
      [card!.id],
    );
    expect(recipient!.recipient_email).toBe('alex@example.com');
    // The script's own session holds only what it built.
    expect(await namesOf(script)).toEqual([CANDLE_LINE]);
  });

  it('a browser without a session gets a new one, never the code’s: the script reads nothing it adds', async () => {
    const script = await Visitor.onHost(t.app, HOST);
    await add(script, CANDLE);
    const cookie = await freshBrowserFollows(`/checkout?${HAND_OFF_PARAM}=${await codeOf(script)}`);
    const shopperCart = async () =>
      v.parse(
        getCartItems.response,
        (
          await t.app.inject({
            method: 'GET',
            url: `${AJAX}?action=get_cart_items`,
            headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
          })
        ).json(),
      ).data.items;
    expect((await shopperCart()).map((item) => item.quantity)).toEqual([1]);
    // What the shopper adds stays in the shopper's session.
    const nonce = await t.app.inject({
      method: 'GET',
      url: '/wp-json/pc/v1/nonce',
      headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
    });
    const added = await t.app.inject({
      method: 'POST',
      url: AJAX,
      headers: {
        cookie: `${SESSION_COOKIE}=${cookie}`,
        'x-wp-nonce': String(nonce.json().nonce),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ action: 'add_to_cart', ...stringsOf(HAND_CREAM) }).toString(),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await shopperCart()).toHaveLength(2);
    expect(await cartOf(script)).toHaveLength(1);
  });
});

const stringsOf = (form: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(form).map(([key, value]) => [key, String(value)]));

describe('the legitimate hand-off carries the host page’s cart and survey logs', () => {
  it('twice (the host’s Checkout again, and after the order) adds nothing twice', async () => {
    const host = await Visitor.onHost(t.app, HOST);
    await add(host, CANDLE);
    const shopper = await Visitor.arrive(t.app);
    await shopper.get(`/checkout?${HAND_OFF_PARAM}=${await codeOf(host)}`);
    await shopper.get(`/checkout?${HAND_OFF_PARAM}=${await codeOf(host)}`);
    expect((await cartOf(shopper)).map((item) => item.quantity)).toEqual([1]);
    // The host page adds another: the next hand-off carries that one.
    await add(host, CANDLE);
    await shopper.get(`/checkout?${HAND_OFF_PARAM}=${await codeOf(host)}`);
    expect((await cartOf(shopper)).map((item) => item.quantity)).toEqual([2]);
    // The order empties the shopper's cart; the host's cart (still 2) comes back only by what it gains.
    expect((await shopper.postJson(callUrl(placeOrder), {})).statusCode).toBe(200);
    await shopper.get(`/checkout?${HAND_OFF_PARAM}=${await codeOf(host)}`);
    expect(await cartOf(shopper)).toEqual([]);
  });

  it('COMPLETE from the host page: the store’s results page is the shopper’s, in their own session', async () => {
    const host = await Visitor.onHost(t.app, HOST);
    const posted = await t.app.inject({
      method: 'POST',
      url: completeQuizForm.path,
      headers: { origin: HOST, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({
        [CRAFTING_FIELD]: JSON.stringify(quizSummary('self', EVERYTHING)),
        _wpnonce: host.nonce,
        [HAND_OFF_PARAM]: await codeOf(host),
      }).toString(),
    });
    expect(posted.statusCode, posted.body).toBe(303);
    // No cookie from a cross-site POST: the browser's own session is read on the GET that follows.
    expect(sessionCookie(posted)).toBeUndefined();
    const location = String(posted.headers.location);
    expect(location).toMatch(
      new RegExp(`^/quizresult\\?survey_log_id=[\\w-]+&${HAND_OFF_PARAM}=[\\w-]{43}$`),
    );
    const logId = /survey_log_id=([\w-]+)/.exec(location)![1]!;

    const shopper = await Visitor.arrive(t.app);
    const own = shopper.session;
    const landing = await shopper.get(location);
    expect(landing.headers.location).toBe(`/quizresult?survey_log_id=${logId}`);
    expect(shopper.session).toBe(own);
    const tailored = { ...stringsOf({ quantity: 1, 'add-to-cart': 111, variation_id: 11101 }) };
    expect((await shopper.postForm(AJAX, { ...tailored, survey_log_id: logId })).statusCode).toBe(200);
    // The log is the shopper's now: the host session's token writes nothing to it.
    expect((await host.postForm(AJAX, { ...tailored, survey_log_id: logId })).statusCode).toBe(400);
  });

  it('spec §4 one tailored order: the shopper’s own tailored line stays, the host’s stays behind', async () => {
    const complete = async (who: Visitor, seconds: number) => {
      const res = await who.postForm(completeQuizForm.path, {
        [CRAFTING_FIELD]: JSON.stringify({ ...quizSummary('self', EVERYTHING), durationInSeconds: seconds }),
      });
      return /survey_log_id=([\w-]+)/.exec(String(res.headers.location))![1]!;
    };
    const tailored = (logId: string) => ({
      quantity: 1,
      'add-to-cart': 111,
      variation_id: 11101,
      survey_log_id: logId,
    });
    const shopper = await Visitor.arrive(t.app);
    const mine = await complete(shopper, 90);
    await add(shopper, tailored(mine));
    const host = await Visitor.onHost(t.app, HOST);
    const theirs = await complete(host, 91);
    await add(host, tailored(theirs));
    await add(host, CANDLE);
    await shopper.get(`/checkout?${HAND_OFF_PARAM}=${await codeOf(host)}`);
    expect((await cartOf(shopper)).map((item) => item.surveyLogId)).toEqual([mine, null]);
  });
});

describe('a session token is an anonymous session (decision 0145)', () => {
  it('is minted per address at most TOKEN_MINT_RULE allows: then 429 with Retry-After', async () => {
    const mint = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: callUrl(startHostSession),
        headers: { origin: HOST, 'content-type': 'application/json' },
        payload: '{}',
        remoteAddress,
      });
    for (let i = 0; i < TOKEN_MINT_RULE.burst; i++) expect((await mint('203.0.113.7')).statusCode).toBe(200);
    const refused = await mint('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('2');
    expect(v.parse(RestError, refused.json())).toMatchObject({
      code: 'rest_too_many_requests',
      displayMessage: 'You are going a little fast. Please wait a moment and try again.',
    });
    expect((await mint('198.51.100.2')).statusCode).toBe(200);
  });
});
