import {
  ADMIN_AJAX_PATH,
  getPageData,
  orderReceivedPath,
  PLATFORM_CHECKOUT_PATH,
  placeOrder,
} from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { eGiftForm } from '../../test/eGiftForm.ts';
import { giftCardBalance } from '../giftCards/giftCardLedger.ts';
import { journey } from '../insights/journey.ts';
import { rawPlan } from '../insights/reportPlan.ts';
import { callUrl } from '../test/calls.ts';
import { deliver, handOff, orderFor, platformSettings, signed } from '../test/platformCheckout.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { VOIDED_EMAIL_ERROR } from './orderVoid.ts';
import { signWebhookBody } from './platformSignature.ts';
import { BAD_SIGNATURE_MESSAGE, WEBHOOK_HEADERS } from './platformWebhook.ts';

// docs/decisions/0144 (issue 37): in production only the platform's signed, paid orders become
// orders. Each platform's own format: valid, bad signature, replayed, out of order, refunded.

const AJAX = ADMIN_AJAX_PATH;
const ORDER = callUrl(placeOrder);
/** The Face Set as a subscription every 9 weeks ($34; spec §9 cadences). */
const FACE_SET_SUBSCRIPTION = { quantity: 1, 'add-to-cart': 201, convert_to_sub_201: 9 };
/** A $75 e-gift for alex@example.com, dated a month ahead (spec §5: a date is chosen). */
const E_GIFT = eGiftForm(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
const T1 = new Date('2026-11-28T10:00:00Z');
const T2 = new Date('2026-11-28T10:05:00Z');
const T3 = new Date('2026-11-28T10:10:00Z');

describe.each(['woocommerce', 'shopify'] as const)('%s in production', (platform) => {
  const settings = platformSettings(platform);
  const t = useTestApp({ mode: 'production', platform: settings });
  const db = () => t.database.db;

  /** A visitor with a $75 e-gift and a subscription in the cart, handed off. */
  const shopper = async () => {
    const visitor = await Visitor.arrive(t.app);
    const gift = await visitor.postForm(AJAX, E_GIFT);
    expect(gift.statusCode, gift.body).toBe(200);
    const subscription = await visitor.postForm(AJAX, FACE_SET_SUBSCRIPTION);
    expect(subscription.statusCode, subscription.body).toBe(200);
    return { visitor, ...(await handOff(visitor)) };
  };
  const ordersOf = (ref: string) =>
    db().query<{ order_id: string | null; status: string }>(
      'SELECT order_id::text, status FROM platform_orders WHERE ref = $1',
      [ref],
    );
  const cardsOf = (orderId: string) =>
    db().query<{ id: string; amount: string; recipient_email: string }>(
      'SELECT id::text, amount::text, recipient_email FROM gift_cards WHERE order_id = $1::bigint',
      [orderId],
    );
  const emailsOf = (orderId: string) =>
    db().query<{ to_address: string; gave_up_at: Date | null; last_error: string | null }>(
      `SELECT e.to_address, e.gave_up_at, e.last_error FROM gift_card_emails e
       JOIN gift_cards g ON g.id = e.gift_card_id WHERE g.order_id = $1::bigint`,
      [orderId],
    );

  const ordersInReport = async () =>
    (await journey(db(), rawPlan({ start: '2000-01-01T00:00:00Z', end: '2100-01-01T00:00:00Z' }))).reduce(
      (sum, group) => sum + group.orders,
      0,
    );

  it('refuses the demo PLACE ORDER: 403 pc_checkout_off, nothing issued', async () => {
    const visitor = await Visitor.arrive(t.app);
    await visitor.postForm(AJAX, E_GIFT);
    const res = await visitor.postJson(ORDER, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'pc_checkout_off',
      displayMessage: "This store's own checkout takes no orders: please check out on the shop's checkout.",
      data: { status: 403 },
    });
    const [count] = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM gift_cards');
    expect(count!.n).toBe(0);
  });

  it("hands the cart off by the platform's own link, carrying a reference (never the session id)", async () => {
    const { visitor, location, ref } = await shopper();
    expect(location).toMatch(
      platform === 'woocommerce'
        ? /^https:\/\/shop\.example\/checkout-link\/\?products=40103:1,201:1&pc_session=[\w-]{22}$/
        : /^https:\/\/shop\.example\/cart\/40103:1,201:1\?attributes%5Bpc_session%5D=[\w-]{22}$/,
    );
    expect(location).not.toContain(visitor.session);
    expect(ref).toHaveLength(22);
  });

  it("offers the hand-off on /checkout's page data, and no PLACE ORDER", async () => {
    const visitor = await Visitor.arrive(t.app);
    const page = await visitor.get(callUrl(getPageData, { path: '/checkout' }));
    expect(page.json().data).toMatchObject({
      platformCheckout: {
        label: `Check out on ${platform === 'woocommerce' ? 'WooCommerce' : 'Shopify'}`,
        href: PLATFORM_CHECKOUT_PATH,
      },
      placeOrder: false,
    });
  });

  it('records a paid order for the session it names: cards, e-gift email, subscription, order page', async () => {
    const { visitor, ref } = await shopper();
    const res = await deliver(t.app, signed(settings, await orderFor(db(), ref, 'paid', T1)));
    expect(res.statusCode, res.body).toBe(200);
    const { step, orderId } = res.json();
    expect(step).toBe('record');
    const cards = await cardsOf(orderId);
    expect(cards).toMatchObject([{ amount: '75.00', recipient_email: 'alex@example.com' }]);
    expect(await giftCardBalance(db(), cards[0]!.id)).toBe(75);
    expect(await emailsOf(orderId)).toMatchObject([{ to_address: 'alex@example.com', gave_up_at: null }]);
    const lines = await db().query<{ cadence: number; price: string }>(
      'SELECT cadence, price::text FROM order_lines WHERE order_id = $1::bigint ORDER BY position',
      [orderId],
    );
    expect(lines.map((line) => line.cadence)).toEqual([0, 9]);
    // The order page and its survey are the shopper's; the handed-off lines left the cart.
    const page = await visitor.get(callUrl(getPageData, { path: orderReceivedPath(orderId) }));
    expect(page.json().data).toMatchObject({ survey: { orderId } });
    const [cart] = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cart_items c JOIN platform_checkouts p ON p.session_id = c.session_id WHERE p.ref = $1',
      [ref],
    );
    expect(cart!.n).toBe(0);
  });

  it('refuses a bad or missing signature with 401 and records nothing', async () => {
    const { ref } = await shopper();
    const good = signed(settings, await orderFor(db(), ref, 'paid', T1));
    const tampered = { ...good, body: good.body.replace('"75.00"', '"1.00"').replace(':75,', ':1,') };
    const wrongSecret = signed(
      { ...settings, webhookSecret: 'another-secret-of-16-chars' },
      await orderFor(db(), ref, 'paid', T1),
    );
    const unsigned = { ...good, headers: { 'content-type': 'application/json' } };
    for (const webhook of [tampered, wrongSecret, unsigned]) {
      const res = await deliver(t.app, webhook);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'pc_webhook_signature',
        message: BAD_SIGNATURE_MESSAGE,
        data: { status: 401 },
      });
    }
    expect(await ordersOf(ref)).toEqual([]);
  });

  it('records a replayed delivery once', async () => {
    const { ref } = await shopper();
    const webhook = signed(settings, await orderFor(db(), ref, 'paid', T1));
    const first = (await deliver(t.app, webhook)).json();
    const again = (await deliver(t.app, webhook)).json();
    expect(again).toEqual({ step: 'replay', orderId: first.orderId });
    expect(await cardsOf(first.orderId)).toHaveLength(1);
    expect(await ordersOf(ref)).toEqual([{ order_id: first.orderId, status: 'paid' }]);
  });

  it('gives nothing for an unpaid order, and records it once paid', async () => {
    const { ref } = await shopper();
    const unpaid = await deliver(t.app, signed(settings, await orderFor(db(), ref, 'unpaid', T1)));
    expect(unpaid.json()).toEqual({ step: 'note', orderId: null });
    expect(await ordersOf(ref)).toEqual([{ order_id: null, status: 'unpaid' }]);
    const paid = await deliver(t.app, signed(settings, await orderFor(db(), ref, 'paid', T2)));
    expect(paid.json().step).toBe('record');
    // The creation's webhook arriving late changes nothing.
    const late = await deliver(t.app, signed(settings, await orderFor(db(), ref, 'unpaid', T1)));
    expect(late.json()).toMatchObject({ step: 'stale' });
  });

  it('out of order: a refund before the payment leaves the payment nothing to give', async () => {
    const { ref } = await shopper();
    const refund = await deliver(t.app, signed(settings, await orderFor(db(), ref, 'refunded', T3)));
    expect(refund.json()).toEqual({ step: 'void', orderId: null });
    const paid = await deliver(t.app, signed(settings, await orderFor(db(), ref, 'paid', T2)));
    expect(paid.json()).toEqual({ step: 'final', orderId: null });
    expect(await ordersOf(ref)).toEqual([{ order_id: null, status: 'voided' }]);
  });

  it.each(['refunded', 'cancelled'] as const)(
    '%s: voids the unredeemed balance, stops the e-gift email and the subscriptions',
    async (status) => {
      const { ref } = await shopper();
      const { orderId } = (
        await deliver(t.app, signed(settings, await orderFor(db(), ref, 'paid', T1)))
      ).json();
      const counted = await ordersInReport();
      const res = await deliver(t.app, signed(settings, await orderFor(db(), ref, status, T2)));
      expect(res.json()).toEqual({ step: 'void', orderId });
      // The owner's report counts it no more (decision 0121's revenue).
      expect(await ordersInReport()).toBe(counted - 1);
      const [card] = await cardsOf(orderId);
      expect(await giftCardBalance(db(), card!.id)).toBe(0);
      expect(await emailsOf(orderId)).toMatchObject([{ last_error: VOIDED_EMAIL_ERROR }]);
      const [order] = await db().query<{ voided: boolean }>(
        'SELECT voided_at IS NOT NULL AS voided FROM orders WHERE id = $1::bigint',
        [orderId],
      );
      expect(order!.voided).toBe(true);
      // A second refund webhook (the platform's retry) changes nothing more.
      const again = await deliver(t.app, signed(settings, await orderFor(db(), ref, status, T2)));
      expect(again.json()).toEqual({ step: 'final', orderId });
      const ledger = await db().query<{ kind: string }>(
        'SELECT kind FROM gift_card_ledger WHERE gift_card_id = $1 ORDER BY id',
        [card!.id],
      );
      expect(ledger.map((row) => row.kind)).toEqual(['issued', 'voided']);
    },
  );

  it('acknowledges a paid order naming no hand-off, recording nothing', async () => {
    const order = {
      ...(await orderFor(db(), (await shopper()).ref, 'paid', T1)),
      ref: 'unknown-reference-000000',
      platformOrderId: '99',
    };
    const res = await deliver(t.app, signed(settings, order));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ step: 'record', orderId: null, unknownSession: true });
  });

  it('refuses a signed body that is not an order with 400', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const webhook = signed(settings, await orderFor(db(), (await shopper()).ref, 'paid', T1));
    const signature = {
      [WEBHOOK_HEADERS[platform].signature]: signWebhookBody(settings.webhookSecret, body),
    };
    const res = await deliver(t.app, { ...webhook, body, headers: { ...webhook.headers, ...signature } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'pc_webhook_payload' });
  });
});
