import { ADMIN_AJAX_PATH, addToCart, deleteAllItemCart, getCartItems, RestError } from '@pc/shared/contract';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';

// spec §7 admin-ajax calls: cart listing, clearing, and the add-to-cart form in its single, bundle
// and e-gift shapes, priced from the seeded catalog (spec §3, §9), never from the client.

const AJAX = ADMIN_AJAX_PATH;
// Seeded ids (src/seed): the Play cologne's Green & Airy, the cleanser, the sets, gift cards, candles.
const PLAY = 111;
const GREEN = 11101;
/** gran-cenote, which the collaboration edition sells (spec §7, decision 0033) */
const GRAN_CENOTE = 11103;
const CLEANSER = 101;
const CLEANSER_OIL_CONTROL = 10102;
const HAND_CREAM = 108;
const FACE_SET = 201;
const FACE_CLEANSER_ITEM = 9011;
const FACE_LOTION_ITEM = 9012;
const BODY_SET = 203;
const HAND_SET = 204;
const COLOGNE_SET = 205;
const E_GIFT = 401;
const E_GIFT_75 = 40103;
const CANDLE = 301;
const CANDLE_POSITANO = 30106; // outofstock
const CANDLE_OIA = 30107; // disabled

const t = useTestApp({ clock: () => new Date('2026-03-10T15:00:00Z'), eachTestVisitor: '/' });

const add = (fields: Record<string, string | number>) => t.visitor.postForm(AJAX, { quantity: 1, ...fields });
/**
 * Makes `ids` survey logs of this visitor's session (docs/decisions/0044: a line's survey_log_id must be
 * one of the session's own logs); a log another visitor had is handed over.
 */
const ownLogs = async (...ids: string[]) => {
  await t.database.db.query('INSERT INTO sessions (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [
    t.visitor.session,
  ]);
  for (const id of ids) {
    await t.database.db.query(
      // continuation drafts: a session may hold several (only one ordinary draft per quiz type)
      `INSERT INTO survey_logs (id, session_id, quiz_type, version, continuation) VALUES ($1, $2, 'self', 1, true)
       ON CONFLICT (id) DO UPDATE SET session_id = EXCLUDED.session_id`,
      [id, t.visitor.session],
    );
  }
};
const listing = async () => {
  const res = await t.visitor.get(`${AJAX}?action=get_cart_items`);
  expect(res.statusCode).toBe(200);
  return v.parse(getCartItems.response, res.json()).data;
};
const expectError = (
  res: { statusCode: number; json(): unknown },
  status: number,
  code = 'rest_invalid_param',
) => {
  expect(res.statusCode).toBe(status);
  const body = v.parse(RestError, res.json());
  expect(body).toMatchObject({ code, data: { status } });
  return body;
};
const eGift = {
  'add-to-cart': E_GIFT,
  variation_id: E_GIFT_75,
  pw_gift_card_to: 'alex@example.com',
  pw_gift_card_recipient_name: 'Alex',
  pw_gift_card_from: 'Sam',
  pw_gift_card_message: 'Happy birthday!',
  pw_gift_card_delivery_date: '2026-04-01',
};

