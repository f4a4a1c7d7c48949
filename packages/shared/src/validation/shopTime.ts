import { EGIFT_SEND_HOUR_ET, GIFT_DELIVERY_MAX_YEARS_AHEAD, SHOP_TIME_ZONE } from '../constants.ts';

// spec §5 "Delivery date: cannot be in the past" and spec §9 "E-gift email is sent at 8 AM Eastern on
// the chosen date": both read the shop's clock (America/New_York), so the calendar in any browser and
// the store server on any host agree which days are past (docs/decisions/0030). DOM-free, for the
// element and the server alike, on the platform's own time zone data (Intl), so the gift card page's
// first view brings no time zone library (docs/decisions/0062).

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The shop's wall clock, field by field (h23: midnight is 0, never 24). Made on first use, never as
 * the module loads: a formatter with a time zone loads the platform's time zone data, about 18 ms in
 * Chromium here, which would delay the gift card page's first render; the page asks for the shop's
 * day only after it (docs/decisions/0024, 0139).
 */
let shopClock: Intl.DateTimeFormat | undefined;
const shopClockFormat = (): Intl.DateTimeFormat =>
  (shopClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }));

/** The shop's wall clock at `instant` (ms), read as if it were UTC: Date.UTC of its fields. */
const shopWallClock = (instant: number): number => {
  const field: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of shopClockFormat().formatToParts(instant)) field[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = field;
  return Date.UTC(year, month - 1, day, hour, minute, second);
};

/** The calendar day `now` falls on in the shop's time zone, as YYYY-MM-DD. */
export function shopToday(now: Date): string {
  const shop = new Date(shopWallClock(now.getTime()));
  return `${shop.getUTCFullYear()}-${pad(shop.getUTCMonth() + 1)}-${pad(shop.getUTCDate())}`;
}

/** spec §9: the instant an e-gift dated `date` (YYYY-MM-DD, a real day) is sent: 8 AM Eastern that day. */
export function eGiftSendInstant(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, EGIFT_SEND_HOUR_ET);
  // The shop's offset from UTC at a first guess, then at the instant it gives: 8 AM is never in the
  // hour a daylight saving change skips or repeats (02:00), so the second reading is the day's.
  const guess = wall - (shopWallClock(wall) - wall);
  return new Date(wall - (shopWallClock(guess) - guess));
}

/**
 * The last day a delivery date may name (docs/decisions/0044): the same calendar day
 * GIFT_DELIVERY_MAX_YEARS_AHEAD years after the shop's `today` (YYYY-MM-DD); 29 February becomes
 * 28 February. The store refuses later days and the calendar does not offer them.
 */
export function latestDeliveryDay(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const target = year + GIFT_DELIVERY_MAX_YEARS_AHEAD;
  const lastOfMonth = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${target}-${pad(month)}-${pad(Math.min(day, lastOfMonth))}`;
}
