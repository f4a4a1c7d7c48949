import { ADMIN_AJAX_PATH } from '@pc/shared/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eGiftForm } from '../../test/eGiftForm.ts';
import { buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { type MailCatcher, startMailCatcher } from '../test/mailCatcher.ts';
import { deliver, handOff, orderFor, platformSettings, signed } from '../test/platformCheckout.ts';
import { openTestDatabase, TEST_DATABASE, type TestDatabase } from '../test/testDb.ts';
import { Visitor } from '../test/visitor.ts';
import { CLAIM_LEASE_MS, claimDueEmails } from './eGiftOutbox.ts';
import { GIFT_CARD_CODE } from './giftCardCode.ts';
import { giftCardBalance } from './giftCardLedger.ts';
import { smtpSender } from './smtpSender.ts';

// spec §9 "E-gift email is sent at 8 AM Eastern on the chosen date, immediately if no date is
// chosen", docs/decisions/0095, 0096: placing an order issues the card with its ledger row and
// schedules its email in the database; the worker sends it through real SMTP (a catcher on a free
// port) at its due instant and not before, once however many servers poll, again after a refusal,
// and after a restart. Time is driven by the worker's `now`, never by waiting. The orders are paid
// ones, as production takes them: the cart handed off to the shop's platform and its signed webhook
// (docs/decisions/0144).

const AJAX = ADMIN_AJAX_PATH;
const PLATFORM = platformSettings('woocommerce');
/** The server's clock: Thursday 5 March 2026, 10:00 in New York (EST). */
const NOW = new Date('2026-03-05T15:00:00Z');
/** Sunday 8 March 2026, the day clocks spring forward: 8 AM EDT is 12:00 UTC. */
const DATE = '2026-03-08';
const DUE = new Date('2026-03-08T12:00:00Z');
const RETRY = { baseDelayMs: 60_000, maxDelayMs: 600_000, maxAttempts: 3 };

let database: TestDatabase;
let catcher: MailCatcher;
const apps: FastifyInstance[] = [];

const start = async (
  db: Db,
  mode: 'demo' | 'production' = 'production',
  pollMs = 0,
): Promise<FastifyInstance> => {
  const app = buildApp({
    db,
    distDir: '/nonexistent',
    clock: () => NOW,
    nonceSecret: 'gift-mail-test-secret-0123456789abcdef',
    rateLimit: false,
    mode,
    platform: PLATFORM,
    eGiftMail: { sender: smtpSender(catcher.url), pollMs, retry: RETRY },
  });
  await app.ready();
  apps.push(app);
  return app;
};

const mailerOf = (app: FastifyInstance) => {
  if (!app.eGiftMailer) throw new Error('the app has no e-gift mailer');
  return app.eGiftMailer;
};

/** The visitor's cart handed off and paid on the platform: the store's order id. */
const payFor = async (app: FastifyInstance, visitor: Visitor): Promise<string> => {
  const { ref } = await handOff(visitor);
  const paid = await deliver(app, signed(PLATFORM, await orderFor(database.db, ref, 'paid', NOW)));
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json().orderId;
};

/** A visitor orders a $75 e-gift for alex@example.com dated `date`; answers the order id. */
const orderEGift = async (app: FastifyInstance, date = DATE, clock?: string): Promise<string> => {
  const visitor = await Visitor.arrive(app);
  if (clock) expect((await visitor.postJson(QA_CALLS.clock.path, { now: clock })).statusCode).toBe(200);
  const added = await visitor.postForm(AJAX, eGiftForm(date));
  expect(added.statusCode, added.body).toBe(200);
  return payFor(app, visitor);
};

const cardsOf = (db: Db, orderId: string) =>
  db.query<{
    id: string;
    code: string;
    amount: string;
    delivery: string;
    recipient_email: string;
    sender_name: string;
  }>(
    'SELECT id::text, code, amount::text, delivery, recipient_email, sender_name FROM gift_cards WHERE order_id = $1::bigint',
    [orderId],
  );

const at = (iso: string | Date) => new Date(iso);
const minus = (instant: Date, ms: number) => new Date(instant.getTime() - ms);

beforeAll(async () => {
  database = await openTestDatabase();
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.close();
  await database.destroy();
});
beforeEach(async () => {
  catcher.mails.length = 0;
  catcher.refusing = false;
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  // Each test starts with no email waiting.
  await database.db.query('DELETE FROM gift_card_emails');
});

describe('issuing a gift card with the order (spec §9)', () => {
  it('issues one card and one ledger row for an e-gift, and schedules its email', async () => {
    const app = await start(database.db);
    const orderId = await orderEGift(app);
    const cards = await cardsOf(database.db, orderId);
    expect(cards).toHaveLength(1);
    const [card] = cards;
    expect(card).toMatchObject({
      amount: '75.00',
      delivery: 'email',
      recipient_email: 'alex@example.com',
      sender_name: 'Sam',
    });
    expect(card!.code).toMatch(GIFT_CARD_CODE);
    const ledger = await database.db.query<{ kind: string; amount: string; order_id: string }>(
      'SELECT kind, amount::text, order_id::text FROM gift_card_ledger WHERE gift_card_id = $1',
      [card!.id],
    );
    expect(ledger).toEqual([{ kind: 'issued', amount: '75.00', order_id: orderId }]);
    expect(await giftCardBalance(database.db, card!.id)).toBe(75);
    const [email] = await database.db.query<{ due_at: Date | string }>(
      'SELECT due_at FROM gift_card_emails WHERE gift_card_id = $1',
      [card!.id],
    );
    expect(new Date(email!.due_at)).toEqual(DUE);
  });

  it('issues a card per unit, and records a physical card for shipping', async () => {
    const app = await start(database.db);
    const visitor = await Visitor.arrive(app);
    for (const to of ['alex@example.com', 'blake@example.com']) {
      const gift = await visitor.postForm(AJAX, { ...eGiftForm(DATE), pw_gift_card_to: to });
      expect(gift.statusCode, gift.body).toBe(200);
    }
    // Two $50 physical gift cards (catalogue/seed/giftCards.ts), added one at a time: one line of two.
    for (let i = 0; i < 2; i++) {
      const physical = await visitor.postForm(AJAX, {
        quantity: '1',
        'add-to-cart': '402',
        variation_id: '40202',
      });
      expect(physical.statusCode, physical.body).toBe(200);
    }
    const orderId = await payFor(app, visitor);
    const cards = await database.db.query<{
      delivery: string;
      amount: string;
      shipped_at: unknown;
      code: string;
    }>(
      'SELECT delivery, amount::text, shipped_at, code FROM gift_cards WHERE order_id = $1::bigint ORDER BY id',
      [orderId],
    );
    expect(cards.map(({ delivery, amount, shipped_at }) => ({ delivery, amount, shipped_at }))).toEqual([
      { delivery: 'email', amount: '75.00', shipped_at: null },
      { delivery: 'email', amount: '75.00', shipped_at: null },
      { delivery: 'mail', amount: '50.00', shipped_at: null },
      { delivery: 'mail', amount: '50.00', shipped_at: null },
    ]);
    expect(new Set(cards.map((card) => card.code)).size).toBe(4);
    const [{ ledger, emails }] = (await database.db.query<{ ledger: number; emails: number }>(
      `SELECT (SELECT count(*)::int FROM gift_card_ledger l JOIN gift_cards g ON g.id = l.gift_card_id
                WHERE g.order_id = $1::bigint) AS ledger,
              (SELECT count(*)::int FROM gift_card_emails e JOIN gift_cards g ON g.id = e.gift_card_id
                WHERE g.order_id = $1::bigint) AS emails`,
      [orderId],
    )) as [{ ledger: number; emails: number }];
    expect({ ledger, emails }).toEqual({ ledger: 4, emails: 2 });
  });
});

describe('the e-gift email (spec §9: 8 AM Eastern on the chosen date)', () => {
  it('arrives at the due instant with its code, and not before', async () => {
    const app = await start(database.db);
    const orderId = await orderEGift(app);
    const [card] = await cardsOf(database.db, orderId);
    const mailer = mailerOf(app);
    // 7:59:59 AM EDT on the day: nothing.
    expect(await mailer.deliverDue(minus(DUE, 1000))).toEqual({ sent: 0, retried: 0, gaveUp: 0 });
    expect(catcher.mails).toHaveLength(0);
    // 8:00 AM EDT: the email, to the recipient, with the code and the rest.
    expect(await mailer.deliverDue(DUE)).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
    expect(catcher.mails).toHaveLength(1);
    const [mail] = catcher.mails;
    expect(mail!.to).toEqual(['alex@example.com']);
    expect(mail!.raw).toContain(card!.code);
    expect(mail!.raw).toContain('Sam sent you a $75 gift card');
    // Sent once: a later round finds nothing.
    expect(await mailer.deliverDue(at('2026-03-09T12:00:00Z'))).toEqual({ sent: 0, retried: 0, gaveUp: 0 });
    expect(catcher.mails).toHaveLength(1);
  });

  it("follows the session's QA clock in demo mode (docs/decisions/0096)", async () => {
    const app = await start(database.db, 'demo');
    // Ordered on 1 July 2027 (the QA clock) for 2 July 2027: due 12:00 UTC that day (EDT).
    await orderEGift(app, '2027-07-02', '2027-07-01T10:00:00-04:00');
    const mailer = mailerOf(app);
    const visitorClock = async (now: string) =>
      database.db.query('UPDATE sessions SET clock_override = $1 WHERE clock_override IS NOT NULL', [now]);
    await visitorClock('2027-07-02T07:59:00-04:00');
    expect((await mailer.deliverDue()).sent).toBe(0);
    await visitorClock('2027-07-02T08:00:00-04:00');
    expect((await mailer.deliverDue()).sent).toBe(1);
    expect(catcher.mails).toHaveLength(1);
  });

  it('sends at once when the order is placed after 8 AM on the chosen day', async () => {
    const app = await start(database.db);
    // NOW is 10:00 in New York on 5 March 2026: its 8 AM has passed.
    await orderEGift(app, '2026-03-05');
    expect((await mailerOf(app).deliverDue()).sent).toBe(1);
    expect(catcher.mails).toHaveLength(1);
  });

  it('is sent by the worker polling by itself, as main.ts starts it', async () => {
    const app = await start(database.db, 'production', 20);
    // Dated today, ordered at 10 AM in New York: due at once.
    await orderEGift(app, '2026-03-05');
    await vi.waitFor(() => expect(catcher.mails).toHaveLength(1), { timeout: 5_000, interval: 20 });
  });

  it('retries a refused send with backoff, keeping the error, and sends it later', async () => {
    const app = await start(database.db);
    await orderEGift(app);
    const mailer = mailerOf(app);
    catcher.refusing = true;
    expect(await mailer.deliverDue(DUE)).toEqual({ sent: 0, retried: 1, gaveUp: 0 });
    const [row] = await database.db.query<{
      attempts: number;
      last_error: string;
      next_attempt_at: Date | string;
    }>('SELECT attempts, last_error, next_attempt_at FROM gift_card_emails');
    expect(row!.attempts).toBe(1);
    expect(row!.last_error).toMatch(/451|busy/i);
    expect(new Date(row!.next_attempt_at)).toEqual(new Date(DUE.getTime() + 60_000));
    catcher.refusing = false;
    // Not before the backoff has passed.
    expect((await mailer.deliverDue(new Date(DUE.getTime() + 59_000))).sent).toBe(0);
    expect(await mailer.deliverDue(new Date(DUE.getTime() + 60_000))).toEqual({
      sent: 1,
      retried: 0,
      gaveUp: 0,
    });
    expect(catcher.mails).toHaveLength(1);
    const [sent] = await database.db.query<{ attempts: number; sent_at: unknown; last_error: unknown }>(
      'SELECT attempts, sent_at, last_error FROM gift_card_emails',
    );
    expect(sent).toMatchObject({ attempts: 2, last_error: null });
    expect(sent!.sent_at).not.toBeNull();
  });

  it('gives up after the last attempt, keeping the row and the error', async () => {
    const app = await start(database.db);
    await orderEGift(app);
    const mailer = mailerOf(app);
    catcher.refusing = true;
    let now = DUE;
    const outcomes = [];
    for (let attempt = 1; attempt <= RETRY.maxAttempts; attempt++) {
      outcomes.push(await mailer.deliverDue(now));
      now = new Date(now.getTime() + 3_600_000);
    }
    expect(outcomes.map((round) => round.gaveUp)).toEqual([0, 0, 1]);
    expect(outcomes.map((round) => round.retried)).toEqual([1, 1, 0]);
    const [row] = await database.db.query<{ attempts: number; gave_up_at: unknown; last_error: string }>(
      'SELECT attempts, gave_up_at, last_error FROM gift_card_emails',
    );
    expect(row!.attempts).toBe(3);
    expect(row!.gave_up_at).not.toBeNull();
    expect(row!.last_error).toMatch(/451|busy/i);
    catcher.refusing = false;
    expect((await mailer.deliverDue(now)).sent).toBe(0);
  });

  it('is sent by a restarted server when it fell due while none ran', async () => {
    const first = await start(database.db);
    await orderEGift(first);
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    // A new app on the same database, past the due instant.
    const second = await start(TEST_DATABASE === 'postgres' ? await database.reopen() : database.db);
    expect((await mailerOf(second).deliverDue(at('2026-03-08T13:30:00Z'))).sent).toBe(1);
    expect(catcher.mails).toHaveLength(1);
  });

  it('is sent again when the worker that claimed it died mid-send, once its lease ends', async () => {
    const app = await start(database.db);
    await orderEGift(app);
    // A worker claims it and dies before sending.
    expect(await claimDueEmails(database.db, DUE, { followSessionClocks: false, limit: 10 })).toHaveLength(1);
    const mailer = mailerOf(app);
    expect((await mailer.deliverDue(new Date(DUE.getTime() + CLAIM_LEASE_MS - 1000))).sent).toBe(0);
    expect((await mailer.deliverDue(new Date(DUE.getTime() + CLAIM_LEASE_MS))).sent).toBe(1);
    expect(catcher.mails).toHaveLength(1);
  });

  it('is sent exactly once when two servers poll at once', async () => {
    const a = await start(database.db);
    const b = await start(TEST_DATABASE === 'postgres' ? await database.reopen() : database.db);
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await orderEGift(i % 2 === 0 ? a : b));
    const rounds = await Promise.all([
      mailerOf(a).deliverDue(DUE),
      mailerOf(b).deliverDue(DUE),
      mailerOf(a).deliverDue(DUE),
      mailerOf(b).deliverDue(DUE),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(6);
    expect(catcher.mails).toHaveLength(6);
    const codes = new Set<string>();
    for (const orderId of orders)
      for (const card of await cardsOf(database.db, orderId)) codes.add(card.code);
    for (const code of codes) expect(catcher.mails.filter((mail) => mail.raw.includes(code))).toHaveLength(1);
  });
});
