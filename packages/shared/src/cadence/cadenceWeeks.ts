// spec §3 "A subscription vs once radio with per-product 'Every N Weeks' cadence": the weeks a shopper
// may choose, on the results page and for a subscription they hold (issue 40 item 1), written once.

/** The range the 'Every N Weeks' select offers, plus the product's own default when outside it. */
export const CADENCE_RANGE_WEEKS = { min: 2, max: 12 } as const;

/** The week counts allowed: every week of the range, and the product's default (spec §9), ascending. */
export function allowedCadenceWeeks(defaultWeeks: number): number[] {
  const weeks = new Set<number>();
  for (let n = CADENCE_RANGE_WEEKS.min; n <= CADENCE_RANGE_WEEKS.max; n += 1) weeks.add(n);
  if (Number.isInteger(defaultWeeks) && defaultWeeks > 0 && defaultWeeks < 100) weeks.add(defaultWeeks);
  return [...weeks].sort((a, b) => a - b);
}
