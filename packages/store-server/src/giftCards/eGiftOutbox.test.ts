import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from './eGiftOutbox.ts';

// docs/decisions/0095: a failed e-gift send waits 1, 2, 4 … minutes, at most an hour, and is given up
// after 10 attempts: over four hours of trying in all.

const MINUTE = 60_000;

describe('retryDelayMs (docs/decisions/0095: exponential backoff)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [4, 8],
    [5, 16],
    [6, 32],
    [7, 60],
    [9, 60],
  ])('after %i failed attempts waits %i minutes', (attempts, minutes) => {
    expect(retryDelayMs(attempts, DEFAULT_RETRY_POLICY)).toBe(minutes * MINUTE);
  });

  it('tries for over four hours before giving up', () => {
    const waits = Array.from({ length: DEFAULT_RETRY_POLICY.maxAttempts - 1 }, (_, i) =>
      retryDelayMs(i + 1, DEFAULT_RETRY_POLICY),
    );
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBe((1 + 2 + 4 + 8 + 16 + 32 + 60 + 60 + 60) * MINUTE);
  });
});
