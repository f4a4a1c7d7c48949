import { type Locale, lazyChunk } from '@pc/shared';

// spec §2 E-gift step 2's calendar (react-day-picker with its date-fns parts, 16 KB brotli) is its own
// chunk, never loaded with the page (docs/decisions/0030). It starts loading as soon as the shopper
// heads for it (docs/decisions/0067): focus enters the e-gift form (step 1 comes first), or a pointer
// or finger reaches the date button; so it is there when the button is pressed.
export const calendarChunk = lazyChunk(() =>
  import('../components/DeliveryCalendar.tsx').then((module) => module.default),
);

/**
 * In es-US (docs/decisions/0210): the same calendar in Spanish, its month and weekday names and its
 * labels react-day-picker's `es` (date-fns's), a chunk of its own that only a page in es-US fetches.
 */
export const spanishCalendarChunk = lazyChunk(() =>
  import('../components/DeliveryCalendar.tsx').then((module) => module.inSpanish()),
);

/** The calendar's chunk in the page's locale: en-US's loads nothing more than it did. */
export const calendarChunkIn = (locale: Locale) =>
  locale === 'es-US' ? spanishCalendarChunk : calendarChunk;

export const preloadCalendar = (locale: Locale) => calendarChunkIn(locale).preload();
