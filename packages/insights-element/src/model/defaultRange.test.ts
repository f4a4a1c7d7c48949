import { describe, expect, it } from 'vitest';
import { monthSoFar } from './defaultRange.ts';

describe('monthSoFar', () => {
  it.each([
    ['2026-11-26', { from: '2026-11-01', to: '2026-11-26' }],
    ['2026-12-01', { from: '2026-12-01', to: '2026-12-01' }],
  ])('%s → %j', (today, range) => {
    expect(monthSoFar(today)).toEqual(range);
  });
});
