/**
 * The QA panel's record of `pc-analytics` events (docs/architecture.md "Analytics"), kept apart from
 * the panel: it records from the page's first script on, before any element loads, while the panel's
 * own code loads only when a tester opens it (docs/decisions/0058). Kept for the tab's session, so an
 * event fired just before a full page load (Quiz Abandoned) stays listed.
 */

export interface LoggedEvent {
  readonly name: string;
  readonly at: string;
  readonly properties: string;
}

export const MAX_EVENTS = 100;

const STORAGE_KEY = 'pc-qa-analytics';

const readStored = (): LoggedEvent[] => {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as LoggedEvent[]).slice(0, MAX_EVENTS) : [];
  } catch {
    return [];
  }
};

const writeStored = (events: readonly LoggedEvent[]): void => {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(events.slice(0, MAX_EVENTS)));
  } catch {
    // Storage full or blocked: the list still shows this page's events.
  }
};

let events: LoggedEvent[] = [];
let recording = false;
const listeners = new Set<(logged: LoggedEvent) => void>();

/** The logged events, newest first. */
export const loggedEvents = (): readonly LoggedEvent[] => events;

/** Calls `listener` with each event logged from now on. */
export const onLogged = (listener: (logged: LoggedEvent) => void): void => {
  listeners.add(listener);
};

export const clearLog = (): void => {
  events = [];
  writeStored(events);
};

/**
 * Starts recording, from what this tab's earlier pages logged: every `pc-analytics` event
 * (`detail: {event, properties}`) as it fires. Once per page (a second call only reads the stored log).
 */
export const recordAnalytics = (): void => {
  events = readStored();
  if (recording) return;
  recording = true;
  window.addEventListener('pc-analytics', (event) => {
    const detail = (event as CustomEvent<{ event?: unknown; properties?: unknown }>).detail ?? {};
    const logged: LoggedEvent = {
      name: typeof detail.event === 'string' ? detail.event : '(unnamed event)',
      at: new Date().toISOString(),
      properties:
        detail.properties && typeof detail.properties === 'object' ? JSON.stringify(detail.properties) : '{}',
    };
    events = [logged, ...events].slice(0, MAX_EVENTS);
    writeStored(events);
    for (const listener of listeners) listener(logged);
  });
};
