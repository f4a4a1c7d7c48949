import { HostContext } from '@pc/shared';
import { useContext, useLayoutEffect } from 'react';
import calendarCss from '../components/deliveryCalendar.css?inline';

// react-day-picker's grid rules travel with the calendar's chunk, not with the page's first view
// (docs/decisions/0067): adopted into the element's shadow root, as defineElement adopts the element's
// own sheet (a constructable sheet, no <style>, so a strict CSP allows it), before the calendar paints.

let sheet: CSSStyleSheet | undefined;

/** Adds the calendar's sheet to the host element's shadow root, once per shadow root. */
export function useCalendarSheet(): void {
  const host = useContext(HostContext);
  useLayoutEffect(() => {
    const root = host?.shadowRoot;
    if (!root) return;
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(calendarCss);
    }
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [host]);
}
