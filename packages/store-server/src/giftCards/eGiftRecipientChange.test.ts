import { ADMIN_AJAX_PATH, OrderDetails, placeOrder, resendEGift } from '@pc/shared/contract';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { eGiftForm } from '../../test/eGiftForm.ts';
import { useMailWorkerApp } from '../../test/mailWorkerApp.ts';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { DEMO_CUSTOMER } from '../session/demoCustomer.ts';
import { callUrl } from '../test/calls.ts';
import { Visitor } from '../test/visitor.ts';
import type { EmailContent } from './eGiftEmail.ts';
import { CONFIRM_PATH, RECIPIENT_CHANGE_LIMIT_MESSAGE } from './eGiftRecipientChange.ts';
import { CONFIRM_BUTTON, LINK_NOT_VALID } from './recipientChangePage.ts';
import { RECIPIENT_CHANGE_LIMITS } from './recipientChangeRules.ts';

// docs/decisions/0145 (issue 35): the session that placed the order may resend its e-gift to the
// recipient in one click, but another address needs the buyer's confirmation, sent to the order's
// email and limited; the confirmation page's GET changes nothing, its button does, once.

// The server's own clock: a link's life is the database's now() where the order page reads it.
const { t, sent, now: NOW, today: TODAY } = useMailWorkerApp();

let buyer: Visitor;
let orderId: string;
let cardId: string;

const outbox = () =>
  t.database.db.query<{ to_address: string }>(
    'SELECT to_address FROM gift_card_emails WHERE gift_card_id = $1::bigint ORDER BY id',
    [cardId],
  );
const deliver = () => t.app.eGiftMailer!.deliverDue(NOW);
const resendUrl = () => callUrl(resendEGift, { orderId, cardId });
const linkIn = (email: EmailContent) => new URL(/http:\/\/\S+/.exec(email.text)![0]);

beforeEach(async () => {
  sent.length = 0;
  buyer = await Visitor.arrive(t.app);
  // A customer: the order carries their email (spec §6; decision 0117).
  expect((await buyer.postJson(QA_CALLS.identity.path, { customer: true })).statusCode).toBe(200);
  expect((await buyer.postForm(ADMIN_AJAX_PATH, eGiftForm(TODAY))).statusCode).toBe(200);
  orderId = (await buyer.postJson(callUrl(placeOrder), {})).json().orderId;
  const [card] = await t.database.db.query<{ id: string }>(
    'SELECT id::text FROM gift_cards WHERE order_id = $1::bigint',
    [orderId],
  );
  cardId = card!.id;
  // Sent (before 8 AM in New York it would still wait for its hour).
  await t.database.db.query(
    'UPDATE gift_card_emails SET sent_at = now(), attempts = 1 WHERE gift_card_id = $1',
    [cardId],
  );
});

describe('sending an e-gift to another address (decision 0145)', () => {
  it('asks the buyer by email; the link’s page changes nothing until its button, which works once', async () => {
    const asked = await buyer.postJson(resendUrl(), { email: 'alex.new@example.com' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(v.parse(OrderDetails, asked.json()).eGifts[0]).toMatchObject({
      to: 'alex@example.com',
      pendingTo: 'alex.new@example.com',
    });
    expect((await outbox()).map((row) => row.to_address)).toEqual(['alex@example.com']);

    await deliver();
    expect(sent.map((email) => [email.to, email.subject])).toEqual([
      [DEMO_CUSTOMER.email, 'Confirm the new address for Alex’s e-gift'],
    ]);
    expect(sent[0]!.text).toContain(
      `Someone with your order #${orderId} asked to send the $75 e-gift card for Alex to alex.new@example.com instead of alex@example.com.`,
    );
    const link = linkIn(sent[0]!);
    expect(link.pathname).toBe(CONFIRM_PATH);

    // A mail scanner (or anyone) following the link: a page, nothing changed.
    const shown = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(`<button type="submit">${CONFIRM_BUTTON}</button>`);
    expect((await outbox()).map((row) => row.to_address)).toEqual(['alex@example.com']);

    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: CONFIRM_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: link.searchParams.get('token')! }).toString(),
      });
    const confirmed = await confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.body).toContain('The e-gift for Alex is being sent to alex.new@example.com.');
    expect((await outbox()).map((row) => row.to_address)).toEqual([
      'alex@example.com',
      'alex.new@example.com',
    ]);
    const again = await confirm();
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain(LINK_NOT_VALID);
    const order = await buyer.get(`/wp-json/pc/v1/page_data?path=/checkout/order-received/${orderId}`);
    expect(order.json().data.order.eGifts[0]).toMatchObject({ to: 'alex.new@example.com', pendingTo: null });

    // The card's code is in the recipient's email only: never on the order's pages, the confirmation
    // email or its page (spec §2 shows none; decision 0114).
    const [{ code }] = (await t.database.db.query<{ code: string }>(
      'SELECT code FROM gift_cards WHERE id = $1::bigint',
      [cardId],
    )) as [{ code: string }];
    const page = await buyer.get(`/checkout/order-received/${orderId}`);
    for (const text of [order.body, page.body, sent[0]!.text, sent[0]!.html, shown.body, confirmed.body])
      expect(text).not.toContain(code);
  });

  it('is limited per e-gift: past the limit 429, no more emails to the buyer', async () => {
    for (let i = 0; i < RECIPIENT_CHANGE_LIMITS.card; i++)
      expect((await buyer.postJson(resendUrl(), { email: `alex.${i}@example.com` })).statusCode).toBe(200);
    const refused = await buyer.postJson(resendUrl(), { email: 'alex.more@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'pc_recipient_change_limit',
      displayMessage: RECIPIENT_CHANGE_LIMIT_MESSAGE,
    });
    await deliver();
    expect(sent.filter((email) => email.to === DEMO_CUSTOMER.email)).toHaveLength(
      RECIPIENT_CHANGE_LIMITS.card,
    );
  });

  it('a made-up or expired link confirms nothing', async () => {
    expect((await buyer.postJson(resendUrl(), { email: 'alex.new@example.com' })).statusCode).toBe(200);
    await t.database.db.query('UPDATE e_gift_recipient_changes SET expires_at = $1', [
      new Date(NOW.getTime() - 1000).toISOString(),
    ]);
    for (const token of ['x'.repeat(43), 'not a token']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${CONFIRM_PATH}?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(LINK_NOT_VALID);
    }
    await deliver();
    expect(sent.filter((email) => email.to === DEMO_CUSTOMER.email)).toEqual([]);
    expect((await outbox()).map((row) => row.to_address)).toEqual(['alex@example.com']);
  });
});