describe('get_cart_items and delete_all_item_cart', () => {
  it('lists an empty cart with a fresh nonce', async () => {
    const res = await t.visitor.get(`${AJAX}?action=get_cart_items`);
    const answer = v.parse(getCartItems.response, res.json());
    expect(answer).toEqual({
      success: true,
      data: { items: [], count: 0, subtotal: 0 },
      newNonce: t.visitor.nonce,
    });
  });

  it('adds single, bundle and e-gift items, lists them, then clears the cart', async () => {
    const single = await add({ 'add-to-cart': PLAY, variation_id: GREEN, source: 'lp-launch', position: 2 });
    expect(single.statusCode).toBe(200);
    expect(v.parse(addToCart.response, single.json()).newNonce).toBe(t.visitor.nonce);
    expect((await add({ 'add-to-cart': FACE_SET, convert_to_sub_201: 9 })).statusCode).toBe(200);
    expect((await add(eGift)).statusCode).toBe(200);

    const cart = await listing();
    expect(cart.items.map((item) => [item.name, item.price, item.cadence])).toEqual([
      ['Green & Airy Cologne', 50, 0],
      ['Face Set', 34, 9],
      ['$75 E-Gift Card', 75, 0],
    ]);
    expect(cart.items[0]).toMatchObject({ source: 'lp-launch', position: 2, giftCard: null, bundle: [] });
    expect(cart).toMatchObject({ count: 3, subtotal: 159 });

    const cleared = await t.visitor.postForm(AJAX, { action: 'delete_all_item_cart' });
    expect(v.parse(deleteAllItemCart.response, cleared.json()).data).toEqual({
      items: [],
      count: 0,
      subtotal: 0,
    });
    expect((await listing()).items).toEqual([]);
  });

  it('keeps each session its own cart', async () => {
    await add({ 'add-to-cart': PLAY, variation_id: GREEN });
    const other = await Visitor.arrive(t.app);
    const res = await other.get(`${AJAX}?action=get_cart_items`);
    expect(v.parse(getCartItems.response, res.json()).data.count).toBe(0);
  });

  it('takes the nonce from the _wpnonce form field too', async () => {
    const res = await t.visitor.postForm(
      AJAX,
      { action: 'delete_all_item_cart', _wpnonce: t.visitor.nonce },
      { nonce: false },
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('add-to-cart: single products (spec §7, prices spec §9)', () => {
  it('adds once at the once price, and the same item again raises the quantity', async () => {
    await add({ 'add-to-cart': PLAY, variation_id: GREEN, action: 'add_to_cart' });
    await add({ 'add-to-cart': PLAY, variation_id: GREEN });
    const cart = await listing();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      productId: PLAY,
      variationId: GREEN,
      quantity: 2,
      price: 50,
      sku: 'COL-PLAY-GREEN',
    });
    expect(cart.subtotal).toBe(100);
  });

  it('subscribes with convert_to_sub_{id} at the subscription price (cleanser 19 once / 17 subscription)', async () => {
    await ownLogs('abc123');
    await add({
      'add-to-cart': CLEANSER,
      variation_id: CLEANSER_OIL_CONTROL,
      convert_to_sub_101: 9,
      survey_log_id: 'abc123',
    });
    await add({ 'add-to-cart': CLEANSER, variation_id: CLEANSER_OIL_CONTROL, convert_to_sub_10102: 0 });
    const cart = await listing();
    expect(cart.items.map((item) => [item.price, item.cadence, item.surveyLogId])).toEqual([
      [17, 9, 'abc123'],
      [19, 0, null],
    ]);
  });

  it('refuses a subscription for an item sold once only (hand cream)', async () => {
    const body = expectError(await add({ 'add-to-cart': HAND_CREAM, convert_to_sub_108: 4 }), 400);
    expect(body.displayMessage).toBe('Hand Cream can only be bought once.');
  });

  it('needs an option when the product has several, and refuses an option of another product', async () => {
    expect(expectError(await add({ 'add-to-cart': PLAY }), 400).displayMessage).toBe(
      'Please choose an option of Play Cologne.',
    );
    expectError(await add({ 'add-to-cart': PLAY, variation_id: CLEANSER_OIL_CONTROL }), 400);
  });

  it('refuses sold-out and disabled candles (spec §4 stock, spec §3 disabled)', async () => {
    expect(
      expectError(await add({ 'add-to-cart': CANDLE, variation_id: CANDLE_POSITANO }), 400).displayMessage,
    ).toBe('Positano Candle is sold out.');
    expect(
      expectError(await add({ 'add-to-cart': CANDLE, variation_id: CANDLE_OIA }), 400).displayMessage,
    ).toBe('Oia Candle is not available.');
  });

  it('keeps selling gran-cenote after 8 July 2021: the date ends the collaboration edition’s page, not the scent (decision 0033)', async () => {
    await t.visitor.postJson(QA_CALLS.clock.path, { now: '2021-07-08T00:00:00-04:00' });
    const res = await add({
      'add-to-cart': PLAY,
      variation_id: GRAN_CENOTE,
      source: 'lp-launch',
      position: 1,
    });
    expect(res.statusCode).toBe(200);
    await t.visitor.postJson(QA_CALLS.clock.path, { now: null });
  });

  it('refuses an unknown product, a price field, and unknown fields, naming them', async () => {
    expect(expectError(await add({ 'add-to-cart': 999 }), 400).message).toContain('add-to-cart');
    expect(expectError(await add({ 'add-to-cart': 99999999999 }), 400).message).toContain('add-to-cart');
    expect(
      expectError(await add({ 'add-to-cart': PLAY, variation_id: GREEN, price: 1 }), 400).message,
    ).toContain('price');
    expect(
      expectError(await add({ 'add-to-cart': PLAY, variation_id: GREEN, quantity: 5 }), 400).message,
    ).toContain('quantity');
    expect(expectError(await add({ 'add-to-cart': 'abc' }), 400).displayMessage).toBe(
      'Please check the product: must be a whole number.',
    );
    expect((await listing()).count).toBe(0);
  });
});

describe('add-to-cart: bundle form (spec §7 bundle_*_{itemId}, set prices spec §3)', () => {
  it.each([
    [FACE_SET, 0, 38],
    [FACE_SET, 9, 34],
    [BODY_SET, 0, 55],
    [BODY_SET, 4, 49],
    [HAND_SET, 0, 28],
    [COLOGNE_SET, 0, 100],
  ])('prices set %i with cadence %i at %i', async (set, cadence, price) => {
    await add({ 'add-to-cart': set, [`convert_to_sub_${set}`]: cadence });
    const [item] = (await listing()).items;
    expect(item).toMatchObject({ productId: set, variationId: 0, price, cadence });
  });

  it('adds the set as one line with each item, the chosen options and the free gift card', async () => {
    await add({
      'add-to-cart': FACE_SET,
      [`bundle_attribute_formula_${FACE_CLEANSER_ITEM}`]: 'oil-control',
      [`bundle_variation_id_${FACE_LOTION_ITEM}`]: 10203,
      [`bundle_quantity_${FACE_LOTION_ITEM}`]: 1,
    });
    await add({ 'add-to-cart': COLOGNE_SET });
    const [face, cologne] = (await listing()).items;
    expect(face?.bundle).toEqual([
      {
        itemId: FACE_CLEANSER_ITEM,
        variationId: CLEANSER_OIL_CONTROL,
        attribute: 'formula',
        value: 'oil-control',
        quantity: 1,
      },
      { itemId: FACE_LOTION_ITEM, variationId: 10203, attribute: 'formula', value: 'hydrating', quantity: 1 },
    ]);
    expect(cologne?.bundle.map((item) => item.itemId)).toEqual([9051, 9052, 9053]);
  });

  it('reads variation_id 0 on a set as no variation (spec §7 form), and refuses any other', async () => {
    await add({ 'add-to-cart': FACE_SET, variation_id: 0 });
    expect((await listing()).items[0]).toMatchObject({ productId: FACE_SET, variationId: 0, price: 38 });
    expectError(await add({ 'add-to-cart': FACE_SET, variation_id: 10203 }), 400);
  });

  it('charges an extra unit of an item at its own price', async () => {
    await add({ 'add-to-cart': FACE_SET, [`bundle_quantity_${FACE_LOTION_ITEM}`]: 2 });
    expect((await listing()).items[0]?.price).toBe(38 + 19);
  });

  it('refuses a subscription to a once-only set, items of another set and mismatched options', async () => {
    expectError(await add({ 'add-to-cart': HAND_SET, convert_to_sub_204: 4 }), 400);
    expectError(await add({ 'add-to-cart': FACE_SET, bundle_variation_id_9021: 10301 }), 400);
    expectError(
      await add({ 'add-to-cart': FACE_SET, [`bundle_attribute_formula_${FACE_CLEANSER_ITEM}`]: 'sparkly' }),
      400,
    );
    expectError(
      await add({ 'add-to-cart': FACE_SET, [`bundle_attribute_scent_${FACE_CLEANSER_ITEM}`]: 'balanced' }),
      400,
    );
    expectError(
      await add({
        'add-to-cart': FACE_SET,
        [`bundle_attribute_formula_${FACE_CLEANSER_ITEM}`]: 'hydrating',
        [`bundle_variation_id_${FACE_CLEANSER_ITEM}`]: CLEANSER_OIL_CONTROL,
      }),
      400,
    );
    expectError(await add({ 'add-to-cart': FACE_SET, variation_id: 10101 }), 400);
    expectError(await add({ 'add-to-cart': PLAY, variation_id: GREEN, bundle_quantity_9011: 1 }), 400);
    expect((await listing()).count).toBe(0);
  });
});

describe('add-to-cart: e-gift form (spec §5 validation)', () => {
  it('stores the trimmed gift details and prices the amount from the catalog', async () => {
    await add({ ...eGift, pw_gift_card_recipient_name: '  Alex  ' });
    const [item] = (await listing()).items;
    expect(item).toMatchObject({
      productId: E_GIFT,
      variationId: E_GIFT_75,
      price: 75,
      giftCard: {
        to: 'alex@example.com',
        recipientName: 'Alex',
        from: 'Sam',
        message: 'Happy birthday!',
        deliveryDate: '2026-04-01',
      },
    });
  });

  it.each([
    ['pw_gift_card_recipient_name', '', "Please enter the recipient's name."],
    [
      'pw_gift_card_recipient_name',
      'x'.repeat(26),
      "Please check the recipient's name: Invalid length: Expected <=25 but received 26.",
    ],
    ['pw_gift_card_from', '   ', 'Please enter your name.'],
    ['pw_gift_card_to', 'alex@example', 'Please enter a valid recipient email.'],
    ['pw_gift_card_to', 'alex.example.com', 'Please enter a valid recipient email.'],
    ['pw_gift_card_delivery_date', '', 'Please check the delivery date: must be a date as YYYY-MM-DD.'],
    ['pw_gift_card_delivery_date', '2026-02-30', 'Please choose a valid delivery date.'],
    ['pw_gift_card_delivery_date', '2026-03-08', 'The delivery date cannot be in the past.'],
    [
      'pw_gift_card_delivery_date',
      '03/20/2026',
      'Please check the delivery date: must be a date as YYYY-MM-DD.',
    ],
    [
      'pw_gift_card_message',
      'x'.repeat(141),
      'Please check the gift message: Invalid length: Expected <=140 but received 141.',
    ],
  ])('refuses %s = %j', async (field, value, displayMessage) => {
    expect(expectError(await add({ ...eGift, [field]: value }), 400).displayMessage).toBe(displayMessage);
  });

  it('needs a delivery date', async () => {
    const { pw_gift_card_delivery_date: _, ...withoutDate } = eGift;
    expect(expectError(await add(withoutDate), 400).displayMessage).toBe('Please choose a delivery date.');
  });

  it('accepts an email with an IP literal, and today (spec §5: not in the past)', async () => {
    expect(
      (
        await add({
          ...eGift,
          pw_gift_card_to: 'alex@[192.168.0.1]',
          pw_gift_card_delivery_date: '2026-03-10',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('needs the gift fields on the e-gift card, and refuses them elsewhere', async () => {
    expectError(await add({ 'add-to-cart': E_GIFT, variation_id: E_GIFT_75 }), 400);
    expectError(
      await add({ 'add-to-cart': PLAY, variation_id: GREEN, pw_gift_card_to: 'alex@example.com' }),
      400,
    );
  });
});

describe('add-to-cart: one tailored order at a time (spec §4; 409 from the store)', () => {
  const ONE_ORDER =
    'You already have a tailored order in your cart. We only allow one tailored order at a time.';
  beforeEach(() => ownLogs('survey-a', 'survey-b'));
  const tailored = (surveyLogId: string) =>
    add({
      'add-to-cart': CLEANSER,
      variation_id: CLEANSER_OIL_CONTROL,
      convert_to_sub_101: 9,
      survey_log_id: surveyLogId,
    });

  it("refuses a tailored line of a second survey with the spec's sentence, and keeps the cart", async () => {
    expect((await tailored('survey-a')).statusCode).toBe(200);
    const body = expectError(await tailored('survey-b'), 409, 'pc_one_tailored_order');
    expect(body.displayMessage).toBe(ONE_ORDER);
    expect((await listing()).items.map((item) => [item.surveyLogId, item.quantity])).toEqual([
      ['survey-a', 1],
    ]);
  });

  it.each([
    ['more of the same survey', () => tailored('survey-a'), 200],
    ['an untailored line (no survey_log_id)', () => add({ 'add-to-cart': HAND_CREAM }), 200],
    ['a set of another survey', () => add({ 'add-to-cart': FACE_SET, survey_log_id: 'survey-b' }), 409],
  ])('with survey-a in the cart: %s answers %i', async (_, send, status) => {
    await tailored('survey-a');
    expect((await send()).statusCode).toBe(status);
  });

  it('takes the second survey once the cart is cleared (Clear Cart And Proceed)', async () => {
    await tailored('survey-a');
    await t.visitor.postForm(AJAX, { action: 'delete_all_item_cart' });
    expect((await tailored('survey-b')).statusCode).toBe(200);
  });

  it('two surveys racing: one line survives, the other gets 409', async () => {
    const [a, b] = await Promise.all([tailored('survey-a'), tailored('survey-b')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(new Set((await listing()).items.map((item) => item.surveyLogId)).size).toBe(1);
  });
});

describe('admin-ajax dispatch', () => {
  it('refuses unknown actions, a missing action, and writes over GET', async () => {
    expectError(await t.visitor.postForm(AJAX, { action: 'nope' }), 400, 'pc_unknown_action');
    expectError(await t.visitor.postForm(AJAX, { quantity: 1 }), 400, 'pc_missing_action');
    expectError(await t.visitor.get(`${AJAX}?action=delete_all_item_cart`), 400, 'pc_unknown_action');
    expectError(await t.visitor.get(AJAX), 400, 'pc_missing_action');
  });

  it('answers 415 to a JSON body, which admin-ajax does not read', async () => {
    const res = await t.visitor.send({
      method: 'POST',
      url: AJAX,
      payload: '{"action":"get_cart_items"}',
      contentType: 'application/json',
    });
    expectError(res, 415, 'rest_unsupported_media_type');
  });
});
