/** spec §2: the date button's words until a date is set. */
export const CHOOSE_A_DATE = 'CHOOSE A DATE';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * The date button's text: 'CHOOSE A DATE' until a date is set (spec §2), then the day in the button's
 * capitals ('MAR 12, 2026'). Read from YYYY-MM-DD alone, so it is the same in every time zone.
 */
export function dateButtonText(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return CHOOSE_A_DATE;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
