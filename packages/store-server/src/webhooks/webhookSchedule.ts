// docs/decisions/0190: a failed delivery is tried again with backoff for three days from its first
// attempt, then given up (and listed as failed, for the owner to replay).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The waits after the 1st, 2nd, … failed attempt; they add up to exactly three days. */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  6 * HOUR,
  12 * HOUR,
  24 * HOUR,
  27 * HOUR + 24 * MINUTE,
];

/** Attempts in a round: the first and one after each wait. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** The wait after the `attempt`th failed attempt of a round (1 for the first), or null: give up. */
export const webhookRetryDelayMs = (attempt: number): number | null =>
  WEBHOOK_RETRY_DELAYS_MS[attempt - 1] ?? null;
