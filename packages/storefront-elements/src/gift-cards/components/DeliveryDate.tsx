import { Dialog, useLazyChunk } from '@pc/shared';
import { useId, useState } from 'react';
import { calendarChunk, preloadCalendar } from '../behaviour/calendarChunk.ts';
import { dateButtonText } from '../model/deliveryDate.ts';

export interface DeliveryDateProps {
  /** YYYY-MM-DD or '' */
  date: string;
  /** the shop's today (YYYY-MM-DD), '' until known */
  today: string;
  /** spec §9: when the email goes out (model/sendTime.ts). */
  note: string;
  onChange(date: string): void;
}

/**
 * spec §2 "delivery date via a calendar (past days disabled; the button reads 'CHOOSE A DATE' until a
 * date is set)": the button opens a modal dialog holding the calendar; picking a day closes it and
 * focus returns to the button.
 */
export function DeliveryDate({ date, today, note, onChange }: DeliveryDateProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // spec §2 E-gift step 2: the calendar's chunk, never loaded with the page; it starts loading as the
  // shopper heads for the button (behaviour/calendarChunk.ts), so it is usually here when it opens.
  const Calendar = useLazyChunk(calendarChunk, open);
  return (
    <div className="date" part="delivery-date">
      <span id={`${id}-label`} className="field__label">
        Delivery date
      </span>
      <button
        id={`${id}-button`}
        type="button"
        className="button button--secondary date__button"
        aria-labelledby={`${id}-label ${id}-button`}
        aria-describedby={`${id}-note`}
        aria-haspopup="dialog"
        disabled={today === ''}
        onPointerEnter={preloadCalendar}
        onTouchStart={preloadCalendar}
        onFocus={preloadCalendar}
        onClick={() => setOpen(true)}
      >
        {dateButtonText(date)}
      </button>
      <p id={`${id}-note`} className="date__note">
        {note}
      </p>
      <Dialog
        open={open}
        title="Choose a delivery date"
        closeLabel="Close the calendar"
        dismissOnBackdrop
        onCancel={() => setOpen(false)}
        className="calendar"
      >
        {Calendar ? (
          <Calendar
            selected={date}
            today={today}
            onSelect={(day) => {
              onChange(day);
              setOpen(false);
            }}
          />
        ) : open ? (
          <p className="calendar__loading">Loading the calendar…</p>
        ) : null}
      </Dialog>
    </div>
  );
}
