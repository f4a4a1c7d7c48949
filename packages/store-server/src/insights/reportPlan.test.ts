import { describe, expect, it } from 'vitest';
import { type ReportPlan, rawPlan, reportPlan } from './reportPlan.ts';
import type { ReportDay } from './reportRange.ts';

// docs/decisions/0193: which days a report reads from rollups, and which instants raw.

/** Three November days of the shop's calendar (UTC-5), each rolled up or not. */
const days = (rolled: [boolean, boolean, boolean]): ReportDay[] =>
  ['2026-11-10', '2026-11-11', '2026-11-12'].map((day, i) => ({
    day,
    start: `2026-11-${10 + i}T05:00:00.000Z`,
    end: `2026-11-${11 + i}T05:00:00.000Z`,
    rolled: rolled[i]!,
  }));

const WHOLE = { start: '2026-11-10T05:00:00.000Z', end: '2026-11-13T05:00:00.000Z' };

const rows: [string, { start: string; end: string }, ReportDay[], ReportPlan][] = [
  [
    'every day rolled up: rollups only',
    WHOLE,
    days([true, true, true]),
    { rolledDays: ['2026-11-10', '2026-11-11', '2026-11-12'], rawStarts: [], rawEnds: [] },
  ],
  [
    'none rolled up (a new store, or today): one raw range',
    WHOLE,
    days([false, false, false]),
    { rolledDays: [], rawStarts: [WHOLE.start], rawEnds: [WHOLE.end] },
  ],
  [
    'a stale day between rolled ones: that day raw',
    WHOLE,
    days([true, false, true]),
    {
      rolledDays: ['2026-11-10', '2026-11-12'],
      rawStarts: ['2026-11-11T05:00:00.000Z'],
      rawEnds: ['2026-11-12T05:00:00.000Z'],
    },
  ],
  [
    'the last two days not rolled (yesterday within the hour, today): one raw range',
    WHOLE,
    days([true, false, false]),
    { rolledDays: ['2026-11-10'], rawStarts: ['2026-11-11T05:00:00.000Z'], rawEnds: [WHOLE.end] },
  ],
  [
    'a range from mid-day to mid-day: its cut days raw, whatever their rollups',
    { start: '2026-11-10T17:30:00.000Z', end: '2026-11-12T09:00:00.000Z' },
    days([true, true, true]),
    {
      rolledDays: ['2026-11-11'],
      rawStarts: ['2026-11-10T17:30:00.000Z', '2026-11-12T05:00:00.000Z'],
      rawEnds: ['2026-11-11T05:00:00.000Z', '2026-11-12T09:00:00.000Z'],
    },
  ],
  [
    'a minute inside one day: that minute raw',
    { start: '2026-11-11T15:00:00.000Z', end: '2026-11-11T15:01:00.000Z' },
    days([true, true, true]),
    { rolledDays: [], rawStarts: ['2026-11-11T15:00:00.000Z'], rawEnds: ['2026-11-11T15:01:00.000Z'] },
  ],
];

describe('reportPlan', () => {
  it.each(rows)('%s', (_name, range, given, plan) => {
    expect(reportPlan(range, given)).toEqual(plan);
  });

  it('reads every instant raw for the figures the rollups must equal', () => {
    expect(rawPlan(WHOLE)).toEqual({ rolledDays: [], rawStarts: [WHOLE.start], rawEnds: [WHOLE.end] });
  });
});
