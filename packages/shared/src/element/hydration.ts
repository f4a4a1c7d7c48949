import { watchEarlyEntries } from './earlyEntries.ts';
import { recordEarlyPresses, replayEarlyPresses } from './earlyPresses.ts';
import { keepHeldEventTargets } from './heldEvents.ts';

/**
 * What a server render needs from the moment React listens on it until hydration has committed:
 * entries made meanwhile are replayed (earlyEntries.ts, docs/decisions/0078), the events React holds
 * keep their targets (heldEvents.ts, docs/decisions/0093), and presses are recorded (earlyPresses.ts,
 * docs/decisions/0226). Returns what ends the three at the commit, and then replays the presses made
 * before the script ran and meanwhile (docs/decisions/0126).
 *
 * A chunk of its own, loaded only for a shadow root that holds a server render (hydratingRenderer.ts,
 * docs/decisions/0211): a page without one (a CMS page, a static site) never fetches it; the store's
 * pages name it in their head with the element's script.
 */
export const whileHydrating = (shadow: ShadowRoot, wrapper: HTMLElement): (() => void) => {
  // Presses meanwhile are recorded and replayed with those before the script, on any page, one with
  // no record of its own too (a CMS page, WordPress): React drops a press on a root whose hydration
  // waits (docs/decisions/0226).
  const ends = [keepHeldEventTargets(shadow), watchEarlyEntries(wrapper), recordEarlyPresses(shadow)];
  return () => {
    for (const end of ends) end();
    // Once React has rendered what the entries changed: a press's handler reads that state (the
    // results' Buy once, then ADD TO CART).
    queueMicrotask(() => replayEarlyPresses(shadow.host));
  };
};

export type WhileHydrating = typeof whileHydrating;
