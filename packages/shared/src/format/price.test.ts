import { describe, expect, it } from 'vitest';
import { formatPrice } from './price.ts';

describe('formatPrice (spec §4 "CHECKOUT - $" plus the price)', () => {
  it.each([
    [19, '$19'],
    [19.5, '$19.50'],
    [17.05, '$17.05'],
    [0, '$0'],
    [100, '$100'],
    [1250, '$1,250'],
    [19.999, '$20'],
    [19.004, '$19'],
    [-5, '-$5'],
    [Number.NaN, ''],
  ])('%d → %j', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });
});
