import { describe, expect, it } from 'vitest';
import { cadenceLabel } from './cadence.ts';

describe('cadenceLabel (spec §2 "per-product \'Every N Weeks\' cadence")', () => {
  it("reads 'Every N Weeks'", () => {
    expect(cadenceLabel(9)).toBe('Every 9 Weeks');
  });
});
