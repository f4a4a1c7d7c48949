import { describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { dateButtonText } from './deliveryDate.ts';

describe("dateButtonText (spec §2: 'CHOOSE A DATE' until a date is set)", () => {
  it.each([
    ['no date', '', 'CHOOSE A DATE', 'ELIGE UNA FECHA'],
    ['a date', '2026-03-12', 'MAR 12, 2026', '12 MAR 2026'],
    ['the first day of the year', '2026-01-01', 'JAN 1, 2026', '1 ENE 2026'],
    ['the last day of the year', '2026-12-31', 'DEC 31, 2026', '31 DIC 2026'],
    ['not YYYY-MM-DD', '03/12/2026', 'CHOOSE A DATE', 'ELIGE UNA FECHA'],
    ['month 13', '2026-13-01', 'CHOOSE A DATE', 'ELIGE UNA FECHA'],
    ['a day its month does not have', '2026-02-30', 'CHOOSE A DATE', 'ELIGE UNA FECHA'],
  ])('%s: %j → %j, %j', (_, date, english, spanish) => {
    expect(dateButtonText(date, en, 'en-US')).toBe(english);
    expect(dateButtonText(date, es, 'es-US')).toBe(spanish);
  });

  it('names every month as en-US did before the catalogs, in the button’s capitals', () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      dateButtonText(`2026-${String(month + 1).padStart(2, '0')}-15`, en, 'en-US'),
    );
    expect(months).toEqual(
      ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'].map(
        (month) => `${month} 15, 2026`,
      ),
    );
  });
});
