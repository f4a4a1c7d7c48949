import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, priceFormat } from './price.ts';

const dollars = priceFormat('en-US', 'USD');

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
    expect(dollars(amount)).toBe(expected);
  });

  // It is Intl.NumberFormat's text, rounded to the cent first (the hand formatter of docs/decisions/0060
  // was held to this very rule, so no price the spec writes changes).
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
      expect(dollars(amount)).toBe(intl(amount));
    },
  );

  it('writes every amount up to a billion, whole or in cents, as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          fc.integer({ min: -1e11, max: 1e11 }).map((cents) => cents / 100),
        ),
        (amount) => dollars(amount) === intl(amount) && priceFormat('es-US', 'USD')(amount) === intl(amount),
      ),
      { numRuns: 5000 },
    );
  });
});

// issue 43 item 4: the store's currency, written by the locale (Intl.NumberFormat), whole amounts
// without decimals as the spec writes prices.
describe("priceFormat: the locale and the store's currency", () => {
  it.each([
    ['en-US', 'USD', 19, '$19'],
    ['en-US', 'USD', 1250.5, '$1,250.50'],
    ['es-US', 'USD', 19, '$19'],
    ['es-US', 'USD', 1250.5, '$1,250.50'],
    ['es-US', 'USD', -5, '-$5'],
    ['en-US', 'EUR', 19, '€19'],
    ['en-US', 'EUR', 19.5, '€19.50'],
    ['en-US', 'EUR', 1250.5, '€1,250.50'],
    ['en-US', 'EUR', -5, '-€5'],
    ['en-US', 'EUR', 19.999, '€20'],
    ['es-US', 'EUR', 19, 'EUR 19'],
    ['es-US', 'EUR', 19.5, 'EUR 19.50'],
    ['es-US', 'EUR', 1250.5, 'EUR 1,250.50'],
    ['en-US', 'JPY', 1250.4, '¥1,250'],
    ['en-US', 'GBP', 7.05, '£7.05'],
    ['en-US', 'EUR', Number.NaN, ''],
  ] as const)('%s, %s: %d → %j', (locale, currency, amount, expected) => {
    expect(priceFormat(locale, currency)(amount).replace(/\u00a0/g, ' ')).toBe(expected);
    expect(formatPrice(amount, locale, currency).replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it('makes one formatter per locale and currency', () => {
    expect(priceFormat('es-US', 'EUR')).toBe(priceFormat('es-US', 'EUR'));
    expect(priceFormat('en-US', 'EUR')).not.toBe(priceFormat('es-US', 'EUR'));
  });

  it('writes dollars for a currency that is not three letters (a typo in #pc-config)', () => {
    expect(priceFormat('en-US', 'not money')(12)).toBe('$12');
    expect(priceFormat('en-US', '€')(12.5)).toBe('$12.50');
  });
});
