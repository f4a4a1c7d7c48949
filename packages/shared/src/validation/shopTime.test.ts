import { describe, expect, it, vi } from 'vitest';
import { isDeliveryDate } from './giftCardFields.ts';
import { eGiftSendInstant, latestDeliveryDay, shopToday } from './shopTime.ts';

// spec §5 "Delivery date: cannot be in the past", spec §9 "8 AM Eastern": judged on the shop's clock
// (America/New_York), whatever zone the browser or the server runs in (docs/decisions/0030).

describe('shopToday (spec §5: "today" in the shop’s time zone)', () => {
  it.each([
    ['midday in New York (EDT)', '2026-03-10T15:00:00Z', '2026-03-10'],
    ['23:59 in New York, already the 11th in UTC (EDT, UTC-4)', '2026-03-11T03:59:00Z', '2026-03-10'],
    ['00:00 in New York (EDT)', '2026-03-11T04:00:00Z', '2026-03-11'],
    ['23:59 in New York in winter (EST, UTC-5)', '2026-01-16T04:59:00Z', '2026-01-15'],
    ['00:00 in New York in winter (EST)', '2026-01-16T05:00:00Z', '2026-01-16'],
    ['the night DST starts (2026-03-08 02:00 EST → 03:00 EDT)', '2026-03-08T07:30:00Z', '2026-03-08'],
    ['the night DST ends (2026-11-01 02:00 EDT → 01:00 EST)', '2026-11-01T05:30:00Z', '2026-11-01'],
    ['New Year’s Eve in New York, New Year in UTC', '2027-01-01T03:00:00Z', '2026-12-31'],
    ['Auckland’s tomorrow is not the shop’s', '2026-06-30T13:00:00Z', '2026-06-30'],
  ])('%s: %s → %s', (_, instant, today) => {
    expect(shopToday(new Date(instant))).toBe(today);
  });

  it('refuses yesterday in New York even where the browser already is on a later day', () => {
    // 23:30 on 10 March in New York is 11 March in London and Tokyo: 10 March is still allowed.
    const now = new Date('2026-03-11T03:30:00Z');
    expect(isDeliveryDate('2026-03-10', shopToday(now))).toBe(true);
    expect(isDeliveryDate('2026-03-09', shopToday(now))).toBe(false);
    // Half an hour past midnight in New York: 10 March is past.
    const later = new Date('2026-03-11T04:30:00Z');
    expect(isDeliveryDate('2026-03-10', shopToday(later))).toBe(false);
    expect(isDeliveryDate('2026-03-11', shopToday(later))).toBe(true);
  });
});

describe('eGiftSendInstant (spec §9: sent at 8 AM Eastern on the chosen date)', () => {
  it.each([
    ['winter (EST, UTC-5)', '2026-01-15', '2026-01-15T13:00:00.000Z'],
    ['the day before DST starts', '2026-03-07', '2026-03-07T13:00:00.000Z'],
    ['the day DST starts (EDT from 02:00)', '2026-03-08', '2026-03-08T12:00:00.000Z'],
    ['summer (EDT, UTC-4)', '2026-07-04', '2026-07-04T12:00:00.000Z'],
    ['the day DST ends (EST from 02:00)', '2026-11-01', '2026-11-01T13:00:00.000Z'],
    ['the day before DST ends', '2026-10-31', '2026-10-31T12:00:00.000Z'],
  ])('%s: %s → %s', (_, date, instant) => {
    expect(eGiftSendInstant(date).toISOString()).toBe(instant);
  });
});

describe('latestDeliveryDay (docs/decisions/0044: at most a year ahead)', () => {
  it.each([
    ['a plain day', '2026-03-10', '2027-03-10'],
    ['the last day of the year', '2026-12-31', '2027-12-31'],
    ['a leap day becomes 28 February', '2028-02-29', '2029-02-28'],
    ['the day before a leap day', '2027-02-28', '2028-02-28'],
  ])('%s: %s → %s', (_, today, latest) => {
    expect(latestDeliveryDay(today)).toBe(latest);
  });
});

describe('the shop’s clock agrees with the IANA zone rules at any instant (@date-fns/tz as the reference)', () => {
  it('shopToday and eGiftSendInstant from 1970 to 2100', async () => {
    const fc = await import('fast-check');
    const { TZDate } = await import('@date-fns/tz');
    const min = Date.UTC(1970, 0, 1);
    const max = Date.UTC(2100, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min, max }), (instant) => {
        const shop = new TZDate(instant, 'America/New_York');
        const day = `${shop.getFullYear()}-${String(shop.getMonth() + 1).padStart(2, '0')}-${String(shop.getDate()).padStart(2, '0')}`;
        expect(shopToday(new Date(instant))).toBe(day);
        const eight = new TZDate(
          shop.getFullYear(),
          shop.getMonth(),
          shop.getDate(),
          8,
          0,
          0,
          'America/New_York',
        );
        expect(eGiftSendInstant(day).getTime()).toBe(eight.getTime());
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the shop’s clock costs nothing until it is read (docs/decisions/0139)', () => {
  it('makes no time zone formatter as the module loads, then one for every reading', async () => {
    const Platform = Intl.DateTimeFormat;
    let made = 0;
    class Counted extends Platform {
      constructor(...args: ConstructorParameters<typeof Platform>) {
        super(...args);
        made += 1;
      }
    }
    Intl.DateTimeFormat = Counted as typeof Intl.DateTimeFormat;
    try {
      vi.resetModules();
      const fresh = await import('./shopTime.ts');
      expect(made).toBe(0);
      expect(fresh.shopToday(new Date('2026-03-10T15:00:00Z'))).toBe('2026-03-10');
      expect(fresh.eGiftSendInstant('2026-03-10').toISOString()).toBe('2026-03-10T12:00:00.000Z');
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Platform;
    }
  });
});
