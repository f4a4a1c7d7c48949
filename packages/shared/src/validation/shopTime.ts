import { TZDate } from '@date-fns/tz';
import { EGIFT_SEND_HOUR_ET, GIFT_DELIVERY_MAX_YEARS_AHEAD, SHOP_TIME_ZONE } from '../constants.ts';

// spec §5 "Delivery date: cannot be in the past" and spec §9 "E-gift email is sent at 8 AM Eastern on
// the chosen date": both read the shop's clock (America/New_York), so the calendar in any browser and
// the store server on any host agree which days are past (docs/decisions/0030). DOM-free, for the
// element and the server alike. Kept out of the shared chunk (vite.config.ts SHARED_MODULE): only the
// gift card page loads @date-fns/tz.

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day `now` falls on in the shop's time zone, as YYYY-MM-DD. */
export function shopToday(now: Date): string {
  const shop = new TZDate(now.getTime(), SHOP_TIME_ZONE);
  return `${shop.getFullYear()}-${pad(shop.getMonth() + 1)}-${pad(shop.getDate())}`;
}

/** spec §9: the instant an e-gift dated `date` (YYYY-MM-DD, a real day) is sent: 8 AM Eastern that day. */
export function eGiftSendInstant(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, EGIFT_SEND_HOUR_ET, 0, 0, SHOP_TIME_ZONE).getTime());
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
