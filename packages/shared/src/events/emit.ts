/** An event whose default action runs when no listener called `preventDefault()` (like a link's click). */
export interface EventWithDefaultAction extends Event {
  defaultAction(): void;
}

const hasDefaultAction = (event: Event): event is EventWithDefaultAction =>
  typeof (event as Partial<EventWithDefaultAction>).defaultAction === 'function';

/**
 * The one way an element tells the outside world something (design.md "Events"): dispatch a typed
 * `pc-` event on the host element (or `window`), then run its default action unless it was prevented.
 * r2wc's own `events` option is not used: it lowercases names and does not bubble.
 * Returns false when a listener prevented the default.
 */
export function emit(target: EventTarget, event: Event): boolean {
  const notPrevented = target.dispatchEvent(event);
  if (notPrevented && hasDefaultAction(event)) event.defaultAction();
  return notPrevented;
}
