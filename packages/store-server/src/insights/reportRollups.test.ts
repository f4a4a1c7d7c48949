import { SHOP_TIME_ZONE } from '@pc/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLateOrder, randomShop } from '../../test/randomShop.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { optionPathName } from '../postPurchase/postPurchaseOptions.ts';
import { openTestDatabase, type TestDatabase } from '../test/testDb.ts';
import { reportTables } from './insightsReport.ts';
import { reportPlan } from './reportPlan.ts';
import { type ReportRange, reportDays, reportRange } from './reportRange.ts';
import { rollUpReportDays } from './reportRollups.ts';

// docs/decisions/0193: the report read from its rollups equals the report computed raw, over random
// shoppers and ranges of whole days, of instants inside days, with today, and after late writes, on
// PGlite and (scripts/with-postgres.sh) PostgreSQL alike.

const DAY = 24 * 60 * 60 * 1000;

let database: TestDatabase;
let db: Db;
/** The database's clock: the triggers mark past days by it (db/migrations/057). */
let now: Date;
let today: string;
const shop = randomShop('rollups');

const dayOffset = (days: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The ranges each comparison runs over, as the owner asks them and as any instants. */
const ranges = async (): Promise<[string, ReportRange][]> => [
  ['the last 14 days, today among them', await reportRange(db, dayOffset(-13), today)],
  ['a closed week', await reportRange(db, dayOffset(-9), dayOffset(-3))],
  ['yesterday', await reportRange(db, dayOffset(-1), dayOffset(-1))],
  ['today', await reportRange(db, today, today)],
  [
    'from mid-day to mid-day',
    { start: `${dayOffset(-8)}T17:37:00.000Z`, end: `${dayOffset(-2)}T09:05:00.000Z` },
  ],
  [
    'a minute of a closed day',
    { start: `${dayOffset(-4)}T15:00:00.000Z`, end: `${dayOffset(-4)}T15:01:00.000Z` },
  ],
  ['from mid-day to now', { start: `${dayOffset(-5)}T13:13:00.000Z`, end: now.toISOString() }],
];

/** Every batch the worker would roll up now. */
const rollUpAll = async () => {
  while ((await rollUpReportDays(db, new Date())) > 0);
};

const compare = async () => {
  let rolled = 0;
  for (const [name, range] of await ranges()) {
    const fast = await reportTables(db, range, optionPathName);
    const raw = await reportTables(db, range, optionPathName, 'raw');
    expect(fast, name).toEqual(raw);
    rolled += reportPlan(range, await reportDays(db, range)).rolledDays.length;
  }
  return rolled;
};

beforeAll(async () => {
  database = await openTestDatabase({ timeoutMs: 30_000 });
  db = database.db;
  await migrate(db);
  const [row] = await db.query<{ now: Date | string; today: string }>(
    'SELECT now() AS now, report_day(now())::text AS today',
  );
  now = new Date(row!.now);
  today = row!.today;
  await shop.add(db, { now, days: 15, sessions: 120 });
}, 120_000);

afterAll(() => database?.destroy());

describe('the report from rollups', () => {
  it('reads the shop day as the report does (America/New_York, decision 0121), across a DST change', async () => {
    const rows = await db.query<{ ours: string; theirs: string }>(
      `SELECT report_day(t)::text AS ours, (t AT TIME ZONE $1)::date::text AS theirs
         FROM unnest($2::timestamptz[]) t`,
      [
        SHOP_TIME_ZONE,
        ['2026-03-08T06:59:59Z', '2026-03-08T07:00:00Z', '2026-11-01T04:00:00Z', '2026-11-01T03:59:59Z'],
      ],
    );
    for (const row of rows) expect(row.ours).toBe(row.theirs);
  });

  it('equals the raw report before any day is rolled up', async () => {
    expect(await compare()).toBe(0);
  });

  it('equals the raw report once the closed days are rolled up, and reads them from the rollups', async () => {
    await rollUpAll();
    expect(await compare()).toBeGreaterThan(0);
  });

  it('counts late writes to rolled days at once, and again once they are rolled up anew', async () => {
    const [session] = await db.query<{ session_id: string; created_at: Date }>(
      `SELECT session_id, created_at FROM survey_logs WHERE status = 'complete' AND created_at < now() - interval '3 days'
        ORDER BY id LIMIT 1`,
    );
    // An order placed now, within 7 days of an older quiz: the quiz's day counts it.
    await addLateOrder(db, {
      session_id: session!.session_id,
      total: '42.00',
      created_at: new Date(new Date(session!.created_at).getTime() + 60 * 60 * 1000).toISOString(),
      product: 'Face Set',
    });
    // An order and an event dated days ago, written now.
    await addLateOrder(db, {
      session_id: session!.session_id,
      total: '17.50',
      created_at: `${dayOffset(-6)}T16:00:00.000Z`,
      product: 'Hair Set',
    });
    await db.query(
      `INSERT INTO insight_events (session_id, kind, quiz_type, created_at) VALUES ('late', 'quiz_viewed', 'self', $1)`,
      [`${dayOffset(-5)}T18:00:00.000Z`],
    );
    // A quiz of an earlier day completed now; an older order voided; an order answered again.
    await db.query(
      `UPDATE survey_logs SET status = 'complete', summary = '{}', recommendation = '{}', completed_at = now()
        WHERE id = (SELECT id FROM survey_logs WHERE status = 'draft' AND created_at < now() - interval '2 days'
                     ORDER BY id LIMIT 1)`,
    );
    await db.query(
      `UPDATE orders SET voided_at = now() WHERE id = (SELECT min(id) FROM orders WHERE voided_at IS NULL)`,
    );
    await db.query(
      `INSERT INTO post_purchase_events (order_id, results, other_text, created_at)
       SELECT max(id), '["friend"]', 'late', now() FROM orders`,
    );
    await db.query(
      'UPDATE cross_sell_events SET session_id = NULL WHERE id = (SELECT min(id) FROM cross_sell_events)',
    );
    await compare();
    await rollUpAll();
    expect(await compare()).toBeGreaterThan(0);
  });

  it('equals the raw report after more shoppers, rolled up or not', async () => {
    await shop.add(db, { now: new Date(), days: 15, sessions: 40 });
    await compare();
    await rollUpAll();
    await compare();
  });
});
