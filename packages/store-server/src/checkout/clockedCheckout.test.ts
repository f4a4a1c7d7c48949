import {
  ADMIN_AJAX_PATH,
  CheckoutPageData,
  CheckoutSummary,
  getCartItems,
  getCheckout,
  placeOrder,
} from '@pc/shared/contract';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { E_GIFT_75, eGiftForm } from '../../test/eGiftForm.ts';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { readPageConfig, Visitor } from '../test/visitor.ts';
import { LINES_REMOVED_MESSAGE } from './orderRepository.ts';

// docs/decisions/0042, 0053: a line added while the session's QA clock was
// moved (a back-dated e-gift) is checked again by checkout before anything reads or orders the cart,
// so an order never holds a line the rules now refuse. No get_cart_items call comes in between here:
// the checkout calls alone must re-check.

const AJAX = ADMIN_AJAX_PATH;
const ORDER = callUrl(placeOrder);
const CHECKOUT = callUrl(getCheckout);
const NOW = new Date('2026-03-10T15:00:00Z');
const HAND_CREAM = 108;
const HAND_CREAM_VARIATION = 10801;

let visitor: Visitor;

const t = useTestApp({ clock: () => NOW });

/** A $75 e-gift dated 8 July 2021 added under the QA clock of 7 July 2021, and a hand cream; the clock then returns. */
beforeEach(async () => {
  visitor = await Visitor.arrive(t.app);
  await visitor.postJson(QA_CALLS.clock.path, { now: '2021-07-07T12:00:00-04:00' });
  const gift = await visitor.postForm(AJAX, eGiftForm('2021-07-08'));
  expect(gift.statusCode, gift.body).toBe(200);
  const cream = await visitor.postForm(AJAX, {
    quantity: 1,
    'add-to-cart': HAND_CREAM,
    variation_id: HAND_CREAM_VARIATION,
  });
  expect(cream.statusCode, cream.body).toBe(200);
  await visitor.postJson(QA_CALLS.clock.path, { now: null });
});

const orderLines = (orderId: string) =>
  t.database.db.query<{ variation_id: number }>(
    'SELECT variation_id FROM order_lines WHERE order_id = $1::bigint ORDER BY position',
    [orderId],
  );

const cartVariations = async () =>
  v
    .parse(getCartItems.response, (await visitor.get(`${AJAX}?action=get_cart_items`)).json())
    .data.items.map((item) => item.variationId);

describe('checkout re-checks lines added under a moved clock (decision 0053)', () => {
  it('place order: the back-dated e-gift is removed, the order is refused with a clear answer, and the next order holds only what the rules allow', async () => {
    const refused = await visitor.postJson(ORDER, {});
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().displayMessage).toBe(LINES_REMOVED_MESSAGE);
    const [{ count }] = (await t.database.db.query<{ count: string }>(
      'SELECT count(*) FROM orders WHERE session_id = $1',
      [visitor.session],
    )) as [{ count: string }];
    expect(Number(count)).toBe(0);

    const placed = await visitor.postJson(ORDER, {});
    expect(placed.statusCode, placed.body).toBe(200);
    const lines = await orderLines(placed.json().orderId);
    expect(lines.map((line) => line.variation_id)).toEqual([HAND_CREAM_VARIATION]);
    expect(lines.map((line) => line.variation_id)).not.toContain(E_GIFT_75);
  });

  it("the checkout page's data shows the cart without the e-gift", async () => {
    const page = await visitor.get('/checkout');
    const data = v.parse(CheckoutPageData, readPageConfig(page.body).data);
    expect(data.checkout.lines.map((line) => line.name)).toEqual([expect.stringContaining('Hand Cream')]);
    expect(await cartVariations()).toEqual([HAND_CREAM_VARIATION]);
  });

  it('GET checkout shows the cart without the e-gift', async () => {
    const summary = v.parse(CheckoutSummary, (await visitor.get(CHECKOUT)).json());
    expect(summary.lines.map((line) => line.name)).toEqual([expect.stringContaining('Hand Cream')]);
  });
});
