/**
 * The events React DOM holds while a root or a boundary is still dehydrated, to dispatch them again
 * once it has hydrated (its `queueIfContinuousEvent`): the pointer, the mouse, a drag or the focus
 * entering a part of the view, and a pointer capture.
 */
const HELD_EVENTS = ['pointerover', 'mouseover', 'focusin', 'dragenter', 'gotpointercapture'] as const;

/**
 * Keeps, on each event React may hold, the target it had inside `shadow`, for after the dispatch.
 *
 * React replays a held event on `event.target` once hydration has committed, after the dispatch is
 * over. For an event dispatched in a shadow tree the DOM (spec "dispatch", clearTargets) has by then
 * set `target` to null when the event never left the shadow tree (the pointer moving from one part of
 * the view to another, the focus moving between two fields), or to the host when it did: React's
 * replay then threw (`Cannot read properties of null (reading 'dispatchEvent')`, Firefox's
 * `n.target is null`) or went to the host, past the view (docs/decisions/0093). While the event is
 * dispatched its target stays the browser's; once dispatched it reads the node inside the shadow root.
 * Listens until the returned function is called (hydration has committed).
 */
export const keepHeldEventTargets = (shadow: ShadowRoot): (() => void) => {
  const ownTarget = Object.getOwnPropertyDescriptor(Event.prototype, 'target')?.get;
  const keep = (event: Event) => {
    // In the shadow root's own listener the target is the node inside it.
    const inside = event.target;
    Object.defineProperty(event, 'target', {
      configurable: true,
      get(this: Event) {
        return this.eventPhase === Event.NONE ? inside : ownTarget?.call(this);
      },
    });
  };
  for (const type of HELD_EVENTS) shadow.addEventListener(type, keep, true);
  return () => {
    for (const type of HELD_EVENTS) shadow.removeEventListener(type, keep, true);
  };
};
