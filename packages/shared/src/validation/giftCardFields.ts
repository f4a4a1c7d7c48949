import { GIFT_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants.ts';
import { truncate } from './truncate.ts';

// spec §5: "a standard email pattern (local part, @, domain with a suffix of two or more letters, or an
// IP literal)". Local part: dot-separated atoms or a quoted string; IP literal octets 0-255.
const LOCAL_PART = String.raw`(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|"[^"\r\n]+")`;
const OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;
const IP_LITERAL = String.raw`\[${OCTET}(?:\.${OCTET}){3}\]`;
const DOMAIN = String.raw`(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,}`;
const EMAIL = new RegExp(`^${LOCAL_PART}@(?:${IP_LITERAL}|${DOMAIN})$`);
const EMAIL_MAX_LENGTH = 254;

/** spec §5 recipient email. Surrounding spaces are ignored ("Text inputs are trimmed"). */
export function isGiftEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

/** spec §5 recipient and sender names: trimmed, at most 25 characters (required: check for ''). */
export function cleanName(value: string): string {
  return truncate(value.trim(), NAME_MAX_LENGTH).trimEnd();
}

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
