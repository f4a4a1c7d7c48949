import {
  ADMIN_AJAX_PATH,
  getPageData,
  placeOrder,
  SUBSCRIPTION_CHANGE_PATH,
  SUBSCRIPTIONS_PAGE_PATH,
} from '@pc/shared/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { customerOrders } from '../checkout/orderDetails.ts';
import type { EmailContent } from '../giftCards/eGiftEmail.ts';
import { reportRange } from '../insights/reportRange.ts';
import { subscriptionFigures } from '../insights/subscriptionFigures.ts';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { DEMO_CUSTOMER } from '../session/demoCustomer.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { TEST_DATABASE } from '../test/testDb.ts';
import { Visitor } from '../test/visitor.ts';
import { changeSubscription, SUBSCRIPTION_NOT_FOUND_MESSAGE } from './subscriptionChanges.ts';
import { CANCELLED_MESSAGE } from './subscriptionRules.ts';

// issue 40 item 1 (docs/decisions/0154, 0156): an order's subscription line starts a subscription;
// in demo mode the store's worker places its renewal order at 8:00 New York on its date (not 7:59),
// once however many servers race, with a receipt, and a reminder three days before; a skip moves the
// date, a cancel stops renewals, and the QA clock moves them. Time is the worker's `now`, never a wait.

/** The server's clock: Thursday 5 March 2026, 10:00 in New York (EST). */
const NOW = new Date('2026-03-05T15:00:00Z');
/** Nine weeks on: Thursday 7 May 2026; 8 AM EDT is 12:00 UTC. */
const FIRST = '2026-05-07';
const DUE = new Date('2026-05-07T12:00:00Z');
const REMIND = new Date('2026-05-04T12:00:00Z');
const MINUTE = 60_000;
const minus = (instant: Date, ms: number) => new Date(instant.getTime() - ms);

const sent: EmailContent[] = [];
const sender = { send: async (email: EmailContent) => void sent.push(email), close: () => {} };
const t = useTestApp({ clock: () => NOW, eGiftMail: { sender, pollMs: 0 } });
const others: FastifyInstance[] = [];

const worker = (app: FastifyInstance = t.app) => app.eGiftMailer!;

let buyer: Visitor;
let orderId: string;
let sessionId: string;

const subscriptionsOf = () =>
  t.database.db.query<{
    id: string;
    state: string;
    next_date: string | null;
    cadence: number;
    email: string;
  }>(
    `SELECT id::text, state, to_char(next_date, 'YYYY-MM-DD') AS next_date, cadence, email FROM subscriptions
     WHERE session_id = $1 ORDER BY id`,
    [sessionId],
  );
const renewalsOf = () =>
  t.database.db.query<{ renewal_date: string; order_id: string }>(
    `SELECT to_char(r.renewal_date, 'YYYY-MM-DD') AS renewal_date, r.order_id::text FROM subscription_renewals r
     JOIN subscriptions s ON s.id = r.subscription_id WHERE s.session_id = $1 ORDER BY r.renewal_date`,
    [sessionId],
  );

