import { describe, expect, it } from 'vitest';
import { median, summarize } from './stats.ts';

describe('median', () => {
  it.each([
    [[], Number.NaN],
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
  ])('%o → %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('summarizes runs', () => {
    expect(summarize([30, 10, 20])).toEqual({ runs: 3, median: 20, min: 10, max: 30 });
  });
});
