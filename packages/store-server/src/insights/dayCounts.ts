import type { ReportPlan } from './reportPlan.ts';

// docs/decisions/0193: each table of the report is computed from additive counts, one row per shop
// day (and key): the same SELECT rolls a closed day up (insights/reportRollups.ts) and counts the
// raw part of a report, so a rolled day holds exactly what the raw count of that day gives.

export interface DayCounts {
  /** the rollup table (db/migrations/057_report_rollups.sql) */
  table: string;
  /** its columns after `day` */
  columns: readonly string[];
  /** SELECT day, ...columns over the CTE `ranges (s, e)`: the instants [s, e) counted */
  counts: string;
}

/** The raw ranges of a plan as the CTE `ranges`: `$1` their starts, `$2` their ends. */
export const RAW_RANGES =
  'ranges AS (SELECT * FROM unnest($1::timestamptz[], $2::timestamptz[]) AS r (s, e))';

/**
 * A table's counts under a plan, as a subquery: the rolled days' rows (`$3`) and the raw ranges'
 * (the CTE `ranges`), to be summed by the figure's own statement.
 */
export const plannedCounts = ({ table, columns, counts }: DayCounts): string => {
  const list = columns.join(', ');
  return `(SELECT ${list} FROM ${table} WHERE day = ANY($3::date[])
   UNION ALL
   SELECT ${list} FROM (${counts}) raw)`;
};

/** The parameters `$1`…`$3` of a statement over plannedCounts. */
export const planParams = (plan: ReportPlan): unknown[] => [plan.rawStarts, plan.rawEnds, plan.rolledDays];

/**
 * The rows of `table` (as `alias`) whose created_at falls in one of the CTE `ranges`, each range
 * read by its own index scan: OFFSET 0 keeps the planner from joining the ranges to the whole table,
 * which it would otherwise guess cheaper (it cannot see how narrow a range is). `where` narrows the
 * rows further, inside the scan (e.g. an insight event's kind, so its index is used).
 */
export const rowsInRanges = (table: string, alias: string, where = 'true'): string =>
  `ranges r CROSS JOIN LATERAL (
     SELECT * FROM ${table} WHERE created_at >= r.s AND created_at < r.e AND (${where}) OFFSET 0) ${alias}`;
