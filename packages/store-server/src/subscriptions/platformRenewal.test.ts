import { ADMIN_AJAX_PATH } from '@pc/shared/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { SampleOrder } from '../qa/platformWebhookSamples.ts';
import { deliver, handOff, orderFor, platformSettings, signed } from '../test/platformCheckout.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { queueReminders } from './renewals.ts';

// issue 40 item 1 (docs/decisions/0168): in production a renewal is the platform's paid renewal order,
// delivered by its signed webhook (decision 0144). It is recorded as an order of the session (the order
// pages read `orders`), renews the subscription its first order started (one subscription_renewals row,
// the next date one cadence on, the next reminder queued by the worker) and starts none; twice delivered,
// or to two servers, it applies once; refunded, it cancels nothing; for a cancelled or unknown
// subscription it is an order only.

/** The server's clock: Thursday 5 March 2026, 10:00 in New York. */
const NOW = new Date('2026-03-05T15:00:00Z');
/** The Face Set every 9 weeks (spec §9 cadences): first renewal 7 May, then 9 July 2026. */
const FACE_SET_SUBSCRIPTION = { quantity: 1, 'add-to-cart': 201, convert_to_sub_201: 9 };
const FIRST = '2026-05-07';
const SECOND = '2026-07-09';
const T1 = new Date('2026-03-05T15:00:00Z');
const T2 = new Date('2026-05-07T12:30:00Z');
const T3 = new Date('2026-05-08T09:00:00Z');

