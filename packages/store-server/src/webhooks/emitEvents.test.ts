import {
  ADMIN_AJAX_PATH,
  applyGiftCard,
  CRAFTING_FIELD,
  getPostPurchaseEvents,
  placeOrder,
  saveResults,
  WEBHOOK_EVENTS,
} from '@pc/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eGiftForm } from '../../test/eGiftForm.ts';
import { afterTodaysSendTime } from '../../test/mailWorkerApp.ts';
import { EVERYTHING, quizSummary } from '../../test/resultsFixtures.ts';
import { completeQuizForm } from '../quiz/craftingForm.ts';
import { placeNextRenewal } from '../subscriptions/renewals.ts';
import { changeSubscription } from '../subscriptions/subscriptionChanges.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { startWebhookReceiver } from '../test/webhookReceiver.ts';
import { addEndpoint } from './webhookEndpoints.ts';
import { emitWebhookEvent } from './webhookOutbox.ts';

// issue 46 item 3 (docs/decisions/0190): the business writes queue their events in their own
// transaction, once per event id; a write that rolls back queues nothing.

const { now, today } = afterTodaysSendTime();
const t = useTestApp({
  clock: () => now,
  webhooksAllowLocal: true,
  eGiftMail: { sender: { send: async () => {}, close: () => {} }, pollMs: 0 },
});
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

const queued = async () =>
  (
    await t.database.db.query<{ event_id: string }>('SELECT event_id FROM webhook_deliveries ORDER BY id')
  ).map((row) => row.event_id);

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  await addEndpoint(t.database.db, { url: receiver.url, events: WEBHOOK_EVENTS }, { allowLocal: true }, now);
});
afterAll(() => receiver?.close());

describe('the events of a business write', () => {
  it('an e-gift order queues order placed and gift card issued; its email, email sent; spending it, gift card redeemed', async () => {
    const buyer = await Visitor.arrive(t.app);
    expect((await buyer.postForm(ADMIN_AJAX_PATH, eGiftForm(today))).statusCode).toBe(200);
    const placed = await buyer.postJson(callUrl(placeOrder), {});
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orderId as string;
    const [card] = await t.database.db.query<{ id: string | number }>(
      'SELECT id FROM gift_cards WHERE order_id = $1',
      [orderId],
    );
    expect(await queued()).toEqual(
      expect.arrayContaining([`order.placed:${orderId}`, `gift_card.issued:${card!.id}`]),
    );
    await t.app.eGiftMailer!.deliverDue(now);
    const [email] = await t.database.db.query<{ id: string | number }>(
      'SELECT e.id FROM gift_card_emails e JOIN gift_cards g ON g.id = e.gift_card_id WHERE g.order_id = $1',
      [orderId],
    );
    expect(await queued()).toContain(`email.sent:gift_card_emails:${email!.id}`);
    // The card pays for a hand cream in another shopper's order.
    const [{ code } = { code: '' }] = await t.database.db.query<{ code: string }>(
      'SELECT code FROM gift_cards WHERE id = $1',
      [card!.id],
    );
    const spender = await Visitor.arrive(t.app);
    const cream = { quantity: 1, 'add-to-cart': 108, variation_id: 10801 };
    expect((await spender.postForm(ADMIN_AJAX_PATH, cream)).statusCode).toBe(200);
    expect((await spender.postJson(callUrl(applyGiftCard), { code })).statusCode).toBe(200);
    const spent = (await spender.postJson(callUrl(placeOrder), {})).json().orderId as string;
    expect(await queued()).toContain(`gift_card.redeemed:${card!.id}:${spent}`);
    const types = receiver.received.map((r) => JSON.parse(r.body).type);
    expect(types).toEqual(expect.arrayContaining(['order.placed', 'gift_card.issued', 'email.sent']));
  });

  it('a saved result, a subscription changed and a survey answer queue theirs, once each', async () => {
    const shopper = await Visitor.arrive(t.app, '/quiz');
    const completed = await shopper.postForm(completeQuizForm.path, {
      [CRAFTING_FIELD]: JSON.stringify(quizSummary('self', EVERYTHING)),
    });
    const logId = /survey_log_id=([A-Za-z0-9_-]+)/.exec(String(completed.headers.location))![1]!;
    for (const source of ['captured_email_for_quiz_results', 'saved_quiz_results'])
      expect(
        (
          await shopper.postJson(callUrl(saveResults, { surveyLogId: logId }), {
            email: 'sam@example.com',
            source,
          })
        ).statusCode,
      ).toBe(200);
    // A cleanser every 9 weeks: the order starts a subscription.
    const added = await shopper.postForm(ADMIN_AJAX_PATH, {
      quantity: 1,
      'add-to-cart': 101,
      variation_id: 10101,
      convert_to_sub_101: 9,
    });
    expect(added.statusCode, added.body).toBe(200);
    const orderId = (await shopper.postJson(callUrl(placeOrder), {})).json().orderId as string;
    const [sub] = await t.database.db.query<{ id: string | number; session_id: string }>(
      'SELECT id, session_id FROM subscriptions WHERE order_id = $1',
      [orderId],
    );
    await changeSubscription(t.database.db, sub!.session_id, String(sub!.id), { action: 'skip' }, now);
    const answered = await shopper.postJson(callUrl(getPostPurchaseEvents), {
      order_id: orderId,
      results: ['podcast'],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const ids = await queued();
    expect(ids.filter((id) => id.startsWith(`results.saved:${logId}:`))).toHaveLength(1);
    expect(ids.filter((id) => id.startsWith(`subscription.changed:${sub!.id}:`))).toHaveLength(1);
    expect(ids).toContain(`survey.answered:${orderId}:podcast`);
    expect(ids).toContain(`quiz.completed:${logId}`);
    // Its renewal, placed by the worker once its date has come (after the skip, 18 weeks on).
    expect(await placeNextRenewal(t.database.db, new Date(now.getTime() + 140 * 86_400_000), false)).toBe(
      true,
    );
    expect((await queued()).filter((id) => id.startsWith(`renewal.placed:${sub!.id}:`))).toHaveLength(1);
  });

  it('queues an event id once, and nothing for a write that rolls back', async () => {
    const before = (await queued()).length;
    const event = { id: 'order.placed:twice', type: 'order.placed', data: {} } as const;
    await emitWebhookEvent(t.database.db, event, now);
    await emitWebhookEvent(t.database.db, event, now);
    await expect(
      t.database.db.transaction(async (tx) => {
        await emitWebhookEvent(tx, { ...event, id: 'order.placed:rolled-back' }, now);
        throw new Error('the business write fails');
      }),
    ).rejects.toThrow('the business write fails');
    expect((await queued()).slice(before)).toEqual(['order.placed:twice']);
  });
});
