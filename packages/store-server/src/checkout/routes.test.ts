import { NONCE_HEADER } from '@pc/shared/constants';
import {
  ADMIN_AJAX_PATH,
  CART_TOKEN_HEADER,
  CART_TOKEN_LIFETIME_S,
  CRAFTING_FIELD,
  closePostPurchaseSurvey,
  getCartToken,
  getCheckout,
  getCrossSell,
  getPageData,
  getPostPurchaseEvents,
  getPostPurchaseOptions,
  placeOrder,
  postInsightEvent,
} from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { type Answers, EVERYTHING, quizSummary } from '../../test/resultsFixtures.ts';
import { COUPON_REFUSED, OFFER_GONE } from '../crossSell/crossSellRules.ts';
import { completeQuizForm } from '../quiz/craftingForm.ts';
import { SESSION_COOKIE } from '../session/session.ts';
import { callUrl } from '../test/calls.ts';
import { changedToken } from '../test/changedToken.ts';
import { useTestApp } from '../test/testApp.ts';
import { readPageConfig, Visitor } from '../test/visitor.ts';
import { STANDARD_SHIPPING } from './checkoutRules.ts';
import { EMPTY_CART_MESSAGE } from './orderRepository.ts';

// On the real routes and database (docs/decisions/0036-0038): spec §7 cart/cross_sell and post_purchase calls, checkout
// with spec §9's free-shipping rule, place order, the order-received page data, and third-party
// hosts (PC_HOST_ORIGINS, cart tokens). Decisions 0036-0038.

const AJAX = ADMIN_AJAX_PATH;
const CROSS_SELL = callUrl(getCrossSell);
const CHECKOUT = callUrl(getCheckout);
const ORDER = callUrl(placeOrder);
const OPTIONS = callUrl(getPostPurchaseOptions);
const EVENTS = callUrl(getPostPurchaseEvents);
const TOKEN = callUrl(getCartToken);
const INSIGHT_EVENTS = callUrl(postInsightEvent);
const HOST = 'https://host.example';

let now = new Date('2026-03-10T15:00:00Z').getTime();
const t = useTestApp({
  clock: () => new Date(now),
  hostOrigins: [HOST, 'http://localhost:8399'],
  eachTestVisitor: '/',
});

const complete = async (who: Visitor, type: 'self' | 'gift', answers: Answers): Promise<string> => {
  const res = await who.postForm(completeQuizForm.path, {
    [CRAFTING_FIELD]: JSON.stringify(quizSummary(type, answers)),
  });
  expect(res.statusCode, res.body).toBe(303);
  return /survey_log_id=([A-Za-z0-9_-]+)/.exec(String(res.headers.location))![1]!;
};

