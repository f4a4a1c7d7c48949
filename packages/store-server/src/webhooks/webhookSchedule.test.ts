import { describe, expect, it } from 'vitest';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS, webhookRetryDelayMs } from './webhookSchedule.ts';

// issue 46 item 3: "retried with backoff for three days".

describe('the webhook retry schedule', () => {
  it.each([
    [1, 60_000],
    [2, 300_000],
    [3, 1_800_000],
    [8, 98_640_000],
    [9, null],
  ])('after failed attempt %i waits %s ms', (attempt, delay) => {
    expect(webhookRetryDelayMs(attempt)).toBe(delay);
  });

  it('spans three days from the first attempt to the last, each wait longer than the one before', () => {
    expect(WEBHOOK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)).toBe(3 * 24 * 3_600_000);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(9);
    WEBHOOK_RETRY_DELAYS_MS.slice(1).forEach((delay, i) => {
      expect(delay).toBeGreaterThan(WEBHOOK_RETRY_DELAYS_MS[i] as number);
    });
  });
});
