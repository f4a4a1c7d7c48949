/**
 * The bench's goals (docs/decisions/0019 "Goals": bench figures, not timed tests), as the bench prints them beside its
 * figures. A goal is a bound a figure should meet; the bench marks a figure that misses it and never
 * fails on it (design.md "Tests": timings live in `npm run bench`, never in a timed test).
 */
import { KB } from '../build-budgets.ts';

export interface Goal {
  /** how the header shows the bound, e.g. `≥ 98`, `≤ 1.8 s` */
  readonly text: string;
  /** `atLeast`: the figure must be ≥ bound; `atMost`: ≤ bound */
  readonly kind: 'atLeast' | 'atMost';
  readonly bound: number;
}

export const GOALS = {
  /** Lighthouse mobile performance score on every route */
  performance: { text: '≥ 98', kind: 'atLeast', bound: 98 },
  /** "CLS 0 (≤ 0.01)" */
  cls: { text: '≤ 0.01', kind: 'atMost', bound: 0.01 },
  /** Largest Contentful Paint, milliseconds */
  lcp: { text: '≤ 1.8 s', kind: 'atMost', bound: 1800 },
  /** Total Blocking Time, milliseconds */
  tbt: { text: '≤ 50 ms', kind: 'atMost', bound: 50 },
  /** an element's first render over the bare React + r2wc element's, same run */
  firstRenderRatio: { text: '≤ 1.00×', kind: 'atMost', bound: 1 },
  /**
   * the same on a static page of another origin, whose HTML cannot hold the element's first view: the
   * floor decision 0139 measured (issue 41, docs/decisions/0176)
   */
  staticPageFirstRenderRatio: { text: '≤ 1.15×', kind: 'atMost', bound: 1.15 },
  /** JavaScript a route's page loads, brotli bytes, runtime included (KB = 1024 bytes) */
  jsBrotli: { text: '≤ 80 KB', kind: 'atMost', bound: 80 * KB },
  /** quiz option click → next question, median milliseconds */
  clickToNext: { text: '≤ 50 ms', kind: 'atMost', bound: 50 },
  /** a route's longest interaction at 4× CPU slowdown, Event Timing, median of fresh loads (issue 45 item 3) */
  interaction: { text: '≤ 100 ms', kind: 'atMost', bound: 100 },
} as const satisfies Record<string, Goal>;

/** Whether `value` meets `goal`; a missing figure (NaN) never does. */
export const meets = (goal: Goal, value: number): boolean => {
  if (Number.isNaN(value)) return false;
  return goal.kind === 'atLeast' ? value >= goal.bound : value <= goal.bound;
};

/** The mark the tables put after a figure that misses its goal. */
export const MISS = '✗';

/** `text`, marked when `value` misses `goal`. */
export const marked = (goal: Goal, value: number, text: string): string =>
  meets(goal, value) ? text : `${text} ${MISS}`;
