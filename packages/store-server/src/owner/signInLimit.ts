import { type Bucket, type BucketRule, takeToken } from '../http/rateLimit.ts';

// docs/decisions/0119: sign-in attempts are limited per address and per email (a token bucket, as
// http/rateLimit.ts limits reads): ten at once, then one every 30 s from an address and one a minute
// for an email. An owner who mistypes a few times never notices; a guesser gets a few thousand tries a
// day from an address instead of millions. Each server keeps its own buckets.

export const SIGN_IN_LIMITS = {
  address: { ratePerSecond: 1 / 30, burst: 10 },
  email: { ratePerSecond: 1 / 60, burst: 10 },
} as const satisfies Record<string, BucketRule>;

const MAX_BUCKETS = 10_000;

export interface SignInLimiter {
  /** Takes a try for both keys; answers the ms to wait (0: go ahead). */
  take(address: string, email: string, now: number): number;
}

export const createSignInLimiter = (limits = SIGN_IN_LIMITS): SignInLimiter => {
  const buckets = new Map<string, Bucket>();
  const takeFrom = (key: string, rule: BucketRule, now: number) => {
    const taken = takeToken(buckets.get(key), now, rule);
    buckets.set(key, taken.bucket);
    return taken;
  };
  return {
    take(address, email, now) {
      if (buckets.size > MAX_BUCKETS) buckets.clear();
      const byAddress = takeFrom(`address ${address}`, limits.address, now);
      const byEmail = takeFrom(`email ${email}`, limits.email, now);
      return Math.max(byAddress.retryAfterMs, byEmail.retryAfterMs);
    },
  };
};
