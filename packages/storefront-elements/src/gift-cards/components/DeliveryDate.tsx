import { Dialog } from '@pc/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { dateButtonText } from '../model/deliveryDate.ts';

// spec §2 E-gift step 2: the calendar chunk loads on the first open, never with the page.
const DeliveryCalendar = lazy(() => import('./DeliveryCalendar.tsx'));

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
        {open ? (
          <Suspense fallback={<p className="calendar__loading">Loading the calendar…</p>}>
            <DeliveryCalendar
              selected={date}
              today={today}
              onSelect={(day) => {
                onChange(day);
                setOpen(false);
              }}
            />
          </Suspense>
        ) : null}
      </Dialog>
    </div>
  );
}
