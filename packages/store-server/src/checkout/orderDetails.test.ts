import {
  AccountOrdersPageData,
  ADMIN_AJAX_PATH,
  applyGiftCard,
  placeOrder,
  SurveyPageData,
} from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { eGiftForm } from '../../test/eGiftForm.ts';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { DEMO_CUSTOMER } from '../session/demoCustomer.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { readPageConfig, Visitor } from '../test/visitor.ts';

// spec §2 the order-received page and /account/orders (VIEW YOUR ORDERS), docs/decisions/0117: the
// order's lines with cadences and e-gift details, its discounts, totals, gift cards used and email;
// the customer's orders, and never another session's or customer's.

const AJAX = ADMIN_AJAX_PATH;
const ORDER = callUrl(placeOrder);
const HAND_CREAM = { quantity: 1, 'add-to-cart': 108, variation_id: 10801 };
const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const t = useTestApp();

const customer = async (): Promise<Visitor> => {
  const visitor = await Visitor.arrive(t.app);
  expect((await visitor.postJson(QA_CALLS.identity.path, { customer: true })).statusCode).toBe(200);
  return visitor;
};

const order = async (visitor: Visitor, ...forms: Record<string, string | number>[]): Promise<string> => {
  for (const form of forms) expect((await visitor.postForm(AJAX, form)).statusCode).toBe(200);
  const placed = await visitor.postJson(ORDER, {});
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().orderId;
};

const accountOrders = async (visitor: Visitor) =>
  v.parse(AccountOrdersPageData, readPageConfig((await visitor.get('/account/orders')).body).data).orders;

describe('the order as its buyer reads it (spec §2)', () => {
  it('the order-received page holds the lines, e-gift details, gift card used, totals and email', async () => {
    const buyer = await customer();
    const giftOrder = await order(buyer, eGiftForm(IN_A_MONTH));
    const [card] = await t.database.db.query<{ code: string }>(
      'SELECT code FROM gift_cards WHERE order_id = $1::bigint',
      [giftOrder],
    );
    expect((await buyer.postForm(AJAX, HAND_CREAM)).statusCode).toBe(200);
    expect((await buyer.postJson(callUrl(applyGiftCard), { code: card!.code })).statusCode).toBe(200);
    const paidOrder = await order(buyer);

    const page = await buyer.get(`/checkout/order-received/${paidOrder}`);
    const data = v.parse(SurveyPageData, readPageConfig(page.body).data);
    expect(data.order).toMatchObject({
      id: paidOrder,
      email: DEMO_CUSTOMER.email,
      lines: [
        { name: expect.stringContaining('Hand Cream'), cadence: 0, quantity: 1, lineTotal: 13, eGift: null },
      ],
      subtotal: 13,
      shipping: 5.95,
      total: 18.95,
      giftCards: [{ last4: card!.code.slice(-4), amount: 18.95 }],
      amountDue: 0,
    });

    const gift = v.parse(
      SurveyPageData,
      readPageConfig((await buyer.get(`/checkout/order-received/${giftOrder}`)).body).data,
    );
    expect(gift.order?.lines[0]?.eGift).toMatchObject({
      recipientName: 'Alex',
      to: 'alex@example.com',
      deliveryDate: IN_A_MONTH,
    });
    expect(gift.order?.eGifts).toEqual([
      expect.objectContaining({
        recipientName: 'Alex',
        status: 'scheduled',
        canChangeDate: true,
        canResend: false,
      }),
    ]);
    // The buyer's order page never shows the card's code.
    expect(JSON.stringify(gift)).not.toContain(card!.code);
  });

  it('/account/orders lists the customer’s orders, newest first; not another customer’s; null when anonymous', async () => {
    const sam = await customer();
    const first = await order(sam, HAND_CREAM);
    const second = await order(sam, HAND_CREAM);
    expect((await accountOrders(sam))?.map((o) => o.id)).toEqual([second, first]);

    const other = await customer();
    expect(await accountOrders(other)).toEqual([]);
    const anonymous = await Visitor.arrive(t.app);
    expect(await accountOrders(anonymous)).toBeNull();
    // Nor is another session's order page shown (decision 0036).
    expect((await other.get(`/checkout/order-received/${first}`)).statusCode).toBe(404);
  });
});
