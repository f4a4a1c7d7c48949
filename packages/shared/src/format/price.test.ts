import fc from 'fast-check';
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

  // It replaced Intl.NumberFormat (docs/decisions/0060): the same text for any amount a shop shows.
  const whole = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const cents = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  });
  const intl = (amount: number) => {
    const rounded = Math.round(amount * 100) / 100;
    return Number.isInteger(rounded) ? whole.format(rounded) : cents.format(rounded);
  };

  it.each([0.005, 0.015, 1.005, 2.675, 999.995, 1000, 999999.99, 1234567.5, -0.004, -1234.5, 0.1 + 0.2])(
    'writes %d as Intl.NumberFormat does',
    (amount) => {
      expect(formatPrice(amount)).toBe(intl(amount));
    },
  );

  it('writes every amount up to a billion, whole or in cents, as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          fc.integer({ min: -1e11, max: 1e11 }).map((cents) => cents / 100),
        ),
        (amount) => formatPrice(amount) === intl(amount),
      ),
      { numRuns: 5000 },
    );
  });
});
