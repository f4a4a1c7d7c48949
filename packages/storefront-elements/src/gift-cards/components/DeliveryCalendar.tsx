// Loaded only when the shopper opens the calendar (a dynamic import in DeliveryDate.tsx): react-day-picker
// and date-fns stay out of pc-gift-cards.js (scripts/build-budgets.ts, docs/decisions/0030).
import { TZDate } from '@date-fns/tz';
import { SHOP_TIME_ZONE } from '@pc/shared/constants';
import { DayPicker } from 'react-day-picker';

export interface DeliveryCalendarProps {
  /** YYYY-MM-DD or '' */
  selected: string;
  /** spec §5: the shop's today, YYYY-MM-DD; days before it are disabled. */
  today: string;
  onSelect(date: string): void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A YYYY-MM-DD day as the calendar's date, in the shop's time zone. */
const toDate = (day: string): TZDate => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, 12, SHOP_TIME_ZONE);
};

/** The calendar's date (a TZDate in the shop's zone) as YYYY-MM-DD. */
const toDay = (date: Date): string => {
  const shop = new TZDate(date.getTime(), SHOP_TIME_ZONE);
  return `${shop.getFullYear()}-${pad(shop.getMonth() + 1)}-${pad(shop.getDate())}`;
};

/**
 * spec §2 E-gift step 2: the delivery date calendar, its days in the shop's time zone (spec §9 "8 AM
 * Eastern"), past days disabled (spec §5). react-day-picker's grid: arrow keys move by day and week,
 * Page Up/Down by month; the selected day (or today) takes focus when it opens.
 */
export default function DeliveryCalendar({ selected, today, onSelect }: DeliveryCalendarProps) {
  const first = toDate(today);
  const chosen = selected ? toDate(selected) : undefined;
  return (
    <DayPicker
      mode="single"
      timeZone={SHOP_TIME_ZONE}
      selected={chosen}
      defaultMonth={chosen ?? first}
      startMonth={first}
      today={first}
      disabled={{ before: first }}
      autoFocus
      onSelect={(date) => {
        if (date) onSelect(toDay(date));
      }}
    />
  );
}
