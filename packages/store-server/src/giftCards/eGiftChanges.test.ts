import { ADMIN_AJAX_PATH, changeEGiftDate, OrderDetails, placeOrder, resendEGift } from '@pc/shared/contract';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { eGiftForm } from '../../test/eGiftForm.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { DATE_NOT_CHANGEABLE, MAX_RESENDS, RESEND_LIMIT, RESEND_NOT_YET_SENT } from './eGiftChanges.ts';
import { NO_BUYER_EMAIL } from './eGiftRecipientChange.ts';

// docs/decisions/0118: the buyer resends a sent e-gift (to another email only with the confirmation of
// decision 0145, eGiftRecipientChange.test.ts), and moves a
// waiting one to another date still to come (spec §5, §9: 8 AM Eastern that day); only the session
// that placed the order may. The emails go through the outbox (decision 0095).

/** The server's clock: Thursday 5 March 2026, 10:00 in New York. */
const NOW = new Date('2026-03-05T15:00:00Z');
const t = useTestApp({ clock: () => NOW });

let buyer: Visitor;
let orderId: string;
let cardId: string;

const outbox = () =>
  t.database.db.query<{ to_address: string; due_at: Date; sent_at: Date | null }>(
    'SELECT to_address, due_at, sent_at FROM gift_card_emails WHERE gift_card_id = $1::bigint ORDER BY id',
    [cardId],
  );

beforeEach(async () => {
  buyer = await Visitor.arrive(t.app);
  expect((await buyer.postForm(ADMIN_AJAX_PATH, eGiftForm('2026-03-20'))).statusCode).toBe(200);
  orderId = (await buyer.postJson(callUrl(placeOrder), {})).json().orderId;
  const [card] = await t.database.db.query<{ id: string }>(
    'SELECT id::text FROM gift_cards WHERE order_id = $1::bigint',
    [orderId],
  );
  cardId = card!.id;
});

const dateUrl = () => callUrl(changeEGiftDate, { orderId, cardId });
const resendUrl = () => callUrl(resendEGift, { orderId, cardId });

describe('changing a waiting e-gift’s date (docs/decisions/0118)', () => {
  it('moves it to 8 AM New York on the new day, and the order says so', async () => {
    const moved = await buyer.postJson(dateUrl(), { date: '2026-04-02' });
    expect(moved.statusCode, moved.body).toBe(200);
    const order = v.parse(OrderDetails, moved.json());
    expect(order.eGifts[0]).toMatchObject({
      deliveryDate: '2026-04-02',
      status: 'scheduled',
      canChangeDate: true,
    });
    // The line that bought it says the same.
    expect(order.lines[0]?.eGift?.deliveryDate).toBe('2026-04-02');
    // 2 April 2026 is EDT: 8 AM is 12:00 UTC.
    expect((await outbox()).map((row) => new Date(row.due_at).toISOString())).toEqual([
      '2026-04-02T12:00:00.000Z',
    ]);
  });

  it.each([
    ['a past day', '2026-03-04', 'The delivery date cannot be in the past.'],
    ['not a date', '2026-02-31', 'Please choose a valid delivery date.'],
    ['more than a year ahead', '2027-03-06', 'The delivery date can be at most a year from today.'],
  ])('refuses %s', async (_, date, message) => {
    const refused = await buyer.postJson(dateUrl(), { date });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().displayMessage).toBe(message);
  });

  it('refuses once the email is sent', async () => {
    await t.database.db.query('UPDATE gift_card_emails SET sent_at = now(), attempts = 1');
    const refused = await buyer.postJson(dateUrl(), { date: '2026-04-02' });
    expect(refused.json().displayMessage).toBe(DATE_NOT_CHANGEABLE);
  });

  it('another session gets 404 and changes nothing', async () => {
    const other = await Visitor.arrive(t.app);
    expect((await other.postJson(dateUrl(), { date: '2026-04-02' })).statusCode).toBe(404);
    expect((await other.postJson(resendUrl(), { email: 'x@example.com' })).statusCode).toBe(404);
    expect((await outbox()).map((row) => new Date(row.due_at).toISOString())).toEqual([
      '2026-03-20T12:00:00.000Z',
    ]);
  });
});

describe('resending a sent e-gift (docs/decisions/0118)', () => {
  it('is refused while it waits for its date', async () => {
    const refused = await buyer.postJson(resendUrl(), { email: 'alex@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().displayMessage).toBe(RESEND_NOT_YET_SENT);
  });

  it('queues it now to its recipient, in one click; at most MAX_RESENDS times', async () => {
    await t.database.db.query('UPDATE gift_card_emails SET sent_at = now(), attempts = 1');
    const sent = await buyer.postJson(resendUrl(), { email: ' Alex@Example.com ' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(v.parse(OrderDetails, sent.json()).eGifts[0]).toMatchObject({
      to: 'alex@example.com',
      status: 'scheduled',
      pendingTo: null,
    });
    const rows = await outbox();
    expect(rows.map((row) => row.to_address)).toEqual(['alex@example.com', 'alex@example.com']);
    expect(new Date(rows[1]!.due_at).getTime()).toBe(NOW.getTime());
    expect((await buyer.postJson(resendUrl(), { email: 'not an email' })).statusCode).toBe(400);

    for (let i = 1; i < MAX_RESENDS; i++) {
      await t.database.db.query('UPDATE gift_card_emails SET sent_at = now() WHERE sent_at IS NULL');
      expect((await buyer.postJson(resendUrl(), { email: 'alex@example.com' })).statusCode).toBe(200);
    }
    await t.database.db.query('UPDATE gift_card_emails SET sent_at = now() WHERE sent_at IS NULL');
    const refused = await buyer.postJson(resendUrl(), { email: 'alex@example.com' });
    expect(refused.json().displayMessage).toBe(RESEND_LIMIT);
  });

  it('to another email of an order without the buyer’s email: refused, nothing changes (decision 0145)', async () => {
    await t.database.db.query('UPDATE gift_card_emails SET sent_at = now(), attempts = 1');
    const refused = await buyer.postJson(resendUrl(), { email: 'alex.new@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().displayMessage).toBe(NO_BUYER_EMAIL);
    expect((await outbox()).map((row) => row.to_address)).toEqual(['alex@example.com']);
  });
});
