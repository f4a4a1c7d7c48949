import { Dialog, useLazyChunk } from '@pc/shared';
import { startTransition, useId, useState } from 'react';
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
  /** Each opening's calendar is a new one: at the chosen day's month, that day (or today) focused. */
  const [openings, setOpenings] = useState(0);
  const [headedFor, setHeadedFor] = useState(false);
  // spec §2 E-gift step 2: the calendar's chunk, never loaded with the page; it starts loading as the
  // shopper heads for the button (behaviour/calendarChunk.ts), so it is usually here when it opens.
  // Then it is drawn once in the closed dialog, out of sight and in a transition a press interrupts
  // (docs/decisions/0205): its code has run and its sheet is adopted before the press, whose render
  // only draws it again, at a phone's speed within the 100 ms an interaction has.
  const Calendar = useLazyChunk(calendarChunk, open || headedFor);
  const headFor = () => {
    preloadCalendar();
    startTransition(() => setHeadedFor(true));
  };
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
        onPointerEnter={headFor}
        onTouchStart={headFor}
        onFocus={headFor}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
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
            key={openings}
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
