import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/testApp.ts';
import { TEST_DATABASE } from '../test/testDb.ts';
import { ROLLUP_LOCK, rollUpReportDays } from './reportRollups.ts';

// docs/decisions/0193: the store's one worker (giftCards/eGiftMailer.ts, app.ts `alsoEachRound`) keeps
// the report's rollups: a round rolls up the closed days, and one after a late write rolls its day anew.

const t = useTestApp({ eGiftMail: { pollMs: 0 } });

const rolledDays = async () =>
  (
    await t.database.db.query<{ day: string }>('SELECT day::text AS day FROM report_rolled_days ORDER BY day')
  ).map((row) => row.day);

const staleDays = async () =>
  (await t.database.db.query<{ day: string }>('SELECT day::text AS day FROM report_stale_days')).map(
    (row) => row.day,
  );

describe("the worker's round", () => {
  it('rolls up the closed days up to yesterday, and a day a late write made stale again', async () => {
    const db = t.database.db;
    await db.query(`INSERT INTO sessions (id) VALUES ('rollup-worker')`);
    await db.query(
      `INSERT INTO orders (session_id, subtotal, discount_total, shipping, total, created_at)
       VALUES ('rollup-worker', 30, 0, 0, 30, now() - interval '3 days')`,
    );
    const [{ day } = { day: '' }] = await db.query<{ day: string }>(
      `SELECT report_day(now() - interval '3 days')::text AS day`,
    );
    await t.app.eGiftMailer!.deliverDue(new Date());
    expect(await rolledDays()).toContain(day);
    expect(await staleDays()).toEqual([]);

    await db.query(
      `INSERT INTO orders (session_id, subtotal, discount_total, shipping, total, created_at)
       VALUES ('rollup-worker', 12, 0, 0, 12, now() - interval '3 days')`,
    );
    expect(await staleDays()).toEqual([day]);
    await t.app.eGiftMailer!.deliverDue(new Date());
    expect(await staleDays()).toEqual([]);
    const [counted] = await db.query<{ orders: string }>(
      'SELECT sum(orders)::text AS orders FROM report_day_orders WHERE day = $1::date',
      [day],
    );
    expect(counted?.orders).toBe('2');
  });
});

// One worker at a time per shop (decision 0193): the round's lock is keyed by the shop's schema too, so
// another worker of this shop holds the round, and another shop's worker (another schema of the same
// database, as the files of this run on PostgreSQL) does not.
describe.runIf(TEST_DATABASE === 'postgres')("the round's lock", () => {
  it('is held by a worker of this shop, never by another shop in the same database', async () => {
    const db = t.database.db;
    const lateOrder = () =>
      db.query(
        `INSERT INTO orders (session_id, subtotal, discount_total, shipping, total, created_at)
         VALUES ('rollup-lock', 20, 0, 0, 20, now() - interval '2 days')`,
      );
    await db.query(`INSERT INTO sessions (id) VALUES ('rollup-lock') ON CONFLICT DO NOTHING`);
    await db.query('DELETE FROM report_stale_days');
    await lateOrder();
    const other = await t.database.reopen();
    try {
      const anotherShop = await other.begin();
      await anotherShop.query("SELECT pg_advisory_xact_lock($1, hashtext('another_shop'))", [ROLLUP_LOCK]);
      expect(await rollUpReportDays(db, new Date())).toBeGreaterThan(0);
      await anotherShop.rollback();

      await lateOrder();
      const thisShop = await other.begin();
      await thisShop.query('SELECT pg_advisory_xact_lock($1, hashtext(current_schema()))', [ROLLUP_LOCK]);
      expect(await rollUpReportDays(db, new Date())).toBe(0);
      await thisShop.rollback();
      expect(await rollUpReportDays(db, new Date())).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});
