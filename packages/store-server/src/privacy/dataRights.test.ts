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
import { DATA_LINK_NOT_VALID, ERASE_BUTTON, ERASED } from './dataRightsPage.ts';

// issue 39 item 5 (docs/decisions/0150): the export and erase round trip through the store's mail
// worker; what remains after erasure, read from the database (PGlite, and PostgreSQL with DATABASE_URL).

const { t, sent, now: NOW, today: TODAY } = useMailWorkerApp();
const EMAIL = DEMO_CUSTOMER.email;
const linkIn = (email: EmailContent) => new URL(/http:\/\/\S+/.exec(email.text)![0]);

let shopper: Visitor;
let orderId: string;
let orderSession: string;
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
  // decision 0164: where else the address and the person's sessions are written. A change of the
  // e-gift's recipient asked from the order (its confirmation goes to the buyer, EMAIL), the report's
  // events and a cross-sell choice of the order's and the quiz's sessions, and another shopper's.
  const db = t.database.db;
  const [card] = await db.query<{ id: string; session_id: string }>(
    `SELECT g.id::text AS id, o.session_id FROM gift_cards g JOIN orders o ON o.id = g.order_id
      WHERE o.id = $1::bigint`,
    [orderId],
  );
  orderSession = card!.session_id;
  await db.query(
    `INSERT INTO e_gift_recipient_changes (token, gift_card_id, new_email, buyer_email, link, session_id,
                                           client_address, resend_due_at, created_at, expires_at)
     VALUES ('dr-change', $1::bigint, 'jo@example.com', $2, 'http://store/confirm?token=dr-change', $3,
             '127.0.0.1', $4, $4, $5)`,
    [card!.id, EMAIL, orderSession, NOW.toISOString(), new Date(NOW.getTime() + 86_400_000).toISOString()],
  );
  // The visitor email counters as the limits (off in test apps) record an email to the buyer.
  await db.query(
    `INSERT INTO visitor_emails (kind, session_id, client_address, recipient) VALUES ('e-gift', $1, '127.0.0.1', $2)`,
    [orderSession, EMAIL],
  );
  await db.query(`INSERT INTO sessions (id) VALUES ('someone-else') ON CONFLICT DO NOTHING`);
  for (const session of [orderSession, 'data-rights', 'someone-else']) {
    await db.query(
      `INSERT INTO insight_events (session_id, kind, quiz_type) VALUES ($1, 'quiz_viewed', 'self')`,
      [session],
    );
    await db.query(
      `INSERT INTO cross_sell_events (session_id, action, products) VALUES ($1, 'ONE_TIME', '[]'::jsonb)`,
      [session],
    );
  }
});

/** The visitor email counters' rows for an address (decision 0144). */
const countedFor = async (email: string) =>
  (
    await t.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM visitor_emails WHERE lower(recipient) = $1',
      [email.toLowerCase()],
    )
  )[0]!.n;

const ask = (visitor: Visitor, email: string) => visitor.postJson(callUrl(askForData), { email });

const DATA_RIGHTS_SUBJECT = 'Your data at our shop: download or erase it';

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
    const addressCounted = await countedFor(EMAIL);
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
    // decision 0164: the address is gone from the rows that only carried it, and the events of the
    // sessions that ordered or saved a quiz with it are tied to no session; another's stay as they are.
    const changes = await t.database.db.query(
      `SELECT new_email, buyer_email, link, expires_at <= $1::timestamptz AS ended
         FROM e_gift_recipient_changes WHERE token = 'dr-change'`,
      [NOW.toISOString()],
    );
    expect(changes).toEqual([{ new_email: '', buyer_email: '', link: '', ended: true }]);
    expect(addressCounted).toBeGreaterThan(0);
    expect(await countedFor(EMAIL)).toBe(0);
    // The link just used keeps the address until its 24 hours end (retention.test.ts: then it goes).
    const asks = await t.database.db.query<{ used: boolean }>(
      'SELECT token = $2 AS used FROM data_rights_requests WHERE email = $1',
      [EMAIL, token],
    );
    expect(asks).toEqual([{ used: true }]);
    for (const table of ['insight_events', 'cross_sell_events'])
      expect(
        await t.database.db.query(`SELECT session_id FROM ${table} ORDER BY session_id NULLS FIRST`),
      ).toEqual([{ session_id: null }, { session_id: null }, { session_id: 'someone-else' }]);

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
