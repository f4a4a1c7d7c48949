import type { ReportDay, ReportRange } from './reportRange.ts';

// docs/decisions/0193: a report reads each day of its range either from the day's rollup (a whole
// day inside the range, rolled up and not made stale since) or raw from the stored facts; the raw
// pieces that follow one another are read as one range.

export interface ReportPlan {
  /** the days read from their rollups */
  rolledDays: string[];
  /** the instants read raw, as ranges [start, end) */
  rawStarts: string[];
  rawEnds: string[];
}

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);
const earlier = (a: string, b: string) => (Date.parse(a) <= Date.parse(b) ? a : b);

/** Which days a report over `range` reads from rollups and which instants it reads raw. */
export const reportPlan = (range: ReportRange, days: readonly ReportDay[]): ReportPlan => {
  const plan: ReportPlan = { rolledDays: [], rawStarts: [], rawEnds: [] };
  for (const day of days) {
    const start = later(day.start, range.start);
    const end = earlier(day.end, range.end);
    if (Date.parse(start) >= Date.parse(end)) continue;
    // A day the range cuts is read raw: its rollup counts the whole day.
    if (
      day.rolled &&
      Date.parse(start) === Date.parse(day.start) &&
      Date.parse(end) === Date.parse(day.end)
    ) {
      plan.rolledDays.push(day.day);
      continue;
    }
    const last = plan.rawEnds.length - 1;
    if (last >= 0 && Date.parse(plan.rawEnds[last]!) === Date.parse(start)) plan.rawEnds[last] = end;
    else {
      plan.rawStarts.push(start);
      plan.rawEnds.push(end);
    }
  }
  return plan;
};

/** Every instant of the range read raw: the report as computed before rollups, the one to compare with. */
export const rawPlan = (range: ReportRange): ReportPlan => ({
  rolledDays: [],
  rawStarts: [range.start],
  rawEnds: [range.end],
});
