import { describe, expect, it } from 'vitest';
import { cleanGiftMessage, isDeliveryDate, localIsoDate } from './giftCardFields.ts';

describe('cleanGiftMessage (spec §5: optional, maximum 140 characters)', () => {
  it.each([
    ['keeps a short message', 'Happy birthday!', 'Happy birthday!'],
    ['trims', '  Enjoy  ', 'Enjoy'],
    ['keeps 140', 'x'.repeat(140), 'x'.repeat(140)],
    ['cuts to 140', 'y'.repeat(200), 'y'.repeat(140)],
    ['keeps line breaks inside', 'Dear Sam,\nEnjoy', 'Dear Sam,\nEnjoy'],
    ['empty is allowed', '', ''],
  ])('%s', (_, input, expected) => {
    expect(cleanGiftMessage(input)).toBe(expected);
  });
});

describe('isDeliveryDate (spec §5: YYYY-MM-DD, cannot be in the past)', () => {
  const today = '2024-03-15';
  it.each([
    ['today', '2024-03-15', true],
    ['tomorrow', '2024-03-16', true],
    ['next year', '2025-01-01', true],
    ['a real day in the past (leap day)', '2024-02-29', false],
    ['yesterday', '2024-03-14', false],
    ['not a calendar day', '2024-04-31', false],
    ['month 13', '2024-13-01', false],
    ['US format', '03/16/2024', false],
    ['missing zero padding', '2024-3-16', false],
    ['with a time', '2024-03-16T08:00', false],
    ['empty', '', false],
  ])('%s: %j → %s', (_, date, valid) => {
    expect(isDeliveryDate(date, today)).toBe(valid);
  });

  it('accepts a future leap day and reads a Date today in local time', () => {
    expect(isDeliveryDate('2028-02-29', today)).toBe(true);
    expect(isDeliveryDate('2027-02-29', today)).toBe(false);
    const localToday = new Date(2024, 2, 15, 23, 59);
    expect(localIsoDate(localToday)).toBe('2024-03-15');
    expect(isDeliveryDate('2024-03-15', localToday)).toBe(true);
    expect(isDeliveryDate('2024-03-14', localToday)).toBe(false);
  });
});
