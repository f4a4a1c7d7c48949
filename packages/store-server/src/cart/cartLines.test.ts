import { IDEMPOTENCY_HEADER } from '@pc/shared/constants';
import { ADMIN_AJAX_PATH, getCartItems, RestError, updateCartItem } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/testApp.ts';

// docs/decisions/0124: update_cart_item, the cart's quantity control and remove button, checked by
// the store (stock by the session's clock, the one tailored order of spec §4, a set kept as one line)
// and applied once per Idempotency-Key (docs/decisions/0092).

const AJAX = ADMIN_AJAX_PATH;
const CLEANSER = 101;
const CLEANSER_OIL_CONTROL = 10102;
const FACE_SET = 201;
const CANDLE = 301;
const CANDLE_FIRST = 30101;
const E_GIFT = 401;
const E_GIFT_75 = 40103;

const t = useTestApp({ clock: () => new Date('2026-03-10T15:00:00Z'), eachTestVisitor: '/' });

const add = (fields: Record<string, string | number>) => t.visitor.postForm(AJAX, { quantity: 1, ...fields });
const listing = async () => {
  const res = await t.visitor.get(`${AJAX}?action=get_cart_items`);
  return v.parse(getCartItems.response, res.json()).data;
};
const update = (key: string, quantity: number | string, headers: Record<string, string> = {}) =>
  t.visitor.send({
    method: 'POST',
    url: AJAX,
    contentType: 'application/x-www-form-urlencoded',
    payload: new URLSearchParams({
      action: updateCartItem.action ?? '',
      key,
      quantity: String(quantity),
    }).toString(),
    headers,
  });
const cartOf = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(200);
  return v.parse(updateCartItem.response, res.json()).data;
};
const errorOf = (res: { statusCode: number; json(): unknown }, status: number) => {
  expect(res.statusCode).toBe(status);
  return v.parse(RestError, res.json());
};
const ownLog = async (id: string) => {
  await t.database.db.query('INSERT INTO sessions (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [
    t.visitor.session,
  ]);
  await t.database.db.query(
    `INSERT INTO survey_logs (id, session_id, quiz_type, version, continuation) VALUES ($1, $2, 'self', 1, true)`,
    [id, t.visitor.session],
  );
};

describe('update_cart_item', () => {
  it('sets a line’s quantity and answers the cart with its count and subtotal', async () => {
    await add({ 'add-to-cart': CLEANSER, variation_id: CLEANSER_OIL_CONTROL });
    const [line] = (await listing()).items;
    const cart = cartOf(await update(line!.key, 3));
    expect(cart.items[0]).toMatchObject({ key: line!.key, quantity: 3 });
    expect(cart).toMatchObject({ count: 3, subtotal: line!.price * 3 });
    expect(await listing()).toEqual(cart);
    expect(cartOf(await update(line!.key, 1)).count).toBe(1);
  });

  it('removes a line at 0, and removing it again answers the cart as it is', async () => {
    await add({ 'add-to-cart': CLEANSER, variation_id: CLEANSER_OIL_CONTROL });
    await add({ 'add-to-cart': CANDLE, variation_id: CANDLE_FIRST });
    const [cleanser, candle] = (await listing()).items;
    const cart = cartOf(await update(cleanser!.key, 0));
    expect(cart.items.map((item) => item.key)).toEqual([candle!.key]);
    expect(cartOf(await update(cleanser!.key, 0))).toEqual(cart);
    expect(errorOf(await update(cleanser!.key, 2), 404).code).toBe('pc_no_cart_line');
  });

  it('applies a write once per Idempotency-Key: the retry gets the first answer', async () => {
    await add({ 'add-to-cart': CLEANSER, variation_id: CLEANSER_OIL_CONTROL });
    const [line] = (await listing()).items;
    const first = cartOf(await update(line!.key, 2, { [IDEMPOTENCY_HEADER]: 'retry-key-0001' }));
    await add({ 'add-to-cart': CLEANSER, variation_id: CLEANSER_OIL_CONTROL }); // now 3
    const retried = await update(line!.key, 2, { [IDEMPOTENCY_HEADER]: 'retry-key-0001' });
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(cartOf(retried)).toEqual(first);
    expect((await listing()).count).toBe(3);
  });

  it.each([
    ['a negative quantity', -1],
    ['more than the cart’s limit', 11],
    ['a fraction', '1.5'],
  ])('refuses %s with a 400', async (_name, quantity) => {
    await add({ 'add-to-cart': CLEANSER, variation_id: CLEANSER_OIL_CONTROL });
    const [line] = (await listing()).items;
    expect(errorOf(await update(line!.key, quantity), 400).code).toBe('rest_invalid_param');
    expect((await listing()).count).toBe(1);
  });

  it('keeps a tailored line to one unit (spec §4 one tailored order) and lets it go', async () => {
    await ownLog('log-lines-1');
    await add({ 'add-to-cart': CLEANSER, variation_id: CLEANSER_OIL_CONTROL, survey_log_id: 'log-lines-1' });
    const [line] = (await listing()).items;
    const refused = errorOf(await update(line!.key, 2), 400);
    expect(refused.displayMessage).toBe('Tailored to your quiz: one tailored order at a time.');
    // In the page's language (decision 0219): the same refusal to an es-US page.
    const spanish = errorOf(
      await update(line!.key, 2, { accept: 'application/json', 'accept-language': 'es-US' }),
      400,
    );
    expect(spanish.displayMessage).toBe(
      'Personalizado según tu cuestionario: un pedido personalizado a la vez.',
    );
    expect(cartOf(await update(line!.key, 0)).items).toEqual([]);
  });

  it('keeps an e-gift card to one unit', async () => {
    await add({
      'add-to-cart': E_GIFT,
      variation_id: E_GIFT_75,
      pw_gift_card_to: 'alex@example.com',
      pw_gift_card_recipient_name: 'Alex',
      pw_gift_card_from: 'Sam',
      pw_gift_card_message: 'Happy birthday!',
      pw_gift_card_delivery_date: '2026-04-01',
    });
    const [line] = (await listing()).items;
    expect(errorOf(await update(line!.key, 2), 400).displayMessage).toMatch(/^One card per recipient/);
  });

  it('changes a set as one line: its items stay together', async () => {
    await add({ 'add-to-cart': FACE_SET });
    const [set] = (await listing()).items;
    const cart = cartOf(await update(set!.key, 2));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 2, bundle: set!.bundle });
  });

  it('refuses more of a variation sold out since it was added (spec §4 stock), and allows fewer', async () => {
    await add({ 'add-to-cart': CLEANSER, variation_id: CLEANSER_OIL_CONTROL });
    await update((await listing()).items[0]!.key, 2);
    await t.database.db.query(`UPDATE variations SET stock_status = 'outofstock' WHERE id = $1`, [
      CLEANSER_OIL_CONTROL,
    ]);
    const [line] = (await listing()).items;
    expect(errorOf(await update(line!.key, 3), 400).displayMessage).toMatch(/is sold out\.$/);
    expect(cartOf(await update(line!.key, 1)).count).toBe(1);
  });

  it('refuses without a nonce (403)', async () => {
    await add({ 'add-to-cart': CANDLE, variation_id: CANDLE_FIRST });
    const [line] = (await listing()).items;
    const res = await t.visitor.postForm(
      AJAX,
      { action: 'update_cart_item', key: line!.key, quantity: 0 },
      { nonce: false },
    );
    expect(res.statusCode).toBe(403);
  });
});
