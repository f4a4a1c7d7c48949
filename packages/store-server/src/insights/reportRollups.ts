import { SHOP_TIME_ZONE } from '@pc/shared/constants';
import type { Db, Queryable } from '../db/db.ts';
import { ANSWER_COUNTS, OTHER_TEXT_ROWS } from './attribution.ts';
import { CROSS_SELL_COUNTS } from './crossSellFigures.ts';
import type { DayCounts } from './dayCounts.ts';
import { INSIGHT_KINDS } from './insightEvents.ts';
import { ORDER_COUNTS } from './journey.ts';
import { DROP_OFF_COUNTS, FUNNEL_COUNTS } from './quizFunnel.ts';

// docs/decisions/0193: the report's rollups, kept by the store's one worker (giftCards/eGiftMailer.ts
// `alsoEachRound`, given it by app.ts). A round rolls up the closed days not rolled yet and the days a
// late write made stale (db/migrations/057 marks them), a batch of days per transaction.

/** Every table of the report that is rolled up by day. */
export const ROLLED_UP: readonly DayCounts[] = [
  ORDER_COUNTS,
  ANSWER_COUNTS,
  OTHER_TEXT_ROWS,
  FUNNEL_COUNTS,
  DROP_OFF_COUNTS,
  CROSS_SELL_COUNTS,
];

/**
 * A day is rolled up this long after it ends, longer than any transaction lasts (PC_DB_TIMEOUT_MS):
 * a write dated that day and begun before its end is committed by then, so the rollup sees it, and
 * a write begun later marks the day stale (057 marks only past days).
 */
export const ROLLUP_GRACE_MS = 60 * 60 * 1000;

/** Days per transaction: a month of a busy shop stays well inside PC_DB_TIMEOUT_MS. */
const BATCH_DAYS = 7;
/** Batches per round, so the worker's other work waits little while a new store catches up. */
const BATCHES_PER_ROUND = 8;
/**
 * One worker at a time rolls up, whichever server runs it: a lock of this key and the shop's schema
 * (an advisory lock is the whole database's; two shops in two schemas of one database, as the server
 * tests on PostgreSQL run, must not skip each other's rounds).
 */
export const ROLLUP_LOCK = 7_324_057;

/** The days of a batch as the CTE `ranges (s, e)`, `$1` their dates. */
const DAY_RANGES = `ranges AS (
  SELECT d AS day, (d::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}') AS s,
         ((d + 1)::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}') AS e
    FROM unnest($1::date[]) d)`;

/** The days to roll up: those a write made stale, with the mark read, then those never rolled. */
const daysToRoll = async (tx: Queryable, now: Date): Promise<{ day: string; mark: string | null }[]> => {
  const [{ last } = { last: null }] = await tx.query<{ last: string | null }>(
    `SELECT (report_day(least(now(), $1::timestamptz) - $2 * interval '1 millisecond') - 1)::text AS last`,
    [now.toISOString(), ROLLUP_GRACE_MS],
  );
  const stale = await tx.query<{ day: string; mark: string }>(
    `SELECT day::text AS day, mark::text AS mark FROM report_stale_days
      WHERE day <= $1::date ORDER BY day LIMIT $2`,
    [last, BATCH_DAYS],
  );
  if (stale.length >= BATCH_DAYS) return stale;
  // The shop's first day: the earliest fact the rolled tables count, each read from an index (the
  // events' by kind, 030).
  const never = await tx.query<{ day: string }>(
    `WITH first AS (
       SELECT report_day(least((SELECT min(created_at) FROM orders), (SELECT min(created_at) FROM survey_logs),
                               (SELECT min(created_at) FROM cross_sell_events),
                               ${INSIGHT_KINDS.map((kind) => `(SELECT min(created_at) FROM insight_events WHERE kind = '${kind}')`).join(',\n                               ')})) AS day
     )
     SELECT (first.day + n)::text AS day
       FROM first, generate_series(0, $1::date - first.day) n
      WHERE NOT EXISTS (SELECT 1 FROM report_rolled_days r WHERE r.day = first.day + n)
        AND NOT (first.day + n = ANY($2::date[]))
      ORDER BY 1 LIMIT $3`,
    [last, stale.map((row) => row.day), BATCH_DAYS - stale.length],
  );
  return [...stale, ...never.map((row) => ({ day: row.day, mark: null }))];
};

/** Rolls up one batch of days; answers how many, 0 when none is due or another worker is at it. */
export const rollUpReportDays = (db: Db, now: Date): Promise<number> =>
  db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1, hashtext(current_schema())) AS locked',
      [ROLLUP_LOCK],
    );
    if (!lock?.locked) return 0;
    // Read committed, after the lock: each count below sees every write committed before it, so a
    // write the marks read here did not show either is counted or leaves a newer mark.
    // No JIT: its compiling takes longer than the counts of a few days.
    await tx.exec('SET LOCAL jit = off');
    const days = await daysToRoll(tx, now);
    if (days.length === 0) return 0;
    const dates = days.map((row) => row.day);
    for (const { table, columns, counts } of ROLLED_UP) {
      await tx.query(`DELETE FROM ${table} WHERE day = ANY($1::date[])`, [dates]);
      await tx.query(
        `WITH ${DAY_RANGES} INSERT INTO ${table} (day, ${columns.join(', ')}) SELECT * FROM (${counts}) c`,
        [dates],
      );
    }
    await tx.query(
      `INSERT INTO report_rolled_days (day, rolled_at) SELECT d, now() FROM unnest($1::date[]) d
       ON CONFLICT (day) DO UPDATE SET rolled_at = excluded.rolled_at`,
      [dates],
    );
    // Only the marks read: a newer one (a write this batch may not have seen) keeps its day stale.
    const marked = days.filter((row) => row.mark !== null);
    await tx.query(
      `DELETE FROM report_stale_days s USING unnest($1::date[], $2::bigint[]) AS m (day, mark)
        WHERE s.day = m.day AND s.mark = m.mark`,
      [marked.map((row) => row.day), marked.map((row) => row.mark)],
    );
    return days.length;
  });

/** The rollups as the worker's work: a few batches a round until every closed day is rolled up. */
export const reportRollupWork =
  (db: Db) =>
  async (now: Date): Promise<number> => {
    for (let batch = 0; batch < BATCHES_PER_ROUND; batch += 1)
      if ((await rollUpReportDays(db, now)) === 0) break;
    return 0;
  };
