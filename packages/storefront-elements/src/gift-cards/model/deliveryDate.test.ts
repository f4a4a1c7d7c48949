import { describe, expect, it } from 'vitest';
import { dateButtonText } from './deliveryDate.ts';

describe("dateButtonText (spec §2: 'CHOOSE A DATE' until a date is set)", () => {
  it.each([
    ['no date', '', 'CHOOSE A DATE'],
    ['a date', '2026-03-12', 'MAR 12, 2026'],
    ['the last day of the year', '2026-12-31', 'DEC 31, 2026'],
    ['not YYYY-MM-DD', '03/12/2026', 'CHOOSE A DATE'],
    ['month 13', '2026-13-01', 'CHOOSE A DATE'],
  ])('%s: %j → %j', (_, date, text) => {
    expect(dateButtonText(date)).toBe(text);
  });
});
