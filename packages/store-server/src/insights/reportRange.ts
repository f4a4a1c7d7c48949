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
