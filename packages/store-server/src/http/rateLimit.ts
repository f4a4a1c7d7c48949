import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RestHttpError } from './errors.ts';
import { limitClockMs } from './limitClock.ts';

// docs/decisions/0045: a token bucket per shopper on the reads that cost the server
// most (a server-rendered page, its page data, the cologne typeahead). A shopper is their session; a
// request that arrived without one (a crawler that keeps no cookies) counts against its address. At
// a shopper's pace no limit is reached; a client that goes faster gets 429 in the REST error shape
// with Retry-After. Each server keeps its own buckets (several servers: each allows this much).

export interface BucketRule {
  /** Tokens added per second. */
  readonly ratePerSecond: number;
  /** The bucket's size: how many requests may come at once after a quiet spell. */
  readonly burst: number;
}

export interface Bucket {
  readonly tokens: number;
  /** ms timestamp the tokens were counted at. */
  readonly at: number;
}

export interface Taken {
  readonly bucket: Bucket;
  readonly allowed: boolean;
  /** ms until one token is back, 0 when allowed. */
  readonly retryAfterMs: number;
}

/** Takes one token from `bucket` (a full one when undefined) at `now` (pure). */
export const takeToken = (bucket: Bucket | undefined, now: number, rule: BucketRule): Taken => {
  const elapsed = bucket ? Math.max(0, now - bucket.at) : 0;
  const tokens = bucket
    ? Math.min(rule.burst, bucket.tokens + (elapsed / 1000) * rule.ratePerSecond)
    : rule.burst;
  if (tokens >= 1) return { bucket: { tokens: tokens - 1, at: now }, allowed: true, retryAfterMs: 0 };
  return {
    bucket: { tokens, at: now },
    allowed: false,
    retryAfterMs: Math.ceil(((1 - tokens) / rule.ratePerSecond) * 1000),
  };
};

export type LimitedRead = 'page' | 'typeahead';

export const RATE_LIMITS: Readonly<Record<LimitedRead, BucketRule>> = {
  // A shopper opens a page every few seconds; 30 at once covers tabs restored together.
  page: { ratePerSecond: 10, burst: 30 },
  // The typeahead asks once per keystroke from 3 characters on: a fast typist's 8 a second fit.
  typeahead: { ratePerSecond: 10, burst: 20 },
};

const API = /^\/(?:wp-json|wp-admin|__qa)(?:\/|$)/;
const FILE = /\.[A-Za-z0-9]{1,8}$/;

/** Which limited read a request is, or null (pure): by method, path and query. */
export const limitedRead = (method: string, url: string): LimitedRead | null => {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const [path = '', query = ''] = url.split('?', 2);
  if (path === '/wp-admin/admin-ajax.php') {
    return new URLSearchParams(query).get('action') === 'query_perfume' ? 'typeahead' : null;
  }
  if (path === '/wp-json/pc/v1/page_data') return 'page';
  if (API.test(path) || FILE.test(path)) return null;
  return 'page';
};

/** Buckets kept before the idle ones are dropped (a full bucket is the same as none). */
const MAX_BUCKETS = 50_000;

/** The buckets of one server: `take` answers whether `key` may make a `read` now. */
export const createRateLimiter = (rules: Readonly<Record<LimitedRead, BucketRule>> = RATE_LIMITS) => {
  const buckets = new Map<string, Bucket>();
  const prune = (now: number) => {
    for (const [key, bucket] of buckets) {
      const rule = rules[key.slice(0, key.indexOf(':')) as LimitedRead];
      if (!rule || now - bucket.at > (rule.burst / rule.ratePerSecond) * 1000) buckets.delete(key);
    }
  };
  return {
    take(read: LimitedRead, who: string, now: number): Taken {
      const key = `${read}:${who}`;
      const taken = takeToken(buckets.get(key), now, rules[read]);
      buckets.set(key, taken.bucket);
      if (buckets.size > MAX_BUCKETS) prune(now);
      return taken;
    },
    get size() {
      return buckets.size;
    },
  };
};

declare module 'fastify' {
  interface FastifyRequest {
    /** True when this request came without a session of its own (session/session.ts made one). */
    sessionIsNew: boolean;
  }
}

const tooMany = (retryAfterMs: number) =>
  new RestHttpError(
    429,
    'rest_too_many_requests',
    `Too many requests; retry after ${Math.ceil(retryAfterMs / 1000)} s.`,
    (m) => m.tooFast,
  );

/** The onRequest hook; runs after the session hook, which tells a shopper's session from a new one. */
export const registerRateLimit = (
  app: FastifyInstance,
  limiter = createRateLimiter(),
  now: () => number = limitClockMs,
): void => {
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const read = limitedRead(request.method, request.url);
    if (read === null) return;
    const who = request.sessionIsNew ? `ip ${request.ip}` : `session ${request.sessionId}`;
    const taken = limiter.take(read, who, now());
    if (taken.allowed) return;
    reply.header('retry-after', String(Math.ceil(taken.retryAfterMs / 1000)));
    throw tooMany(taken.retryAfterMs);
  });
};
