// Loaded when the shopper heads for the calendar (behaviour/calendarChunk.ts), never with the page: react-day-picker
// and date-fns stay out of pc-gift-cards.js (scripts/build-budgets.ts, docs/decisions/0030).
import { TZDate } from '@date-fns/tz';
import { SHOP_TIME_ZONE } from '@pc/shared/constants';
import { latestDeliveryDay, shopToday } from '@pc/shared/shop-time';
import { DayPicker } from 'react-day-picker';
import { useCalendarSheet } from '../behaviour/calendarSheet.ts';

export interface DeliveryCalendarProps {
  /** YYYY-MM-DD or '' */
  selected: string;
  /** spec §5: the shop's today, YYYY-MM-DD; days before it (and over a year after it) are disabled. */
  today: string;
  onSelect(date: string): void;
}

/** A YYYY-MM-DD day as the calendar's date, in the shop's time zone. */
const toDate = (day: string): TZDate => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, 12, SHOP_TIME_ZONE);
};

/**
 * spec §2 E-gift step 2: the delivery date calendar, its days in the shop's time zone (spec §9 "8 AM
 * Eastern"), past days disabled (spec §5), and days over a year ahead (decision 0044). react-day-picker's grid: arrow keys move by day and week,
 * Page Up/Down by month; the selected day (or today) takes focus when it opens.
 */
export default function DeliveryCalendar({ selected, today, onSelect }: DeliveryCalendarProps) {
  useCalendarSheet();
  const first = toDate(today);
  // docs/decisions/0044: at most a year ahead, as the store takes it.
  const last = toDate(latestDeliveryDay(today));
  const chosen = selected ? toDate(selected) : undefined;
  return (
    <DayPicker
      mode="single"
      timeZone={SHOP_TIME_ZONE}
      selected={chosen}
      defaultMonth={chosen ?? first}
      startMonth={first}
      endMonth={last}
      today={first}
      disabled={[{ before: first }, { after: last }]}
      autoFocus
      onSelect={(date) => {
        // The day the picked date falls on in the shop's zone, as the store reads it.
        if (date) onSelect(shopToday(date));
      }}
    />
  );
}
