import type { ComponentType } from 'react';
import type { DeliveryCalendarProps } from '../components/DeliveryCalendar.tsx';

// spec §2 E-gift step 2's calendar (react-day-picker with its date-fns parts, 16 KB brotli) is its own
// chunk, never loaded with the page (docs/decisions/0030). It starts loading as soon as the shopper
// heads for it (docs/decisions/0067): focus enters the e-gift form (step 1 comes first), or a pointer
// or finger reaches the date button; so it is there when the button is pressed.

type Calendar = ComponentType<DeliveryCalendarProps>;

let loading: Promise<Calendar> | undefined;
let loaded: Calendar | null = null;

/** Starts loading the calendar's chunk, once per page; a failed load is tried again on the next call. */
export function loadCalendar(): Promise<Calendar> {
  loading ??= import('../components/DeliveryCalendar.tsx').then(
    (module) => {
      loaded = module.default;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** For event handlers: starts the load, ignores its outcome (the dialog asks again when it opens). */
export const preloadCalendar = (): void => {
  loadCalendar().catch(() => {});
};

/** The calendar if its chunk has arrived, else null. */
export const loadedCalendar = (): Calendar | null => loaded;

/** Unit tests: a page that has not loaded the chunk yet. */
export const resetCalendarChunkForTests = (): void => {
  loading = undefined;
  loaded = null;
};
