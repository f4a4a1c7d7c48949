/** Summary statistics of repeated timings (scripts/bench.ts). */
export interface Summary {
  readonly runs: number;
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export const summarize = (values: readonly number[]): Summary => ({
  runs: values.length,
  median: median(values),
  min: values.length ? Math.min(...values) : Number.NaN,
  max: values.length ? Math.max(...values) : Number.NaN,
});
