import { ADMIN_AJAX_PATH, getCartItems, RestError } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { E_GIFT_75, eGiftForm } from '../../test/eGiftForm.ts';
import { callUrl } from '../test/calls.ts';
import { startProductionApp, useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { QA_CALLS } from './qaSchemas.ts';

// docs/decisions/0042: the QA switches only in demo mode; in production no /__qa/*
// and no client-movable clock; a line added under a moved clock is checked again once it returns.

const NOW = new Date('2026-03-10T15:00:00Z');
const t = useTestApp({ clock: () => NOW });

const cart = async (visitor: Visitor) =>
  v.parse(getCartItems.response, (await visitor.get(callUrl(getCartItems))).json()).data;

/** A second server in production mode on the same database. */
const productionApp = () => startProductionApp(t.database, () => NOW);

describe('production mode (PC_MODE=production)', () => {
  it('answers 404 in the REST error shape on every /__qa/* path, GET and POST', async () => {
    const app = await productionApp();
    try {
      const visitor = await Visitor.arrive(app);
      // Every QA call, the stock and fault switches too (decision 0189).
      for (const url of new Set(Object.values(QA_CALLS).map((call) => call.path))) {
        for (const method of ['GET', 'POST'] as const) {
          const res = await visitor.send({ method, url, payload: '{}', contentType: 'application/json' });
          expect(res.statusCode, `${method} ${url}`).toBe(404);
          expect(v.parse(RestError, res.json())).toMatchObject({ data: { status: 404 } });
        }
      }
    } finally {
      await app.close();
    }
  });

  it('sees the server clock only: a clock a demo run left on a session is dropped', async () => {
    const visitor = await Visitor.arrive(t.app);
    await visitor.postJson(QA_CALLS.clock.path, { now: '2021-07-07T12:00:00-04:00' });
    const app = await productionApp();
    try {
      const res = await app.inject({
        method: 'POST',
        url: ADMIN_AJAX_PATH,
        headers: {
          cookie: `pc_session=${visitor.session}`,
          'x-wp-nonce': visitor.nonce,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(eGiftForm('2021-07-08')).toString(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().displayMessage).toMatch(/past/);
    } finally {
      await app.close();
    }
  });
});

describe('demo mode (npm start)', () => {
  it('keeps the QA switches', async () => {
    const visitor = await Visitor.arrive(t.app);
    expect((await visitor.get(QA_CALLS.state.path)).statusCode).toBe(200);
  });

  it('re-checks a line added under a moved clock once the clock returns: a back-dated e-gift is removed', async () => {
    const visitor = await Visitor.arrive(t.app);
    await visitor.postJson(QA_CALLS.clock.path, { now: '2021-07-07T12:00:00-04:00' });
    const added = await visitor.postForm(ADMIN_AJAX_PATH, eGiftForm('2021-07-08'));
    expect(added.statusCode, added.body).toBe(200);
    await visitor.postForm(ADMIN_AJAX_PATH, {
      quantity: 1,
      'add-to-cart': 111,
      variation_id: 11101,
    });
    // still under the moved clock: kept
    expect((await cart(visitor)).items.map((item) => item.variationId)).toEqual([E_GIFT_75, 11101]);
    await visitor.postJson(QA_CALLS.clock.path, { now: null });
    // the clock returned: the delivery date is in the past now, so the e-gift leaves the cart
    expect((await cart(visitor)).items.map((item) => item.variationId)).toEqual([11101]);
  });

  it('keeps a line that is still allowed when the clock returns', async () => {
    const visitor = await Visitor.arrive(t.app);
    await visitor.postJson(QA_CALLS.clock.path, { now: '2026-01-01T12:00:00Z' });
    await visitor.postForm(ADMIN_AJAX_PATH, {
      quantity: 1,
      'add-to-cart': 111,
      variation_id: 11101,
    });
    await visitor.postJson(QA_CALLS.clock.path, { now: null });
    expect((await cart(visitor)).items.map((item) => item.variationId)).toEqual([11101]);
    const [row] = await t.database.db.query<{ added_under_clock: unknown }>(
      'SELECT added_under_clock FROM cart_items WHERE session_id = $1',
      [visitor.session],
    );
    expect(row?.added_under_clock).toBeNull();
  });
});
