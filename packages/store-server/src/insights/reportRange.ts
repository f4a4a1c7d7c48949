import { SHOP_TIME_ZONE } from '@pc/shared/constants';
import type { Queryable } from '../db/db.ts';

// docs/decisions/0121: a report covers whole days of the shop's calendar (America/New_York, as spec §9
// reads its hours): from the first day's midnight there to the midnight after the last day.

export interface ReportRange {
  /** the first instant counted */
  start: string;
  /** the first instant after the range */
  end: string;
}

/** The range's instants, by the database's time zone rules (the same on PGlite and PostgreSQL). */
export const reportRange = async (db: Queryable, from: string, to: string): Promise<ReportRange> => {
  const rows = await db.query<{ start: Date | string; end: Date | string }>(
    `SELECT ($1::date::timestamp AT TIME ZONE $3) AS start, (($2::date + 1)::timestamp AT TIME ZONE $3) AS "end"`,
    [from, to, SHOP_TIME_ZONE],
  );
  const row = rows[0]!;
  return { start: new Date(row.start).toISOString(), end: new Date(row.end).toISOString() };
};

export interface ReportDay {
  /** the shop's day, YYYY-MM-DD */
  day: string;
  /** its midnight in the shop's time zone */
  start: string;
  /** the next day's midnight */
  end: string;
  /** its rollup is there and no write has made it stale */
  rolled: boolean;
}

/**
 * The shop's days the range touches, each with its instants and whether its rollup can be read
 * (docs/decisions/0193): rolled up, and not made stale by a write since (db/migrations/057).
 */
export const reportDays = async (db: Queryable, range: ReportRange): Promise<ReportDay[]> => {
  const rows = await db.query<{ day: string; start: Date | string; end: Date | string; rolled: boolean }>(
    `SELECT d.day::text AS day, (d.day::timestamp AT TIME ZONE $3) AS start,
            ((d.day + 1)::timestamp AT TIME ZONE $3) AS "end",
            (EXISTS (SELECT 1 FROM report_rolled_days r WHERE r.day = d.day)
             AND NOT EXISTS (SELECT 1 FROM report_stale_days s WHERE s.day = d.day)) AS rolled
       FROM (SELECT report_day($1::timestamptz) + n AS day
               FROM generate_series(0, report_day($2::timestamptz - interval '1 microsecond') - report_day($1::timestamptz)) n) d
      ORDER BY d.day`,
    [range.start, range.end, SHOP_TIME_ZONE],
  );
  return rows.map((row) => ({
    day: row.day,
    start: new Date(row.start).toISOString(),
    end: new Date(row.end).toISOString(),
    rolled: row.rolled,
  }));
};
