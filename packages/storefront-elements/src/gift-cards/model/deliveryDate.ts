import type { Locale } from '@pc/shared';
import type { GiftCardsMessages } from '../messages/index.ts';

/**
 * The date button's text: 'CHOOSE A DATE' until a date is set (spec §2), then the day in the button's
 * capitals, in the page's locale ('MAR 12, 2026'; es-US '12 MAR 2026'). Read from YYYY-MM-DD alone (the
 * day's noon in UTC, formatted in UTC), so it is the same in every time zone.
 */
export function dateButtonText(date: string, m: GiftCardsMessages, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  // Only a real day: not month 13, nor 31 February rolled over into March.
  if (!match || noon.getUTCMonth() !== month - 1 || noon.getUTCDate() !== day) return m.chooseDate;
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
    .format(noon)
    .toLocaleUpperCase(locale);
}
