import { QA_PANEL_HEADER } from '@pc/shared/constants';
import { ADMIN_AJAX_PATH, getCartItems, getGiftCard, getQuiz, RestError } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { callUrl } from '../test/calls.ts';
import { startProductionApp, useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { faultAnswer } from './faults.ts';
import { QA_CALLS, QaFaults } from './qaSchemas.ts';
import { QaStockList } from './stockSwitches.ts';

// Issue 44 items 1 and 2, docs/decisions/0189: the QA panel's stock and fault switches hold for the
// session that set them only; a second browser sees the normal store; a reset clears them; production
// has none.

const NOW = new Date('2026-03-10T15:00:00Z');
const t = useTestApp({ clock: () => NOW });

/** A physical gift card amount the seed has in stock (seed/giftCards.ts: $25). */
const GIFT_CARD = 402;
const GIFT_25 = 40201;

const giftCardStock = async (visitor: Visitor, id = GIFT_25) => {
  const res = await visitor.get(callUrl(getGiftCard));
  expect(res.statusCode).toBe(200);
  return v.parse(getGiftCard.response, res.json()).variations.find((variation) => variation.id === id)
    ?.stock_status;
};
const addGiftCard = (visitor: Visitor) =>
  visitor.postForm(ADMIN_AJAX_PATH, { quantity: 1, 'add-to-cart': GIFT_CARD, variation_id: GIFT_25 });
const setStock = (visitor: Visitor, status: string | null, variationId = GIFT_25) =>
  visitor.postJson(QA_CALLS.stock.path, { variationId, status });
const setFault = (visitor: Visitor, call: string | undefined, fault: unknown) =>
  visitor.postJson(QA_CALLS.faults.path, { ...(call ? { call } : {}), fault });

describe('stock switches (spec §4 Stock and buy button)', () => {
  it('hold for the session that set them; another session sees the catalogue', async () => {
    const qa = await Visitor.arrive(t.app);
    const other = await Visitor.arrive(t.app);
    expect(await giftCardStock(qa)).toBe('instock');

    expect((await setStock(qa, 'outofstock')).statusCode).toBe(200);
    expect(await giftCardStock(qa)).toBe('outofstock');
    expect(await giftCardStock(other)).toBe('instock');
    // The sold-out amount cannot be bought in that session (spec §4: disabled SOLD OUT), and can elsewhere.
    expect((await addGiftCard(qa)).statusCode).toBe(400);
    expect((await addGiftCard(other)).statusCode).toBe(200);

    await setStock(qa, 'onbackorder');
    expect(await giftCardStock(qa)).toBe('onbackorder');
    expect((await addGiftCard(qa)).statusCode).toBe(200);

    // A seed's sold-out amount ($200) in stock for QA.
    await setStock(qa, 'instock', 40204);
    expect(await giftCardStock(qa, 40204)).toBe('instock');
    expect(await giftCardStock(other, 40204)).toBe('outofstock');

    const list = v.parse(QaStockList, (await qa.get(QA_CALLS.stockList.path)).json());
    const held = list.products.flatMap((product) => product.variations).filter((x) => x.held !== null);
    expect(held.map(({ id, catalogue, held }) => ({ id, catalogue, held }))).toEqual([
      { id: GIFT_25, catalogue: 'instock', held: 'onbackorder' },
      { id: 40204, catalogue: 'outofstock', held: 'instock' },
    ]);

    await setStock(qa, null, 40204);
    expect(await giftCardStock(qa, 40204)).toBe('outofstock');
  });

  it('the page data the elements start from shows the switch', async () => {
    const qa = await Visitor.arrive(t.app);
    await setStock(qa, 'outofstock');
    const page = await qa.get('/gift-cards');
    expect(page.body).toContain(`"id":${GIFT_25},"parent_id":${GIFT_CARD}`);
    const variation = JSON.parse(
      /<script type="application\/json" id="pc-config">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '{}',
    ).data.giftCards.physical.variations.find((x: { id: number }) => x.id === GIFT_25);
    expect(variation.stock_status).toBe('outofstock');
  });

  it('move with the session when QA switches identity (a new id, decision 0043)', async () => {
    const qa = await Visitor.arrive(t.app);
    await setStock(qa, 'outofstock');
    await setFault(qa, getQuiz.name, { kind: '500', times: null });
    const before = qa.session;
    await qa.postJson(QA_CALLS.identity.path, { customer: true });
    expect(qa.session).not.toBe(before);
    expect(await giftCardStock(qa)).toBe('outofstock');
    expect((await qa.get(callUrl(getQuiz, { quizType: 'self' }))).statusCode).toBe(500);
  });

  it('are cleared by the reset, and refuse an unknown variation', async () => {
    const qa = await Visitor.arrive(t.app);
    await setStock(qa, 'outofstock');
    await qa.postJson(QA_CALLS.reset.path, {});
    expect(await giftCardStock(qa)).toBe('instock');
    expect((await setStock(qa, 'outofstock', 999_999)).statusCode).toBe(400);
  });
});

describe('fault switches (spec §8 from the QA panel)', () => {
  it('fail the next N answers of the call, for that session only', async () => {
    const qa = await Visitor.arrive(t.app);
    const other = await Visitor.arrive(t.app);
    const set = await setFault(qa, getGiftCard.name, {
      kind: 'error',
      message: 'Gift cards are resting.',
      times: 2,
    });
    expect(v.parse(QaFaults, set.json()).faults).toEqual({
      getGiftCard: { kind: 'error', message: 'Gift cards are resting.', left: 2 },
    });
    for (const _ of [1, 2]) {
      const res = await qa.get(callUrl(getGiftCard));
      expect(res.statusCode).toBe(400);
      expect(v.parse(RestError, res.json())).toMatchObject({
        code: 'rest_invalid_param',
        displayMessage: 'Gift cards are resting.',
      });
      expect((await other.get(callUrl(getGiftCard))).statusCode).toBe(200);
    }
    expect((await qa.get(callUrl(getGiftCard))).statusCode).toBe(200);
    expect(v.parse(QaFaults, (await qa.get(QA_CALLS.faultList.path)).json()).faults).toEqual({});
  });

  it('answer 500, 503 with Retry-After, a gateway timeout, or go on after a delay', async () => {
    const qa = await Visitor.arrive(t.app);
    const quiz = callUrl(getQuiz, { quizType: 'self' });
    await setFault(qa, getQuiz.name, { kind: '500', times: null });
    for (const _ of [1, 2, 3]) expect((await qa.get(quiz)).statusCode).toBe(500);
    await setFault(qa, getQuiz.name, { kind: '503', ms: 7000 });
    const busy = await qa.get(quiz);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('7');
    await setFault(qa, getQuiz.name, { kind: 'timeout', ms: 20 });
    expect((await qa.get(quiz)).statusCode).toBe(504);
    await setFault(qa, getQuiz.name, { kind: 'delay', ms: 20 });
    expect((await qa.get(quiz)).statusCode).toBe(200);
    expect(v.parse(QaFaults, (await qa.get(QA_CALLS.faultList.path)).json()).faults).toEqual({});
  });

  it('find admin-ajax actions by their action, and are cleared all at once and by the reset', async () => {
    const qa = await Visitor.arrive(t.app);
    await setFault(qa, 'addToCart', { kind: 'error', message: 'Not today.', times: null });
    const refused = await addGiftCard(qa);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ displayMessage: 'Not today.' });
    // Another action on the same path is not that call.
    expect((await qa.get(callUrl(getCartItems))).statusCode).toBe(200);
    await setFault(qa, undefined, null);
    expect((await addGiftCard(qa)).statusCode).toBe(200);

    await setFault(qa, 'getCartItems', { kind: '500', times: null });
    await qa.postJson(QA_CALLS.reset.path, {});
    expect((await qa.get(callUrl(getCartItems))).statusCode).toBe(200);
  });

  it("leave the QA panel's own reads alone: a counted fault waits for the page's call", async () => {
    const qa = await Visitor.arrive(t.app);
    await setFault(qa, getCartItems.name, { kind: '500', times: 1 });
    const panelRead = await qa.send({
      method: 'GET',
      url: callUrl(getCartItems),
      headers: { [QA_PANEL_HEADER]: '1' },
    });
    expect(panelRead.statusCode).toBe(200);
    expect((await qa.get(callUrl(getCartItems))).statusCode).toBe(500);
    expect((await qa.get(callUrl(getCartItems))).statusCode).toBe(200);
  });

  it('a dropped connection closes the socket without an answer', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const qa = await Visitor.arrive(t.app);
    await setFault(qa, getGiftCard.name, { kind: 'drop' });
    const headers = { cookie: `pc_session=${qa.session}` };
    await expect(fetch(`${address}${callUrl(getGiftCard)}`, { headers })).rejects.toThrow();
    expect((await fetch(`${address}${callUrl(getGiftCard)}`, { headers })).status).toBe(200);
  });

  it('refuse a call that is not of spec §7 (the QA calls themselves never fail)', async () => {
    const qa = await Visitor.arrive(t.app);
    expect((await setFault(qa, 'qaState', { kind: '500' })).statusCode).toBe(400);
  });

  it("production has neither: a demo session's switches are not read there", async () => {
    const qa = await Visitor.arrive(t.app);
    await setStock(qa, 'outofstock');
    await setFault(qa, getGiftCard.name, { kind: '500', times: null });
    const app = await startProductionApp(t.database, () => NOW);
    try {
      const res = await app.inject({
        method: 'GET',
        url: callUrl(getGiftCard),
        headers: { cookie: `pc_session=${qa.session}` },
      });
      expect(res.statusCode).toBe(200);
      const variation = v.parse(getGiftCard.response, res.json()).variations.find((x) => x.id === GIFT_25);
      expect(variation?.stock_status).toBe('instock');
    } finally {
      await app.close();
    }
  });
});

describe('faultAnswer', () => {
  it.each([
    [
      { kind: 'error' as const, message: 'Nope.' },
      { do: 'answer', status: 400 },
    ],
    [{ kind: '500' as const }, { do: 'answer', status: 500 }],
    [{ kind: '503' as const }, { do: 'answer', status: 503, headers: { 'retry-after': '5' } }],
    [{ kind: 'timeout' as const }, { do: 'wait', ms: 35_000, after: 'answer 504' }],
    [{ kind: 'drop' as const }, { do: 'drop' }],
    [
      { kind: 'delay' as const, ms: 800 },
      { do: 'wait', ms: 800, after: 'go on' },
    ],
  ])('%o → %o', (fault, answer) => {
    expect(faultAnswer(fault)).toMatchObject(answer);
  });
});
