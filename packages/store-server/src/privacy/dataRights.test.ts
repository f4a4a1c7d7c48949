import { ADMIN_AJAX_PATH, askForData, placeOrder } from '@pc/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { eGiftForm } from '../../test/eGiftForm.ts';
import { useMailWorkerApp } from '../../test/mailWorkerApp.ts';
import type { EmailContent } from '../giftCards/eGiftEmail.ts';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { DEMO_CUSTOMER } from '../session/demoCustomer.ts';
import { callUrl } from '../test/calls.ts';
import { Visitor } from '../test/visitor.ts';
import { ASKED_MESSAGE, DATA_JSON_PATH, DATA_PATH, ERASE_PATH } from './dataRights.ts';
import { DATA_RIGHTS_SUBJECT } from './dataRightsMail.ts';
import { DATA_LINK_NOT_VALID, ERASE_BUTTON, ERASED } from './dataRightsPage.ts';

// issue 39 item 5 (docs/decisions/0150): the export and erase round trip through the store's mail
// worker; what remains after erasure, read from the database (PGlite, and PostgreSQL with DATABASE_URL).

const { t, sent, now: NOW, today: TODAY } = useMailWorkerApp();
const EMAIL = DEMO_CUSTOMER.email;
const linkIn = (email: EmailContent) => new URL(/http:\/\/\S+/.exec(email.text)![0]);

let shopper: Visitor;
let orderId: string;
beforeAll(async () => {
  shopper = await Visitor.arrive(t.app);
  // A customer's e-gift order (the order carries their email) and a quiz whose results they saved.
  expect((await shopper.postJson(QA_CALLS.identity.path, { customer: true })).statusCode).toBe(200);
  expect((await shopper.postForm(ADMIN_AJAX_PATH, eGiftForm(TODAY))).statusCode).toBe(200);
  orderId = (await shopper.postJson(callUrl(placeOrder), {})).json().orderId;
  await t.database.db.query(`INSERT INTO sessions (id) VALUES ('data-rights') ON CONFLICT DO NOTHING`);
  await t.database.db.query(
    `INSERT INTO survey_logs (id, session_id, quiz_type, version, answers, email)
     VALUES ('dr-log', 'data-rights', 'self', 1, $1::jsonb, $2)`,
    [
      JSON.stringify([
        { questionCode: 'name', value: 'Sam' },
        { questionCode: 'face_type', value: '1' },
      ]),
      EMAIL,
    ],
  );
});

const ask = (visitor: Visitor, email: string) => visitor.postJson(callUrl(askForData), { email });

describe('a shopper’s data (GDPR Art. 15, 17)', () => {
  it('asking says the same for a known and an unknown address, and emails each a link', async () => {
    const known = await ask(shopper, ` ${EMAIL.toUpperCase()} `);
    const unknown = await ask(shopper, 'nobody@example.com');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual({ success: true, message: ASKED_MESSAGE });
    expect(unknown.body).toBe(known.body);
    expect((await ask(shopper, 'not an address')).statusCode).toBe(400);

    sent.length = 0;
    await t.app.eGiftMailer!.deliverDue(NOW);
    const links = sent.filter((email) => email.subject === DATA_RIGHTS_SUBJECT);
    expect(links.map((email) => email.to).sort()).toEqual([EMAIL, 'nobody@example.com'].sort());
    for (const email of links) expect(linkIn(email).pathname).toBe(DATA_PATH);
  });

  it('the link: a page that changes nothing, the JSON, then the erasure, once; the orders stay without the person', async () => {
    const email = sent.find((mail) => mail.to === EMAIL && mail.subject === DATA_RIGHTS_SUBJECT)!;
    const token = linkIn(email).searchParams.get('token')!;
    const page = await t.app.inject({ method: 'GET', url: `${DATA_PATH}?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<button type="submit">${ERASE_BUTTON}</button>`);

    const download = await t.app.inject({ method: 'GET', url: `${DATA_JSON_PATH}?token=${token}` });
    expect(download.headers['content-disposition']).toContain('attachment');
    const held = download.json();
    expect(held.surveyLogs).toEqual([expect.objectContaining({ id: 'dr-log', email: EMAIL })]);
    expect(held.orders).toEqual([expect.objectContaining({ id: orderId, email: EMAIL })]);
    expect(held.giftCardsSent).toEqual([expect.objectContaining({ recipientEmail: 'alex@example.com' })]);
    expect(JSON.stringify(held)).not.toMatch(/"code"/); // a card's code is never in the download

    const erase = () =>
      t.app.inject({
        method: 'POST',
        url: ERASE_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
    const erased = await erase();
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.body).toContain(ERASED.slice(0, 40));
    const [log] = await t.database.db.query<{ email: string | null; answers: unknown }>(
      `SELECT email, answers FROM survey_logs WHERE id = 'dr-log'`,
    );
    expect(log).toEqual({ email: null, answers: [{ questionCode: 'face_type', value: '1' }] });
    const [order] = await t.database.db.query<{ email: string | null; total: string }>(
      'SELECT email, total::text FROM orders WHERE id = $1::bigint',
      [orderId],
    );
    expect(order).toMatchObject({ email: null });
    expect(Number(order!.total)).toBeGreaterThan(0); // kept for the shop's books
    // The e-gift went out in the first test: its names, message and address go; code and balance stay.
    const cards = await t.database.db.query(
      `SELECT recipient_email, recipient_name, sender_name, message, length(code) AS code_length,
              (SELECT sum(amount)::text FROM gift_card_ledger l WHERE l.gift_card_id = g.id) AS balance,
              (SELECT string_agg(to_address, ',') FROM gift_card_emails e WHERE e.gift_card_id = g.id) AS sent_to
         FROM gift_cards g WHERE order_id = $1::bigint`,
      [orderId],
    );
    expect(cards).toEqual([
      {
        recipient_email: '',
        recipient_name: null,
        sender_name: null,
        message: null,
        code_length: expect.any(Number),
        balance: expect.stringMatching(/^[1-9]/),
        sent_to: '',
      },
    ]);
    const again = await erase();
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain(DATA_LINK_NOT_VALID);
  });

  it('a link past its 24 hours opens nothing', async () => {
    await t.database.db.query(`UPDATE data_rights_requests SET expires_at = now() - interval '1 minute'`);
    const email = sent.find((mail) => mail.to === 'nobody@example.com')!;
    const page = await t.app.inject({
      method: 'GET',
      url: `${linkIn(email).pathname}${linkIn(email).search}`,
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(DATA_LINK_NOT_VALID);
  });
});
