import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle (spec §9: scroll handling throttled at 200 ms)', () => {
  it('runs at once, then at most once per window, ending with the last call', () => {
    const fn = vi.fn();
    const { run } = throttle(fn, 200);
    run();
    expect(fn).toHaveBeenCalledTimes(1);
    run();
    run();
    vi.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
    run();
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const { run, cancel } = throttle(fn, 200);
    run();
    run();
    cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