beforeEach(async () => {
  sent.length = 0;
  buyer = await Visitor.arrive(t.app);
  // A customer: the order carries their email (spec §6; decision 0117), where receipts go.
  expect((await buyer.postJson(QA_CALLS.identity.path, { customer: true })).statusCode).toBe(200);
  // A cleanser every 9 weeks (spec §9's default for face) and a hand cream bought once.
  for (const [product, variation, cadence] of [
    [101, 10101, 9],
    [108, 10801, 0],
  ] as const) {
    const added = await buyer.postForm(ADMIN_AJAX_PATH, {
      quantity: 1,
      'add-to-cart': product,
      variation_id: variation,
      [`convert_to_sub_${product}`]: cadence,
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  const placed = await buyer.postJson(callUrl(placeOrder), {});
  expect(placed.statusCode, placed.body).toBe(200);
  orderId = placed.json().orderId;
  const [order] = await t.database.db.query<{ session_id: string }>(
    'SELECT session_id FROM orders WHERE id = $1::bigint',
    [orderId],
  );
  sessionId = order!.session_id;
});

afterEach(async () => {
  await Promise.all(others.splice(0).map((app) => app.close()));
  await t.database.db.query('DELETE FROM subscriptions');
});

const RECEIPT_SUBJECT = 'Your subscription renewed';
const REMINDER_SUBJECT = 'Your next subscription delivery is in 3 days';

describe('an order’s subscription line becomes a subscription', () => {
  it('starts one, active, its next date one cadence after the order; the line bought once starts none', async () => {
    expect(await subscriptionsOf()).toMatchObject([
      { state: 'active', next_date: FIRST, cadence: 9, email: DEMO_CUSTOMER.email },
    ]);
  });
});

describe('the renewal at 8 AM New York on its date', () => {
  it('is not placed at 7:59, is placed at 8:00 once with a receipt, and shows on the order pages', async () => {
    await worker().deliverDue(minus(DUE, MINUTE));
    expect(await renewalsOf()).toEqual([]);

    await worker().deliverDue(DUE);
    await worker().deliverDue(DUE);
    const renewals = await renewalsOf();
    expect(renewals).toEqual([{ renewal_date: FIRST, order_id: expect.any(String) }]);
    const renewalOrder = renewals[0]!.order_id;
    expect(await subscriptionsOf()).toMatchObject([{ state: 'active', next_date: '2026-07-09' }]);

    const receipts = sent.filter((email) => email.subject.startsWith(RECEIPT_SUBJECT));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      to: DEMO_CUSTOMER.email,
      subject: `${RECEIPT_SUBJECT}: order #${renewalOrder}`,
    });
    expect(receipts[0]!.text).toContain('Your next delivery: Thursday, July 9, 2026.');
    expect(receipts[0]!.text).toMatch(
      new RegExp(`http://localhost(:\\d+)?${SUBSCRIPTIONS_PAGE_PATH}\\?key=[\\w-]{32}`),
    );

    // /account/orders: the renewal, newest first, with the first order.
    const orders = await customerOrders(t.database.db, sessionId, DUE);
    expect(orders!.map((order) => order.id)).toEqual([renewalOrder, orderId]);
    expect(orders![0]!.lines).toMatchObject([
      { name: expect.stringContaining('Cleanser'), cadence: 9, unitPrice: 17 },
    ]);
    expect(orders![0]!.shipping).toBe(0);
  });

  it('sends a reminder three days before at 8 AM, once', async () => {
    await worker().deliverDue(minus(REMIND, MINUTE));
    expect(sent.filter((email) => email.subject === REMINDER_SUBJECT)).toHaveLength(0);
    await worker().deliverDue(REMIND);
    await worker().deliverDue(new Date(REMIND.getTime() + 60 * MINUTE));
    const reminders = sent.filter((email) => email.subject === REMINDER_SUBJECT);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('Your next delivery is on Thursday, May 7, 2026.');
  });

  it('skip moves the next date: nothing at the skipped date, the renewal at the next one', async () => {
    const [sub] = await subscriptionsOf();
    const skipped = await changeSubscription(t.database.db, sessionId, sub!.id, { action: 'skip' }, NOW);
    expect(skipped.nextDate).toBe('2026-07-09');
    await worker().deliverDue(DUE);
    expect(await renewalsOf()).toEqual([]);
    await worker().deliverDue(new Date('2026-07-09T12:00:00Z'));
    expect((await renewalsOf()).map((renewal) => renewal.renewal_date)).toEqual(['2026-07-09']);
  });

  it('cancel stops renewals and reminders', async () => {
    const [sub] = await subscriptionsOf();
    await changeSubscription(t.database.db, sessionId, sub!.id, { action: 'cancel' }, NOW);
    await worker().deliverDue(REMIND);
    await worker().deliverDue(new Date('2027-01-01T12:00:00Z'));
    expect(await renewalsOf()).toEqual([]);
    expect(sent).toEqual([]);
    expect(await subscriptionsOf()).toMatchObject([{ state: 'cancelled', next_date: null }]);
  });

  it('follows the session’s QA clock in demo mode', async () => {
    expect((await buyer.postJson(QA_CALLS.clock.path, { now: DUE.toISOString() })).statusCode).toBe(200);
    // The server's clock is still March: the session's is at 8:00 on the date.
    await worker().deliverDue(NOW);
    expect((await renewalsOf()).map((renewal) => renewal.renewal_date)).toEqual([FIRST]);
  });

  it('counts on /insights: started, renewals and their revenue, cancellations, active at the end', async () => {
    await worker().deliverDue(DUE);
    const [sub] = await subscriptionsOf();
    await changeSubscription(
      t.database.db,
      sessionId,
      sub!.id,
      { action: 'cancel' },
      new Date('2026-05-08T15:00:00Z'),
    );
    const figures = async (from: string, to: string) =>
      subscriptionFigures(t.database.db, await reportRange(t.database.db, from, to));
    expect(await figures('2026-03-01', '2026-04-30')).toEqual({
      started: 1,
      active: 1,
      renewals: 0,
      renewalRevenue: 0,
      cancelled: 0,
    });
    expect(await figures('2026-05-01', '2026-05-31')).toEqual({
      started: 0,
      active: 0,
      renewals: 1,
      renewalRevenue: 17,
      cancelled: 1,
    });
  });

  it(`is placed once by two servers racing on one ${TEST_DATABASE} database`, async () => {
    const second = buildApp({
      db: TEST_DATABASE === 'postgres' ? await t.database.reopen() : t.database.db,
      distDir: '/nonexistent',
      nonceSecret: 'test-secret',
      clock: () => NOW,
      rateLimit: false,
      eGiftMail: { sender, pollMs: 0 },
    });
    others.push(second);
    await second.ready();
    await Promise.all([worker().deliverDue(DUE), worker(second).deliverDue(DUE), worker().deliverDue(DUE)]);
    expect(await renewalsOf()).toHaveLength(1);
    const [{ orders }] = (await t.database.db.query<{ orders: number }>(
      'SELECT count(*)::int AS orders FROM orders WHERE session_id = $1',
      [sessionId],
    )) as [{ orders: number }];
    expect(orders).toBe(2);
    expect(sent.filter((email) => email.subject.startsWith(RECEIPT_SUBJECT))).toHaveLength(1);
  });
});

describe('/account/subscriptions and its forms (decisions 0155, 0156)', () => {
  const pageData = async (who: Visitor, path: string) => {
    const res = await who.get(callUrl(getPageData, { path }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('lists the session’s subscription with its choices; the receipt’s key opens it on another device', async () => {
    const own = await pageData(buyer, SUBSCRIPTIONS_PAGE_PATH);
    expect(own.subscriptions).toMatchObject([
      { state: 'active', nextDate: FIRST, cadence: 9, price: 17, swapChoices: [{ productId: 102 }] },
    ]);
    expect(own.subscriptions[0].cadenceChoices).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const elsewhere = await Visitor.arrive(t.app);
    const opened = await pageData(elsewhere, `${SUBSCRIPTIONS_PAGE_PATH}?key=${own.key}`);
    expect(opened.subscriptions.map((sub: { id: string }) => sub.id)).toEqual([own.subscriptions[0].id]);
    expect((await pageData(elsewhere, SUBSCRIPTIONS_PAGE_PATH)).subscriptions).toEqual([]);
  });

  it('skips, swaps and cancels by form with the key, answering back to the page; refusals are 4xx', async () => {
    const { key, subscriptions } = await pageData(buyer, SUBSCRIPTIONS_PAGE_PATH);
    const id = subscriptions[0].id;
    const stranger = await Visitor.arrive(t.app);
    const change = (fields: Record<string, string>) =>
      stranger.postForm(SUBSCRIPTION_CHANGE_PATH, { key, id, ...fields }, { nonce: false });

    const skipped = await change({ action: 'skip' });
    expect(skipped.statusCode, skipped.body).toBe(303);
    expect(skipped.headers.location).toBe(
      `${SUBSCRIPTIONS_PAGE_PATH}?key=${key}&done=skip#subscription-${id}`,
    );
    const after = await pageData(stranger, String(skipped.headers.location).split('#')[0]!);
    expect(after.notice).toBe('Your next delivery is skipped.');
    expect(after.subscriptions[0].nextDate).toBe('2026-07-09');

    expect((await change({ action: 'swap', productId: '102' })).statusCode).toBe(303);
    expect((await change({ action: 'cadence', weeks: '4' })).statusCode).toBe(303);
    expect((await pageData(buyer, SUBSCRIPTIONS_PAGE_PATH)).subscriptions[0]).toMatchObject({
      name: expect.stringContaining('Lotion'),
      cadence: 4,
    });
    expect((await change({ action: 'cancel' })).statusCode).toBe(303);

    const twice = await change({ action: 'cancel' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CANCELLED_MESSAGE);
    const badKey = await stranger.postForm(
      SUBSCRIPTION_CHANGE_PATH,
      { key: 'not-a-key', id, action: 'skip' },
      { nonce: false },
    );
    expect(badKey.statusCode).toBe(404);
    expect(badKey.json().message).toBe(SUBSCRIPTION_NOT_FOUND_MESSAGE);
    expect((await change({ action: 'explode' })).statusCode).toBe(400);
  });
});
