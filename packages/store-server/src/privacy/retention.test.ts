import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../config.ts';
import { workerSettings } from '../giftCards/smtpSender.ts';
import { startTestApp, type TestApp } from '../test/testApp.ts';
import { anonymiseStaleSurveyLogs, DEFAULT_RETENTION_DAYS, parseRetentionDays } from './retention.ts';

// issue 39 item 6 (docs/decisions/0150): survey logs no order holds lose their email and name once past
// the retention; what an order holds stays for the shop's books. On PGlite, and PostgreSQL with
// DATABASE_URL (scripts/with-postgres.sh).

const NOW = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const answers = (name: string) => [
  { questionCode: 'name', value: name },
  { questionCode: 'face_type', value: '1' },
];

let t: TestApp;
beforeAll(async () => {
  // The store's one background worker as main.ts starts it on a server without SMTP_URL: the
  // retention sends no mail, so it runs all the same (decision 0164). Polled by the test (pollMs 0).
  const settings = workerSettings(readServerConfig({}));
  expect(settings.sender).toBeUndefined();
  t = await startTestApp({ eGiftMail: { ...settings, pollMs: 0 } });
  const db = t.database.db;
  await db.query(`INSERT INTO sessions (id) VALUES ('retention-a'), ('retention-b')`);
  const log = (id: string, updated: string, email: string | null, complete: boolean) =>
    db.query(
      `INSERT INTO survey_logs (id, session_id, quiz_type, version, status, answers, summary, recommendation, email,
                                 created_at, updated_at, completed_at)
       VALUES ($1, 'retention-a', 'self', 1, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6, $7, $7, $8)`,
      [
        id,
        complete ? 'complete' : 'draft',
        JSON.stringify(answers('Riley')),
        complete ? JSON.stringify({ quizId: 1, type: 'self', version: 1, answers: answers('Riley') }) : null,
        complete ? '{"sets":[]}' : null,
        email,
        updated,
        complete ? updated : null,
      ],
    );
  await log('old-nobuy', daysAgo(400), 'riley@example.com', true);
  await log('old-draft', daysAgo(396), null, false);
  await log('old-bought', daysAgo(500), 'sam@example.com', true);
  await log('recent', daysAgo(30), 'kim@example.com', true);
  const [order] = await db.query<{ id: string }>(
    `INSERT INTO orders (session_id, subtotal, discount_total, shipping, total) VALUES ('retention-b', 19, 0, 0, 19) RETURNING id`,
  );
  await db.query(
    `INSERT INTO order_lines (order_id, position, product_id, variation_id, name, sku, category, image, quantity, price, cadence, survey_log_id)
     VALUES ($1, 0, 101, 10101, 'Cleanser', 'C', 'face', '', 1, 19, 0, 'old-bought')`,
    [order!.id],
  );
  // decision 0164: a data-rights link past its 24 hours, and one still valid.
  for (const [token, expires] of [
    ['ended', daysAgo(1)],
    ['valid', new Date(NOW.getTime() + 3_600_000).toISOString()],
  ] as const)
    await db.query(
      `INSERT INTO data_rights_requests (token, email, link, session_id, client_address, created_at, expires_at)
       VALUES ($1, 'kim@example.com', 'http://store/privacy/data?token=' || $1, 'retention-a', '127.0.0.1', $2, $2)`,
      [token, expires],
    );
  // decision 0164: the report's events and a cross-sell choice, past the retention or not, of a session
  // that ordered ('retention-b') and of one that did not ('retention-a').
  for (const [session, days] of [
    ['retention-a', 400],
    ['retention-a', 30],
    ['retention-b', 400],
  ] as const) {
    await db.query(
      `INSERT INTO insight_events (session_id, kind, quiz_type, created_at) VALUES ($1, 'quiz_viewed', 'self', $2)`,
      [session, daysAgo(days)],
    );
    await db.query(
      `INSERT INTO cross_sell_events (session_id, action, products, created_at) VALUES ($1, 'ONE_TIME', '[]'::jsonb, $2)`,
      [session, daysAgo(days)],
    );
  }
});
afterAll(() => t.close());

const logs = () =>
  t.database.db.query<{
    id: string;
    email: string | null;
    answers: unknown;
    summary: unknown;
    anonymised: boolean;
  }>(
    `SELECT id, email, answers, summary, anonymised_at IS NOT NULL AS anonymised FROM survey_logs
      WHERE id IN ('old-nobuy', 'old-draft', 'old-bought', 'recent') ORDER BY id`,
  );

describe('anonymiseStaleSurveyLogs', () => {
  it('the worker, with no SMTP, anonymises the logs past the retention that no order holds, once', async () => {
    await t.app.eGiftMailer!.deliverDue(NOW);
    const byId = Object.fromEntries((await logs()).map((row) => [row.id, row]));
    const kept = [{ questionCode: 'face_type', value: '1' }];
    expect(byId['old-nobuy']).toMatchObject({ email: null, answers: kept, anonymised: true });
    expect(byId['old-nobuy']!.summary).toMatchObject({ answers: kept, quizId: 1 });
    expect(byId['old-draft']).toMatchObject({ answers: kept, summary: null, anonymised: true });
    // An order holds it: the shop's books keep it whole. A recent log is within the retention.
    expect(byId['old-bought']).toMatchObject({
      email: 'sam@example.com',
      answers: answers('Riley'),
      anonymised: false,
    });
    expect(byId.recent).toMatchObject({ email: 'kim@example.com', anonymised: false });
    expect(await anonymiseStaleSurveyLogs(t.database.db, NOW, DEFAULT_RETENTION_DAYS)).toBe(0);
    expect(
      await t.database.db.query('SELECT token, email, link FROM data_rights_requests ORDER BY token'),
    ).toEqual([
      { token: 'ended', email: '', link: '' },
      { token: 'valid', email: 'kim@example.com', link: 'http://store/privacy/data?token=valid' },
    ]);
    // The events past the retention of the session without an order are tied to no session; those of
    // the session that ordered, and the recent ones, keep theirs.
    for (const table of ['insight_events', 'cross_sell_events'])
      expect(
        await t.database.db.query(
          `SELECT session_id, created_at < $1::timestamptz AS old FROM ${table} ORDER BY created_at, session_id NULLS FIRST`,
          [daysAgo(DEFAULT_RETENTION_DAYS)],
        ),
      ).toEqual([
        { session_id: null, old: true },
        { session_id: 'retention-b', old: true },
        { session_id: 'retention-a', old: false },
      ]);
  });

  it('follows the configured number of days', async () => {
    expect(await anonymiseStaleSurveyLogs(t.database.db, NOW, 10)).toBe(1); // 'recent', 30 days old
  });
});

describe('parseRetentionDays (PC_RETENTION_DAYS)', () => {
  it.each([
    [undefined, 395],
    ['', 395],
    ['30', 30],
  ])('%j → %i', (value, days) => expect(parseRetentionDays(value)).toBe(days));
  it.each(['0', '-1', '1.5', 'a year'])('refuses %j', (value) => {
    expect(() => parseRetentionDays(value)).toThrow('PC_RETENTION_DAYS');
  });
});
