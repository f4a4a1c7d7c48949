import { DismissibleDialog, elementLocale, HostContext, useLazyChunk, useMessages } from '@pc/shared';
import {
  startTransition,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { calendarChunkIn, preloadCalendar } from '../behaviour/calendarChunk.ts';
import { giftCardsMessages } from '../messages/index.ts';
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
  const m = useMessages(giftCardsMessages);
  const locale = elementLocale(useContext(HostContext));
  const [open, setOpen] = useState(false);
  const [headedFor, setHeadedFor] = useState(false);
  /** The calendar's generation: a new one after each close, at the chosen day's month. */
  const [generation, setGeneration] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  // spec §2 E-gift step 2: the calendar's chunk, never loaded with the page; it starts loading as the
  // shopper heads for the button (behaviour/calendarChunk.ts), so it is usually here when it opens.
  // Then it is drawn in the closed dialog, out of sight and in a transition a press interrupts
  // (docs/decisions/0205), and the press only opens the dialog: at a phone's speed, drawing the month
  // took most of the 100 ms an interaction has. Its props change only in transitions (the chosen day
  // deferred, a new generation after each close), so opening and closing draw nothing of it. In es-US
  // it is the Spanish calendar's chunk (behaviour/calendarChunk.ts).
  const Calendar = useLazyChunk(calendarChunkIn(locale), open || headedFor);
  const shownDate = useDeferredValue(date);
  const headFor = () => {
    preloadCalendar(locale);
    startTransition(() => setHeadedFor(true));
  };
  const close = useCallback(() => {
    setOpen(false);
    startTransition(() => setGeneration((count) => count + 1));
  }, []);
  const pick = useCallback(
    (day: string) => {
      latestOnChange.current(day);
      close();
    },
    [close],
  );
  // The calendar drawn before the press: the day it focuses as it mounts (the chosen day, or today)
  // takes focus as the dialog opens (after the Dialog's showModal, a child's effect, ran).
  useEffect(() => {
    if (open) box.current?.querySelector<HTMLElement>('dialog .rdp-day_button[tabindex="0"]')?.focus();
  }, [open]);
  return (
    <div className="date" part="delivery-date" ref={box}>
      <span id={`${id}-label`} className="field__label">
        {m.deliveryDate}
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
        onClick={() => setOpen(true)}
      >
        {dateButtonText(date, m, locale)}
      </button>
      <p id={`${id}-note`} className="date__note">
        {note}
      </p>
      <DismissibleDialog
        open={open}
        title={m.calendarTitle}
        closeLabel={m.calendarClose}
        dismissOnBackdrop
        onCancel={close}
        className="calendar"
      >
        {Calendar ? (
          <Calendar key={generation} selected={shownDate} today={today} onSelect={pick} />
        ) : open ? (
          <p className="calendar__loading">{m.calendarLoading}</p>
        ) : null}
      </DismissibleDialog>
    </div>
  );
}
