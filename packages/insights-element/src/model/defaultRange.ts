// The range the report opens with: this month so far, in the shop's calendar (docs/decisions/0121).

/** `today` as YYYY-MM-DD → the first of its month and itself. */
export const monthSoFar = (today: string): { from: string; to: string } => ({
  from: `${today.slice(0, 8)}01`,
  to: today,
});