describe.each(['woocommerce', 'shopify'] as const)('%s renewals in production', (platform) => {
  const settings = platformSettings(platform);
  const t = useTestApp({ mode: 'production', platform: settings, clock: () => NOW });
  const db = () => t.database.db;
  /** A second server on the same database (PostgreSQL: two processes racing). */
  let other: FastifyInstance;
  beforeAll(async () => {
    other = buildApp({
      db: t.database.db,
      distDir: '/nonexistent',
      nonceSecret: 'test-secret',
      clock: () => NOW,
      mode: 'production',
      platform: settings,
      rateLimit: false,
    });
    await other.ready();
  });
  afterAll(() => other.close());

  /** A shopper whose Face Set subscription was handed off; `paid`: its first order delivered. */
  const subscriber = async (paid: boolean) => {
    const visitor = await Visitor.arrive(t.app);
    const added = await visitor.postForm(ADMIN_AJAX_PATH, FACE_SET_SUBSCRIPTION);
    expect(added.statusCode, added.body).toBe(200);
    const { ref } = await handOff(visitor);
    const first = await orderFor(db(), ref, 'paid', T1);
    if (paid) {
      const res = await deliver(t.app, signed(settings, first));
      expect(res.json()).toMatchObject({ step: 'record' });
    }
    /** The platform's renewal order of that subscription, in `status` at `at`. */
    const renewal = (status: SampleOrder['status'], at: Date): SampleOrder => ({
      ...first,
      platformOrderId: String(Number(first.platformOrderId) + 7),
      status,
      modifiedAt: at,
      renewal: true,
    });
    return { session: visitor.session, renewal };
  };
  const subscriptionsOf = (session: string) =>
    db().query<{ id: string; state: string; next_date: string | null; remind_at: Date | null }>(
      `SELECT id::text, state, to_char(next_date, 'YYYY-MM-DD') AS next_date, remind_at FROM subscriptions
       WHERE session_id = $1 ORDER BY id`,
      [session],
    );
  const renewalsOf = (session: string) =>
    db().query<{ renewal_date: string; order_id: string }>(
      `SELECT to_char(r.renewal_date, 'YYYY-MM-DD') AS renewal_date, r.order_id::text FROM subscription_renewals r
       JOIN subscriptions s ON s.id = r.subscription_id WHERE s.session_id = $1`,
      [session],
    );
  const ordersOf = (session: string) =>
    db().query<{ id: string; voided: boolean }>(
      'SELECT id::text, voided_at IS NOT NULL AS voided FROM orders WHERE session_id = $1 ORDER BY id',
      [session],
    );

  it('the first order starts the subscription; its renewal moves the date on, starts none, and is an order of the session', async () => {
    const { session, renewal } = await subscriber(true);
    const [started] = await subscriptionsOf(session);
    expect(started).toMatchObject({ state: 'active', next_date: FIRST });

    const res = await deliver(t.app, signed(settings, renewal('paid', T2)));
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, renewed } = res.json();
    expect(res.json()).toMatchObject({ step: 'record', renewed: [started!.id] });
    expect(await subscriptionsOf(session)).toEqual([
      // 8 AM New York (EDT) three days before 9 July
      { ...started, next_date: SECOND, remind_at: new Date('2026-07-06T12:00:00Z') },
    ]);
    expect(renewed).toHaveLength(1);
    expect(await renewalsOf(session)).toEqual([{ renewal_date: FIRST, order_id: orderId }]);
    expect((await ordersOf(session)).map((order) => order.id)).toContain(orderId);
    // The worker queues the reminder of the next delivery at its instant (decision 0156).
    await queueReminders(db(), new Date('2026-07-06T12:00:00Z'), false);
    const reminders = await db().query<{ for_date: string }>(
      `SELECT to_char(for_date, 'YYYY-MM-DD') AS for_date FROM subscription_emails
       WHERE subscription_id = $1::bigint AND kind = 'reminder'`,
      [started!.id],
    );
    expect(reminders).toEqual([{ for_date: SECOND }]);
  });

  it('the same renewal delivered twice, and to two servers at once, applies once', async () => {
    const { session, renewal } = await subscriber(true);
    const webhook = signed(settings, renewal('paid', T2));
    const answers = await Promise.all([deliver(t.app, webhook), deliver(other, webhook)]);
    const again = await deliver(t.app, webhook);
    expect([...answers, again].map((res) => res.json().step).sort()).toEqual(['record', 'replay', 'replay']);
    expect(await renewalsOf(session)).toHaveLength(1);
    expect(await subscriptionsOf(session)).toMatchObject([{ state: 'active', next_date: SECOND }]);
    expect(await ordersOf(session)).toHaveLength(2);
  });

  it('a refunded renewal voids its order and cancels no subscription', async () => {
    const { session, renewal } = await subscriber(true);
    await deliver(t.app, signed(settings, renewal('paid', T2)));
    const res = await deliver(t.app, signed(settings, renewal('refunded', T3)));
    expect(res.json()).toMatchObject({ step: 'void' });
    expect((await ordersOf(session)).map((order) => order.voided)).toEqual([false, true]);
    expect(await subscriptionsOf(session)).toMatchObject([{ state: 'active', next_date: SECOND }]);
  });

  it('a renewal of a cancelled subscription is an order only', async () => {
    const { session, renewal } = await subscriber(true);
    // The first order refunded: its subscription is cancelled (decision 0144).
    const [first] = await db().query<{ platform_order_id: string }>(
      'SELECT platform_order_id FROM platform_orders p JOIN orders o ON o.id = p.order_id WHERE o.session_id = $1',
      [session],
    );
    const refund = { ...renewal('refunded', T2), platformOrderId: first!.platform_order_id, renewal: false };
    expect((await deliver(t.app, signed(settings, refund))).json()).toMatchObject({ step: 'void' });
    const res = await deliver(t.app, signed(settings, renewal('paid', T3)));
    expect(res.json()).toMatchObject({ step: 'record', renewed: [] });
    expect(await subscriptionsOf(session)).toMatchObject([{ state: 'cancelled', next_date: null }]);
    expect(await renewalsOf(session)).toEqual([]);
    expect(await ordersOf(session)).toHaveLength(2);
  });

  it('a renewal whose first order the store never recorded is an order only, and starts none', async () => {
    const { session, renewal } = await subscriber(false);
    const res = await deliver(t.app, signed(settings, renewal('paid', T2)));
    expect(res.json()).toMatchObject({ step: 'record', renewed: [] });
    expect(await ordersOf(session)).toHaveLength(1);
    expect(await subscriptionsOf(session)).toEqual([]);
  });
});