/** spec §7 add-to-cart form: a product (a set, 201 = Face Set) bought once or at a cadence. */
const add = async (
  who: Visitor,
  productId: number,
  { cadence = 0, surveyLogId = '', variationId = 0 } = {},
) => {
  const res = await who.postForm(AJAX, {
    action: 'add_to_cart',
    quantity: 1,
    'add-to-cart': productId,
    ...(variationId ? { variation_id: variationId } : {}),
    [`convert_to_sub_${productId}`]: cadence,
    ...(surveyLogId ? { survey_log_id: surveyLogId } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
};

const cart = async (who: Visitor) => (await who.get(`${AJAX}?action=get_cart_items`)).json().data;
const checkout = async (who: Visitor) => (await who.get(CHECKOUT)).json();

const FACE_SET = 201;
const HAIR_SET = 202;
const HAND_CREAM = 108;
const PHYSICAL_GIFT_CARD = 402;

describe('checkout: lines, discounts and the free-shipping rule (spec §9)', () => {
  it('an empty cart: nothing to pay, no shipping', async () => {
    expect(await checkout(t.visitor)).toEqual({
      lines: [],
      discounts: [],
      subtotal: 0,
      discountTotal: 0,
      shipping: 0,
      freeShipping: false,
      nothingShips: false,
      tax: 0,
      total: 0,
      giftCards: [],
      giftCardExclusions: false,
      amountDue: 0,
    });
  });

  it('spend $25: the Face Set once ($38) ships free; the hand cream alone ($13) does not', async () => {
    await add(t.visitor, FACE_SET);
    expect(await checkout(t.visitor)).toMatchObject({
      lines: [{ name: 'Face Set', quantity: 1, cadence: 0, unitPrice: 38, lineTotal: 38 }],
      subtotal: 38,
      shipping: 0,
      freeShipping: true,
      total: 38,
    });
    const other = await Visitor.arrive(t.app);
    await add(other, HAND_CREAM, { variationId: 10801 });
    expect(await checkout(other)).toMatchObject({
      lines: [{ quantity: 1, cadence: 0, unitPrice: 13 }],
      subtotal: 13,
      shipping: STANDARD_SHIPPING,
      freeShipping: false,
      total: 13 + STANDARD_SHIPPING,
    });
  });

  it('subscribe: a subscription under $25 ships free', async () => {
    const id = await complete(t.visitor, 'self', EVERYTHING);
    await add(t.visitor, FACE_SET, { cadence: 9, surveyLogId: id });
    const summary = await checkout(t.visitor);
    expect(summary).toMatchObject({ subtotal: 34, freeShipping: true, shipping: 0, total: 34 });
    expect(summary.lines[0]).toMatchObject({ cadence: 9, unitPrice: 34 });
    expect(summary.lines[0].image).toMatch(/^\/assets\//);
  });
});

describe('GET/POST cart/cross_sell (spec §3 Cross-sell, §7)', () => {
  it('nothing for an empty cart', async () => {
    expect((await t.visitor.get(CROSS_SELL)).json()).toEqual({
      products: [],
      actions: [],
      quizType: 'self',
      surveyLogId: null,
      discounts: {},
    });
  });

  it('a tailored order bought once: the rest of its recommendations, SUBSCRIBE and BUY ONCE (decision 0127)', async () => {
    const id = await complete(t.visitor, 'self', EVERYTHING);
    await add(t.visitor, FACE_SET, { surveyLogId: id });
    const offer = (await t.visitor.get(CROSS_SELL)).json();
    expect(offer).toEqual({
      products: [
        {
          name: 'Hair Set',
          image: expect.stringMatching(/^\/assets\//),
          prices: { subscription: 34, once: 38 },
        },
        {
          name: 'Body Set',
          image: expect.stringMatching(/^\/assets\//),
          prices: { subscription: 49, once: 55 },
        },
      ],
      actions: ['SUBSCRIBE', 'ONE_TIME'],
      quizType: 'self',
      surveyLogId: id,
      discounts: { SUBSCRIBE: { code: 'SETSUB5', amount: 5 }, ONE_TIME: { code: 'SETONCE3', amount: 3 } },
    });
    const body = {
      products: ['Hair Set', 'Body Set'],
      action: 'SUBSCRIBE',
      surveyLogId: id,
      couponCode: 'SETSUB5',
    };

    // Nonce-checked like every write (docs/architecture.md "Server").
    expect((await t.visitor.postJson(CROSS_SELL, body, { nonce: false })).statusCode).toBe(403);
    // Refused: what was not offered to this cart.
    for (const [wrong, message] of [
      [{ ...body, couponCode: 'FREE100' }, COUPON_REFUSED],
      [{ ...body, couponCode: 'SETONCE3' }, COUPON_REFUSED],
      [{ ...body, products: ['Hair Set'] }, OFFER_GONE],
    ] as const) {
      const res = await t.visitor.postJson(CROSS_SELL, wrong);
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'rest_invalid_param', displayMessage: message });
    }
    expect((await cart(t.visitor)).items).toMatchObject([{ cadence: 0, price: 38 }]);

    const res = await t.visitor.postJson(CROSS_SELL, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    // Each added as a subscription at its shortest item's default cadence (spec §9).
    expect((await cart(t.visitor)).items).toMatchObject([
      { productId: FACE_SET, cadence: 0, price: 38, surveyLogId: id },
      { productId: HAIR_SET, cadence: 9, price: 34, quantity: 1 },
      { name: 'Body Set', cadence: 4, price: 49, quantity: 1 },
    ]);
    expect(await checkout(t.visitor)).toMatchObject({
      discounts: [{ code: 'SETSUB5', amount: 5 }],
      subtotal: 121,
      discountTotal: 5,
      total: 116,
    });
    // Taken once: the same post again is no longer offered.
    expect((await t.visitor.postJson(CROSS_SELL, body)).json()).toMatchObject({ displayMessage: OFFER_GONE });
    const events = await t.database.db.query<{ action: string; coupon_code: string }>(
      'SELECT action, coupon_code FROM cross_sell_events WHERE session_id = $1',
      [t.visitor.session],
    );
    expect(events).toEqual([{ action: 'SUBSCRIBE', coupon_code: 'SETSUB5' }]);
  });

  it('then a complementary set: BUY ONCE (ONE_TIME) adds it with its coupon', async () => {
    const id = await complete(t.visitor, 'gift', { relationship: '0', face_type: '0' });
    await add(t.visitor, FACE_SET, { cadence: 9, surveyLogId: id });
    const offer = (await t.visitor.get(CROSS_SELL)).json();
    expect(offer).toMatchObject({
      products: [{ name: 'Hair Set', prices: { subscription: 34, once: 38 } }],
      actions: ['SUBSCRIBE', 'ONE_TIME'],
      quizType: 'gift',
      surveyLogId: id,
      discounts: { SUBSCRIBE: { code: 'SETSUB5', amount: 5 }, ONE_TIME: { code: 'SETONCE3', amount: 3 } },
    });
    // The other action's coupon is refused.
    const wrong = { products: ['Hair Set'], action: 'ONE_TIME', surveyLogId: id, couponCode: 'SETSUB5' };
    expect((await t.visitor.postJson(CROSS_SELL, wrong)).json()).toMatchObject({
      displayMessage: COUPON_REFUSED,
    });
    const res = await t.visitor.postJson(CROSS_SELL, { ...wrong, couponCode: 'SETONCE3' });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = await cart(t.visitor);
    expect(items).toMatchObject([
      { productId: FACE_SET, cadence: 9 },
      { productId: HAIR_SET, cadence: 0, price: 38, source: 'cross-sell', surveyLogId: null },
    ]);
    expect((await checkout(t.visitor)).discounts).toEqual([{ code: 'SETONCE3', amount: 3 }]);
  });

  it('SUBSCRIBE on a set adds it as a subscription at its shortest item cadence', async () => {
    await add(t.visitor, HAND_CREAM, { variationId: 10801 });
    const offer = (await t.visitor.get(CROSS_SELL)).json();
    expect(offer.products.map((product: { name: string }) => product.name)).toEqual(['Face Set']);
    const res = await t.visitor.postJson(CROSS_SELL, {
      products: ['Face Set'],
      action: 'SUBSCRIBE',
      surveyLogId: null,
      couponCode: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await cart(t.visitor)).items).toMatchObject([
      { productId: HAND_CREAM },
      { productId: FACE_SET, cadence: 9, price: 34 },
    ]);
    expect((await checkout(t.visitor)).discounts).toEqual([]);
  });

  it('nothing unrelated to the cart: a physical gift card alone gets no offer (decision 0127)', async () => {
    await add(t.visitor, PHYSICAL_GIFT_CARD, { variationId: PHYSICAL_GIFT_CARD * 100 + 1 });
    expect((await cart(t.visitor)).items).toMatchObject([{ productId: PHYSICAL_GIFT_CARD }]);
    expect((await t.visitor.get(CROSS_SELL)).json()).toMatchObject({ products: [], actions: [] });
  });

  it('NO THANKS declines the cart’s offer in the store: GET answers it no more (decision 0127)', async () => {
    await add(t.visitor, HAND_CREAM, { variationId: 10801 });
    expect((await t.visitor.get(CROSS_SELL)).json()).toMatchObject({ products: [{ name: 'Face Set' }] });
    // Shown: nothing remembered yet.
    await t.visitor.postJson(INSIGHT_EVENTS, { event: 'cross_sell_shown' });
    expect((await t.visitor.get(CROSS_SELL)).json()).toMatchObject({ products: [{ name: 'Face Set' }] });
    const res = await t.visitor.postJson(INSIGHT_EVENTS, { event: 'cross_sell_declined' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.visitor.get(CROSS_SELL)).json()).toMatchObject({ products: [], actions: [] });
    // Nor can it be taken.
    const body = { products: ['Face Set'], action: 'ONE_TIME', surveyLogId: null, couponCode: null };
    expect((await t.visitor.postJson(CROSS_SELL, body)).json()).toMatchObject({ displayMessage: OFFER_GONE });
    // Another offer for a changed cart is a new offer.
    await add(t.visitor, FACE_SET, { cadence: 9 });
    expect((await t.visitor.get(CROSS_SELL)).json()).toMatchObject({ products: [{ name: 'Hair Set' }] });
  });

  it('refuses malformed bodies with 400', async () => {
    for (const body of [
      {},
      { products: 'Face Set', action: 'SUBSCRIBE', surveyLogId: null, couponCode: null },
      { products: [], action: 'LATER', surveyLogId: null, couponCode: null },
    ]) {
      const res = await t.visitor.postJson(CROSS_SELL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().displayMessage).toBeTruthy();
    }
  });

  it('clearing the cart drops its coupons', async () => {
    const id = await complete(t.visitor, 'self', EVERYTHING);
    await add(t.visitor, FACE_SET, { surveyLogId: id });
    await t.visitor.postJson(CROSS_SELL, {
      products: ['Hair Set', 'Body Set'],
      action: 'SUBSCRIBE',
      surveyLogId: id,
      couponCode: 'SETSUB5',
    });
    expect((await t.visitor.postForm(AJAX, { action: 'delete_all_item_cart' })).statusCode).toBe(200);
    await add(t.visitor, FACE_SET);
    expect((await checkout(t.visitor)).discounts).toEqual([]);
  });
});

describe('place order and the order-received page (spec §2)', () => {
  it('stores the order and its lines, empties the cart, and answers the order id', async () => {
    const id = await complete(t.visitor, 'self', EVERYTHING);
    await add(t.visitor, FACE_SET, { surveyLogId: id });
    await t.visitor.postJson(CROSS_SELL, {
      products: ['Hair Set', 'Body Set'],
      action: 'SUBSCRIBE',
      surveyLogId: id,
      couponCode: 'SETSUB5',
    });
    await add(t.visitor, HAND_CREAM, { variationId: 10801 });
    const before = await checkout(t.visitor);

    expect((await t.visitor.postJson(ORDER, {}, { nonce: false })).statusCode).toBe(403);
    const res = await t.visitor.postJson(ORDER, {});
    expect(res.statusCode, res.body).toBe(200);
    const { orderId } = res.json();
    expect(orderId).toMatch(/^\d+$/);

    const [order] = await t.database.db.query<{ session_id: string; total: string; discount_total: string }>(
      'SELECT session_id, total, discount_total FROM orders WHERE id = $1::bigint',
      [orderId],
    );
    expect(order).toMatchObject({ session_id: t.visitor.session });
    expect(Number(order!.total)).toBe(before.total);
    expect(Number(order!.discount_total)).toBe(5);
    const lines = await t.database.db.query<{ name: string; cadence: number; quantity: number }>(
      'SELECT name, cadence, quantity FROM order_lines WHERE order_id = $1::bigint ORDER BY position',
      [orderId],
    );
    expect(lines).toEqual([
      { name: 'Face Set', cadence: 0, quantity: 1 },
      { name: 'Hair Set', cadence: 9, quantity: 1 },
      { name: 'Body Set', cadence: 4, quantity: 1 },
      { name: expect.stringContaining('Hand Cream'), cadence: 0, quantity: 1 },
    ]);
    // The cart is empty, coupons included.
    expect((await cart(t.visitor)).items).toEqual([]);
    expect(await checkout(t.visitor)).toMatchObject({ lines: [], discounts: [], total: 0 });

    // spec §2: the order-received page's survey data, on a fresh load and through page_data alike.
    const path = `/checkout/order-received/${orderId}`;
    const page = await t.visitor.get(path);
    expect(page.statusCode).toBe(200);
    expect(readPageConfig(page.body).data).toMatchObject({ survey: { orderId }, order: { id: orderId } });
    expect((await t.visitor.get(callUrl(getPageData, { path }))).json()).toEqual({
      // decision 0141: the survey's options with the page
      data: {
        survey: { orderId, options: expect.arrayContaining([expect.objectContaining({ id: 'podcast' })]) },
        order: expect.objectContaining({ id: orderId }),
      },
    });

    // Another session never sees it: a 404 page without data, and no page data.
    const other = await Visitor.arrive(t.app);
    const theirs = await other.get(path);
    expect(theirs.statusCode).toBe(404);
    expect(readPageConfig(theirs.body).data).toBeUndefined();
    expect((await other.get(callUrl(getPageData, { path }))).json()).toEqual({
      data: null,
    });
  });

  it('refuses an empty cart with 400', async () => {
    const res = await t.visitor.postJson(ORDER, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().displayMessage).toBe(EMPTY_CART_MESSAGE);
  });

  it('places one order for two clicks at once', async () => {
    await add(t.visitor, FACE_SET);
    const answers = await Promise.all([t.visitor.postJson(ORDER, {}), t.visitor.postJson(ORDER, {})]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });

  it('gives /checkout its cart summary and the cross-sell offer as page data (decision 0141)', async () => {
    await add(t.visitor, FACE_SET);
    const page = await t.visitor.get('/checkout');
    expect(readPageConfig(page.body).data).toEqual({
      checkout: await checkout(t.visitor),
      crossSell: (await t.visitor.get('/wp-json/pc/v1/cart/cross_sell')).json(),
    });
  });
});

describe('post_purchase options and events (spec §7)', () => {
  const placeOrder = async (who: Visitor): Promise<string> => {
    await add(who, FACE_SET);
    return (await who.postJson(ORDER, {})).json().orderId;
  };

  it('answers the option tree', async () => {
    const tree = (await t.visitor.get(OPTIONS)).json();
    expect(tree.length).toBeGreaterThanOrEqual(8);
    expect(tree.find((option: { id: string }) => option.id === 'instagram').children).toContainEqual({
      id: 'instagram-chloe-ting',
      name: 'Chloé Ting',
      children: [],
    });
  });

  it('stores {order_id, results[]} for an order of this session, and reads them back', async () => {
    const orderId = await placeOrder(t.visitor);
    for (const results of [['podcast'], ['podcast', 'podcast-huberman-lab']]) {
      const res = await t.visitor.postJson(EVENTS, { order_id: orderId, results });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    const { events } = (await t.visitor.get(`${EVENTS}?order_id=${orderId}`)).json();
    expect(events.map((event: { results: string[] }) => event.results)).toEqual([
      ['podcast'],
      ['podcast', 'podcast-huberman-lab'],
    ]);
    expect(events[0]).toMatchObject({ orderId, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('refuses ids not in the tree (400), another session’s order (404), and posts without a nonce (403)', async () => {
    const orderId = await placeOrder(t.visitor);
    for (const results of [['nowhere'], ['podcast-huberman-lab'], ['instagram', 'podcast-huberman-lab']]) {
      const res = await t.visitor.postJson(EVENTS, { order_id: orderId, results });
      expect(res.statusCode, JSON.stringify(results)).toBe(400);
      expect(res.json().displayMessage).toBeTruthy();
    }
    const other = await Visitor.arrive(t.app);
    expect((await other.postJson(EVENTS, { order_id: orderId, results: ['tv'] })).statusCode).toBe(404);
    expect((await other.get(`${EVENTS}?order_id=${orderId}`)).statusCode).toBe(404);
    expect((await t.visitor.postJson(EVENTS, { order_id: '999999999', results: ['tv'] })).statusCode).toBe(
      404,
    );
    expect(
      (await t.visitor.postJson(EVENTS, { order_id: orderId, results: ['tv'] }, { nonce: false })).statusCode,
    ).toBe(403);
    expect((await t.visitor.get(`${EVENTS}?order_id=${orderId}`)).json().events).toEqual([]);
  });

  // issue 40 item 3 (docs/decisions/0159): answered or closed, the survey opens for the order no more, on
  // any visit or device, for a cookie session and a host page's token alike; a further answer is 409.
  it('asks once per order: the last answer or a close ends it, and a second answer is refused (409)', async () => {
    const answered = await placeOrder(t.visitor);
    const optionsOf = async (id: string) => (await t.visitor.get(`${OPTIONS}?order_id=${id}`)).json();
    const surveyOnPage = async (id: string) =>
      (
        readPageConfig((await t.visitor.get(`/checkout/order-received/${id}`)).body).data as {
          survey: { orderId: string; options: unknown[] };
        }
      ).survey;
    expect(await optionsOf(answered)).toEqual((await t.visitor.get(OPTIONS)).json());
    expect((await surveyOnPage(answered)).options.length).toBeGreaterThan(0);
    // A follow-up's path after its option's (decision 0128), then the last answer.
    for (const results of [['podcast'], ['podcast', 'podcast-huberman-lab']]) {
      expect((await t.visitor.postJson(EVENTS, { order_id: answered, results })).statusCode).toBe(200);
    }
    const again = await t.visitor.postJson(EVENTS, { order_id: answered, results: ['tv'] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'pc_survey_done',
      displayMessage: 'Thanks, we already have your answer for this order.',
    });
    expect(await optionsOf(answered)).toEqual([]);
    expect(await surveyOnPage(answered)).toEqual({ orderId: answered, options: [] });
    const { token } = (await t.visitor.get(TOKEN)).json();
    const fromHost = await t.app.inject({
      method: 'GET',
      url: `${OPTIONS}?order_id=${answered}`,
      headers: { origin: HOST, [CART_TOKEN_HEADER]: token },
    });
    expect(fromHost.json()).toEqual([]);

    // Closed without an answer: done too; closing is the order's own session's, and says so twice.
    const closed = await placeOrder(t.visitor);
    const close = (who: Visitor) => who.postJson(callUrl(closePostPurchaseSurvey), { order_id: closed });
    expect((await close(await Visitor.arrive(t.app))).statusCode).toBe(404);
    expect(await optionsOf(closed)).not.toEqual([]);
    expect((await close(t.visitor)).json()).toEqual({ success: true });
    expect((await close(t.visitor)).statusCode).toBe(200);
    expect(await optionsOf(closed)).toEqual([]);
    expect((await t.visitor.postJson(EVENTS, { order_id: closed, results: ['tv'] })).statusCode).toBe(409);
    // The owner's report reads the one answer of the answered order (insights/attribution.ts).
    const { events } = (await t.visitor.get(`${EVENTS}?order_id=${answered}`)).json();
    expect(events).toHaveLength(2);
  });

  it('"Other" takes a short text: trimmed first, at most 140, sanitised; for Other only', async () => {
    const post = async (other: string, results = ['other']) => {
      const orderId = await placeOrder(t.visitor);
      return { orderId, res: await t.visitor.postJson(EVENTS, { order_id: orderId, results, other }) };
    };
    const padded = `   ${'x'.repeat(140)}   `;
    expect((await post(padded)).res.statusCode).toBe(200);
    const tooLong = (await post('x'.repeat(141))).res;
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().displayMessage).toMatch(/the text for Other/);
    expect((await post('my barber', ['tv'])).res.statusCode).toBe(400);
    const { orderId, res } = await post(' My\tbarber\u200b\n on <b>Main</b> St ');
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.query<{ other_text: string }>(
      'SELECT other_text FROM post_purchase_events WHERE order_id = $1::bigint',
      [orderId],
    );
    expect(row?.other_text).toBe('My barber on <b>Main</b> St');
  });
});

describe('third-party hosts: CORS for PC_HOST_ORIGINS and the cart token (docs/decisions/0038)', () => {
  const token = async (who: Visitor) => {
    const res = await who.get(TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json() as { token: string; nonce: string; expiresAt: string };
  };
  /** A request from the host page: no store cookie, its origin, the token. */
  const fromHost = (
    method: 'GET' | 'POST' | 'OPTIONS',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { origin: HOST, ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });

  it('issues a token that lives CART_TOKEN_LIFETIME_S, with the session’s nonce', async () => {
    const answer = await token(t.visitor);
    expect(new Date(answer.expiresAt).getTime()).toBe(now + CART_TOKEN_LIFETIME_S * 1000);
    expect(answer.nonce).toBe(t.visitor.nonce);
  });

  it('reaches the shopper’s cart from the host: GET and POST cross_sell, get_cart_items', async () => {
    const id = await complete(t.visitor, 'self', EVERYTHING);
    await add(t.visitor, FACE_SET, { surveyLogId: id });
    const { token: cartToken, nonce } = await token(t.visitor);

    const offer = await fromHost('GET', CROSS_SELL, { [CART_TOKEN_HEADER]: cartToken });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.headers['access-control-allow-origin']).toBe(HOST);
    expect(offer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(offer.headers.vary)).toMatch(/Origin/);
    expect(offer.json()).toMatchObject({ surveyLogId: id, actions: ['SUBSCRIBE', 'ONE_TIME'] });

    const listing = await fromHost('GET', `${AJAX}?action=get_cart_items`, {
      [CART_TOKEN_HEADER]: cartToken,
    });
    expect(listing.json().data.items).toMatchObject([{ productId: FACE_SET, cadence: 0 }]);

    const body = {
      products: ['Hair Set', 'Body Set'],
      action: 'ONE_TIME',
      surveyLogId: id,
      couponCode: null,
    };
    // Writes are nonce-checked here too.
    expect((await fromHost('POST', CROSS_SELL, { [CART_TOKEN_HEADER]: cartToken }, body)).statusCode).toBe(
      403,
    );
    const res = await fromHost(
      'POST',
      CROSS_SELL,
      { [CART_TOKEN_HEADER]: cartToken, [NONCE_HEADER]: nonce },
      body,
    );
    expect(res.statusCode, res.body).toBe(200);
    // The shopper's own cart changed.
    expect((await cart(t.visitor)).items).toMatchObject([
      { productId: FACE_SET, cadence: 0 },
      { productId: HAIR_SET, cadence: 0 },
      { name: 'Body Set', cadence: 0 },
    ]);
  });

  it('NO THANKS from the host declines the offer for the token’s session too (decision 0127)', async () => {
    await add(t.visitor, HAND_CREAM, { variationId: 10801 });
    const { token: cartToken, nonce } = await token(t.visitor);
    const headers = { [CART_TOKEN_HEADER]: cartToken };
    expect((await fromHost('GET', CROSS_SELL, headers)).json()).toMatchObject({
      products: [{ name: 'Face Set' }],
    });
    const declined = await fromHost(
      'POST',
      INSIGHT_EVENTS,
      { ...headers, [NONCE_HEADER]: nonce },
      { event: 'cross_sell_declined' },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await fromHost('GET', CROSS_SELL, headers)).json()).toMatchObject({ products: [] });
    // The shopper's own pages hear the same.
    expect((await t.visitor.get(CROSS_SELL)).json()).toMatchObject({ products: [] });
  });

  it('answers the host’s preflight; nothing else gets CORS', async () => {
    const preflight = await fromHost('OPTIONS', CROSS_SELL, {
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-wp-nonce, x-pc-cart-token',
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(HOST);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain(CART_TOKEN_HEADER);
    // issue 43: the page's language, for a `lang` outside the CORS-safelisted tags (api/client.ts).
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('Accept-Language');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');

    const stranger = await t.app.inject({
      method: 'OPTIONS',
      url: CROSS_SELL,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const page = await t.app.inject({
      method: 'GET',
      url: OPTIONS,
      headers: { origin: 'https://evil.example' },
    });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    const own = await t.visitor.get(OPTIONS);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a token from another origin, on the token call, changed, or expired (403)', async () => {
    await add(t.visitor, FACE_SET);
    const { token: cartToken } = await token(t.visitor);
    const cases: [string, Promise<{ statusCode: number; json(): { code: string } }>, string][] = [
      [
        'another origin',
        t.app.inject({
          method: 'GET',
          url: CROSS_SELL,
          headers: { origin: 'https://evil.example', [CART_TOKEN_HEADER]: cartToken },
        }),
        'pc_host_not_allowed',
      ],
      [
        'no origin',
        t.app.inject({ method: 'GET', url: CROSS_SELL, headers: { [CART_TOKEN_HEADER]: cartToken } }),
        'pc_host_not_allowed',
      ],
      [
        'the token call itself',
        fromHost('GET', TOKEN, { [CART_TOKEN_HEADER]: cartToken }),
        'pc_cart_token_not_accepted',
      ],
      [
        'a changed token',
        fromHost('GET', CROSS_SELL, { [CART_TOKEN_HEADER]: changedToken(cartToken) }),
        'pc_invalid_cart_token',
      ],
    ];
    for (const [label, pending, code] of cases) {
      const res = await pending;
      expect(res.statusCode, label).toBe(403);
      expect(res.json().code, label).toBe(code);
    }
    now += CART_TOKEN_LIFETIME_S * 1000;
    try {
      const expired = await fromHost('GET', CROSS_SELL, { [CART_TOKEN_HEADER]: cartToken });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().code).toBe('pc_invalid_cart_token');
    } finally {
      now -= CART_TOKEN_LIFETIME_S * 1000;
    }
  });

  it('is accepted on every other call, as the cookie is (docs/decisions/0098)', async () => {
    await add(t.visitor, FACE_SET);
    const { token: cartToken } = await token(t.visitor);
    const summary = await fromHost('GET', CHECKOUT, { [CART_TOKEN_HEADER]: cartToken });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.body).toBe((await t.visitor.get(CHECKOUT)).body);
  });

  it('without a token the host gets a cart of its own, never the shopper’s', async () => {
    await add(t.visitor, FACE_SET);
    const res = await fromHost('GET', `${AJAX}?action=get_cart_items`, {});
    expect(res.json().data.items).toEqual([]);
    expect(res.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).not.toBe(t.visitor.session);
  });
});
