// Loaded when the shopper heads for the calendar (behaviour/calendarChunk.ts), never with the page: react-day-picker
// and date-fns stay out of pc-gift-cards.js (scripts/build-budgets.ts, docs/decisions/0030).
import { latestDeliveryDay } from '@pc/shared/shop-time';
import { format } from 'date-fns';
import { memo } from 'react';
import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import { useCalendarSheet } from '../behaviour/calendarSheet.ts';

export interface DeliveryCalendarProps {
  /** YYYY-MM-DD or '' */
  selected: string;
  /** spec §5: the shop's today, YYYY-MM-DD; days before it (and over a year after it) are disabled. */
  today: string;
  onSelect(date: string): void;
}

interface CalendarInLocaleProps extends DeliveryCalendarProps {
  /** react-day-picker's locale (es-US: its `es`); none: its own, en-US */
  locale?: DayPickerLocale;
}

/**
 * A YYYY-MM-DD day as the calendar's date: noon of that day on the browser's clock. The grid is days,
 * not instants: each day it shows is a day of the shop's calendar by its name (the shop's today and
 * the last day come as YYYY-MM-DD, spec §9 "8 AM Eastern" is the store's), and a picked day is read
 * back by its name (date-fns's `format`, already the picker's). Noon keeps a day whole where a zone changes its clocks at
 * midnight. No time zone in the picker: @date-fns/tz's dates cost a time zone lookup per day drawn,
 * most of opening the calendar at a phone's speed (docs/decisions/0200).
 */
const toDate = (day: string): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12);
};

/**
 * spec §2 E-gift step 2: the delivery date calendar, the shop's days (spec §9 "8 AM Eastern"), past
 * days disabled (spec §5), and days over a year ahead (decision 0044). react-day-picker's grid: arrow
 * keys move by day and week, Page Up/Down by month; the selected day (or today) takes focus when it opens.
 * Its weeks start on Sunday, as a US calendar's do in either language (date-fns's `es` starts on Monday).
 */
function DeliveryCalendar({ selected, today, onSelect, locale }: CalendarInLocaleProps) {
  useCalendarSheet();
  const first = toDate(today);
  // docs/decisions/0044: at most a year ahead, as the store takes it.
  const last = toDate(latestDeliveryDay(today));
  const chosen = selected ? toDate(selected) : undefined;
  return (
    <DayPicker
      mode="single"
      locale={locale}
      weekStartsOn={0}
      selected={chosen}
      defaultMonth={chosen ?? first}
      startMonth={first}
      endMonth={last}
      today={first}
      disabled={[{ before: first }, { after: last }]}
      autoFocus
      onSelect={(date) => {
        if (date) onSelect(format(date, 'yyyy-MM-dd'));
      }}
    />
  );
}

/** Drawn again only when its props change: opening its dialog draws nothing new (docs/decisions/0205). */
export default memo(DeliveryCalendar);

/**
 * es-US (docs/decisions/0210): the calendar with react-day-picker's Spanish (date-fns's `es` with the
 * grid's labels), fetched here, so only a page in es-US loads it (behaviour/calendarChunk.ts).
 */
export const inSpanish = () =>
  import('react-day-picker/locale/es').then(({ es }) =>
    memo((props: DeliveryCalendarProps) => <DeliveryCalendar {...props} locale={es} />),
  );
