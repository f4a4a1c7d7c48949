import { describe, expect, it } from 'vitest';
import { eGiftDueAt } from './eGiftDueAt.ts';

// spec §9 "E-gift email is sent at 8 AM Eastern on the chosen date, immediately if no date is chosen".
// Every date of 2026 and 2027, across both daylight saving changes of each year: 8 AM is 12:00 UTC
// under EDT (from the second Sunday of March) and 13:00 UTC under EST (from the first Sunday of
// November), read back on New York's wall clock independently of the function under test.

/** Days on EDT at 8 AM: the change happens at 2 AM, so both change days are on their new time. */
const EDT = [
  ['2026-03-08', '2026-10-31'],
  ['2027-03-14', '2027-11-06'],
] as const;

const newYork = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const wallClock = (instant: Date) => {
  const parts = Object.fromEntries(newYork.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
};

const everyDay = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); ) {
    days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
};

const PLACED = new Date('2025-12-01T17:00:00Z');

describe('eGiftDueAt (spec §9: 8 AM Eastern on the chosen date)', () => {
  const days = everyDay('2026-01-01', '2027-12-31');

  it('covers 730 days', () => {
    expect(days).toHaveLength(730);
  });

  it.each(days)('%s is due at 08:00:00 New York, 12:00 UTC on EDT and 13:00 UTC on EST', (day) => {
    const due = eGiftDueAt(day, PLACED);
    expect(wallClock(due)).toBe(`${day} 08:00:00`);
    const onEdt = EDT.some(([from, to]) => day >= from && day <= to);
    expect(due.toISOString()).toBe(`${day}T${onEdt ? '12' : '13'}:00:00.000Z`);
  });

  it.each([
    ['2026-03-07', '2026-03-07T13:00:00.000Z', 'the Saturday before spring forward: EST'],
    ['2026-03-08', '2026-03-08T12:00:00.000Z', 'spring forward day: EDT by 8 AM'],
    ['2026-10-31', '2026-10-31T12:00:00.000Z', 'the Saturday before fall back: EDT'],
    ['2026-11-01', '2026-11-01T13:00:00.000Z', 'fall back day: EST by 8 AM'],
    ['2027-03-13', '2027-03-13T13:00:00.000Z', 'the Saturday before spring forward: EST'],
    ['2027-03-14', '2027-03-14T12:00:00.000Z', 'spring forward day: EDT by 8 AM'],
    ['2027-11-06', '2027-11-06T12:00:00.000Z', 'the Saturday before fall back: EDT'],
    ['2027-11-07', '2027-11-07T13:00:00.000Z', 'fall back day: EST by 8 AM'],
  ])('%s → %s (%s)', (day, instant) => {
    expect(eGiftDueAt(day, PLACED).toISOString()).toBe(instant);
  });

  it.each([null, ''])('no date chosen (%j): due at once, when the order was placed', (day) => {
    expect(eGiftDueAt(day, PLACED)).toEqual(PLACED);
  });
});
