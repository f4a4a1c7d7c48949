import type { Locale } from '@pc/shared';
import { SHOP_TIME_ZONE } from '@pc/shared/constants';
import { eGiftSendInstant } from '@pc/shared/shop-time';
import type { GiftCardsMessages } from '../messages/index.ts';
import type { LaterMessages } from '../messages/later/index.ts';

// spec §9 "E-gift email is sent at 8 AM Eastern on the chosen date": the same instant in the shopper's
// own time zone, so a shopper in London or Tokyo knows when the email arrives. The instant moves with
// both DST changes (New York's and the shopper's), so it is computed per date, never as a fixed offset.

/** Intl writes a narrow no-break space before AM/PM; shoppers and tests read a plain space. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/**
 * The spec §9 send instant of `date` (YYYY-MM-DD) as the shopper's clock reads it, in the page's locale
 * ('Tue, Mar 10, 1:00 PM'; es-US 'mar, 10 de mar, 1:00 p.m.'), or null when the shopper's zone reads it
 * as New York does (nothing to add to '8 AM Eastern') or the zone is not one the browser knows.
 */
export function localSendTime(date: string, shopperZone: string, locale: Locale = 'en-US'): string | null {
  const instant = eGiftSendInstant(date);
  const format = (timeZone: string) =>
    plainSpaces(
      new Intl.DateTimeFormat(locale, {
        timeZone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(instant),
    );
  try {
    const local = format(shopperZone);
    return local === format(SHOP_TIME_ZONE) ? null : local;
  } catch {
    return null; // RangeError: a zone this browser does not know
  }
}

/**
 * The sentence under the date (spec §9): when the email goes out, in Eastern time and, once the page
 * knows the shopper's zone (after hydration, docs/decisions/0024), in theirs. Before a date is chosen
 * it says the rule (spec §4 asks for a date before checkout: docs/decisions/0031). Today's date says
 * what the store does once 8 AM has passed: it sends at once (giftCards/eGiftDueAt.ts; decision 0163).
 */
export function sendTimeNote(
  date: string,
  shopperZone: string | null,
  today: string,
  m: Pick<GiftCardsMessages, 'sendRule'> & LaterMessages,
  locale: Locale = 'en-US',
): string {
  if (date === '') return m.sendRule;
  const local = shopperZone ? localSendTime(date, shopperZone, locale) : null;
  if (date === today) return local ? m.sendTodayLocal({ local }) : m.sendToday;
  return local ? m.sendOnDateLocal({ local }) : m.sendOnDate;
}

/**
 * The shopper's IANA time zone, or null when the browser names none. Read in the page's later code
 * (behaviour/later.ts), which loads only after hydration, so a first render never depends on it
 * (docs/decisions/0024).
 */
export const shopperZone = (): string | null => Intl.DateTimeFormat().resolvedOptions().timeZone || null;
