import { type Bucket, type BucketRule, takeToken } from '../http/rateLimit.ts';

// docs/decisions/0115: a limit against guessing gift card codes. Codes carry 80 bits (decision 0095),
// so guessing is hopeless anyway; the limit also keeps a script from trying codes at the store's
// expense. Only a code that is wrong (mistyped or unknown) takes a token, so a shopper typing real
// codes never meets it; while the bucket is empty every lookup is refused, a right code too. Counted
// per address, not per session: a guesser can drop cookies, not addresses so easily. Each server
// keeps its own buckets (decision 0045).

/** 10 wrong codes at once, then one more every 30 seconds (120 an hour). */
export const CODE_GUESS_RULE: BucketRule = { ratePerSecond: 1 / 30, burst: 10 };

const MAX_BUCKETS = 50_000;

export interface CodeGuessLimit {
  /** ms until a lookup from `who` is allowed again; 0 when it is allowed now. */
  waitMs(who: string, now: number): number;
  /** Counts a wrong code from `who`. */
  wrong(who: string, now: number): void;
}

export const createCodeGuessLimit = (rule: BucketRule = CODE_GUESS_RULE): CodeGuessLimit => {
  const buckets = new Map<string, Bucket>();
  return {
    waitMs(who, now) {
      const bucket = buckets.get(who);
      if (!bucket) return 0;
      const tokens = Math.min(rule.burst, bucket.tokens + ((now - bucket.at) / 1000) * rule.ratePerSecond);
      return tokens >= 1 ? 0 : Math.ceil(((1 - tokens) / rule.ratePerSecond) * 1000);
    },
    wrong(who, now) {
      buckets.set(who, takeToken(buckets.get(who), now, rule).bucket);
      if (buckets.size > MAX_BUCKETS) {
        const full = (rule.burst / rule.ratePerSecond) * 1000;
        for (const [key, bucket] of buckets) if (now - bucket.at > full) buckets.delete(key);
      }
    },
  };
};
