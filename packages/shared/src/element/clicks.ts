// Which clicks on a link a page may route itself. Pure, no React: the demo's links use it too.

/** The fields of a click that say whether it is a plain one (DOM and React events alike). */
export interface ClickModifiers {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented?: boolean;
}

/**
 * A click the browser must handle itself: another button, a modifier (new tab, new window, download),
 * or one somebody already handled. Such a click on a link is never routed in page.
 */
export const isModifiedClick = (event: ClickModifiers): boolean =>
  Boolean(event.defaultPrevented) ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey;
