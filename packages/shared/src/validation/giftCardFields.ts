import { GIFT_MESSAGE_MAX_LENGTH } from '../constants.ts';
import { truncate } from './truncate.ts';

/** spec §5 gift message: optional, trimmed, at most 140 characters. */
export function cleanGiftMessage(value: string): string {
  return truncate(value.trim(), GIFT_MESSAGE_MAX_LENGTH).trimEnd();
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date's calendar day in the shopper's time zone, as YYYY-MM-DD. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * spec §5 delivery date: YYYY-MM-DD, a real calendar day, not in the past. `today` is the shopper's
 * day (a Date, read in local time, or YYYY-MM-DD); today itself is allowed.
 */
export function isDeliveryDate(date: string, today: Date | string): boolean {
  const match = ISO_DATE.exec(date);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  const real =
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
  const todayIso = typeof today === 'string' ? today : localIsoDate(today);
  return real && date >= todayIso;
}
