import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/testApp.ts';

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
