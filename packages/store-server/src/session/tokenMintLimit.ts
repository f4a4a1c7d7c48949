import { RestHttpError } from '../http/errors.ts';
import { type Bucket, type BucketRule, takeToken } from '../http/rateLimit.ts';

// docs/decisions/0145: a session token is an anonymous session, as a first visit's cookie is; anyone
// may ask for one (the Origin header proves nothing of a script). Minting is limited per address, so
// a script cannot make sessions in bulk; a shopper asks once per site and browser (the token is kept
// 30 days). Each server keeps its own buckets (decision 0045); the server's clock, never a QA clock.

/** 30 at once (an office behind one address opening the site), then one every 2 seconds. */
export const TOKEN_MINT_RULE: BucketRule = { ratePerSecond: 0.5, burst: 30 };

const MAX_BUCKETS = 50_000;

export interface TokenMintLimit {
  /** Takes a mint for `who` at `now` (ms); answers the ms until one is allowed, 0 when it is now. */
  take(who: string, now: number): number;
}

export const createTokenMintLimit = (rule: BucketRule = TOKEN_MINT_RULE): TokenMintLimit => {
  const buckets = new Map<string, Bucket>();
  return {
    take(who, now) {
      const taken = takeToken(buckets.get(who), now, rule);
      buckets.set(who, taken.bucket);
      if (buckets.size > MAX_BUCKETS) {
        const full = (rule.burst / rule.ratePerSecond) * 1000;
        for (const [key, bucket] of buckets) if (now - bucket.at > full) buckets.delete(key);
      }
      return taken.retryAfterMs;
    },
  };
};

/** 429 in the REST error shape, as the other limits answer (http/rateLimit.ts). */
export const tooManyTokens = (retryAfterMs: number): RestHttpError =>
  new RestHttpError(
    429,
    'rest_too_many_requests',
    `Too many session tokens from this address; retry after ${Math.ceil(retryAfterMs / 1000)} s.`,
    (m) => m.tooFast,
  );
