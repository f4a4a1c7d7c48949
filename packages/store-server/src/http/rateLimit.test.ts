import { getCartItems, getPageData, getQuiz, queryPerfume, RestError } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { completeQuizForm } from '../quiz/craftingForm.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { type Bucket, createRateLimiter, limitedRead, RATE_LIMITS, takeToken } from './rateLimit.ts';

// docs/decisions/0045: a token bucket per shopper on the expensive anonymous reads.

const RULE = { ratePerSecond: 2, burst: 3 };

describe('takeToken', () => {
  it.each<[string, Bucket | undefined, number, boolean, number, number]>([
    // label, bucket, now, allowed, tokens left, retry after ms
    ['a new shopper starts with a full bucket', undefined, 0, true, 2, 0],
    ['one token left', { tokens: 1, at: 0 }, 0, true, 0, 0],
    ['empty: refused, one token in 500 ms', { tokens: 0, at: 0 }, 0, false, 0, 500],
    ['half a token back after 250 ms: refused for 250 ms more', { tokens: 0, at: 0 }, 250, false, 0.5, 250],
    ['a token back after 500 ms', { tokens: 0, at: 0 }, 500, true, 0, 0],
    ['never above the burst after a long rest', { tokens: 0, at: 0 }, 60_000, true, 2, 0],
    ['a clock that went back adds nothing', { tokens: 0, at: 1000 }, 0, false, 0, 500],
  ])('%s', (_label, bucket, now, allowed, tokens, retryAfterMs) => {
    const taken = takeToken(bucket, now, RULE);
    expect(taken.allowed).toBe(allowed);
    expect(taken.bucket.tokens).toBeCloseTo(tokens);
    expect(taken.retryAfterMs).toBe(retryAfterMs);
  });
});

describe('limitedRead', () => {
  it.each([
    ['GET', '/quiz', 'page'],
    ['HEAD', '/quizresult?survey_log_id=abc', 'page'],
    ['GET', '/', 'page'],
    ['GET', callUrl(getPageData, { path: '/quiz' }), 'page'],
    ['GET', callUrl(queryPerfume, { query_perfume: 'ced' }), 'typeahead'],
    ['GET', callUrl(getCartItems), null],
    ['POST', callUrl(queryPerfume), null],
    ['POST', completeQuizForm.path, null],
    ['GET', callUrl(getQuiz, { quizType: 'self' }), null],
    ['GET', '/elements/pc-quiz.js', null],
    ['GET', '/assets/logo.svg', null],
    ['GET', QA_CALLS.state.path, null],
  ])('%s %s → %s', (method, url, read) => {
    expect(limitedRead(method, url)).toBe(read);
  });
});

describe('createRateLimiter', () => {
  it('keeps one bucket per shopper and read', () => {
    const limiter = createRateLimiter({ page: RULE, typeahead: RULE });
    for (let i = 0; i < 3; i++) expect(limiter.take('page', 'a', 0).allowed).toBe(true);
    expect(limiter.take('page', 'a', 0).allowed).toBe(false);
    expect(limiter.take('page', 'b', 0).allowed).toBe(true);
    expect(limiter.take('typeahead', 'a', 0).allowed).toBe(true);
    expect(limiter.size).toBe(3);
  });
});

describe('the app', () => {
  const t = useTestApp({ clock: () => new Date('2026-03-10T15:00:00Z'), rateLimit: true });

  it('answers 429 in the REST error shape with Retry-After to a shopper past the typeahead burst; others go on', async () => {
    const fast = await Visitor.arrive(t.app);
    const other = await Visitor.arrive(t.app);
    const url = callUrl(queryPerfume, { query_perfume: 'cedre' });
    // All at once, as a script would send them (a shopper's keystrokes come a tenth of a second apart).
    const answers = await Promise.all(
      Array.from({ length: RATE_LIMITS.typeahead.burst * 2 }, () => fast.get(url)),
    );
    const statuses = answers.map((res) => res.statusCode);
    const refused = answers.find((res) => res.statusCode === 429);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(
      RATE_LIMITS.typeahead.burst,
    );
    expect(statuses).toContain(429);
    expect(v.parse(RestError, refused!.json())).toMatchObject({
      code: 'rest_too_many_requests',
      displayMessage: expect.any(String),
      data: { status: 429 },
    });
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await other.get(url)).statusCode).toBe(200);
    // writes and the cart are never limited
    expect((await fast.get(callUrl(getCartItems))).statusCode).toBe(200);
  });

  it('counts requests without a session against their address', async () => {
    const answers = await Promise.all(
      Array.from({ length: RATE_LIMITS.page.burst * 2 }, () =>
        t.app.inject({ method: 'GET', url: '/contact', remoteAddress: '203.0.113.7' }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/contact', remoteAddress: '203.0.113.8' })).statusCode,
    ).not.toBe(429);
  });
});
