import { watchEarlyEntries } from './earlyEntries.ts';
import { replayEarlyPresses } from './earlyPresses.ts';
import { keepHeldEventTargets } from './heldEvents.ts';

/**
 * What a server render needs from the moment React listens on it until hydration has committed:
 * entries made meanwhile are replayed (earlyEntries.ts, docs/decisions/0078), and the events React
 * holds keep their targets (heldEvents.ts, docs/decisions/0093). Returns what ends both at the commit,
 * and then replays the presses made before the script ran (earlyPresses.ts, docs/decisions/0126).
 *
 * A chunk of its own, loaded only for a shadow root that holds a server render (hydratingRenderer.ts,
 * docs/decisions/0211): a page without one (a CMS page, a static site) never fetches it; the store's
 * pages name it in their head with the element's script.
 */
export const whileHydrating = (shadow: ShadowRoot, wrapper: HTMLElement): (() => void) => {
  const ends = [keepHeldEventTargets(shadow), watchEarlyEntries(wrapper)];
  return () => {
    for (const end of ends) end();
    // Once React has rendered what the entries changed: a press's handler reads that state (the
    // results' Buy once, then ADD TO CART).
    queueMicrotask(() => replayEarlyPresses(shadow.host));
  };
};

export type WhileHydrating = typeof whileHydrating;
