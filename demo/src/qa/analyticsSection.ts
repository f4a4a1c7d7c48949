import { h } from '../dom.ts';

const MAX_EVENTS = 100;

const time = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

interface LoggedEvent {
  readonly name: string;
  readonly at: string;
  readonly properties: string;
}

/** Kept for the tab's session, so an event fired just before a full page load (Quiz Abandoned) stays listed. */
const STORAGE_KEY = 'pc-qa-analytics';

const readLog = (): LoggedEvent[] => {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as LoggedEvent[]).slice(0, MAX_EVENTS) : [];
  } catch {
    return [];
  }
};

const writeLog = (events: readonly LoggedEvent[]): void => {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(events.slice(0, MAX_EVENTS)));
  } catch {
    // Storage full or blocked: the list still shows this page's events.
  }
};

const eventItem = ({ name, at, properties }: LoggedEvent): HTMLElement =>
  h(
    'li',
    {},
    h('span', { class: 'qa-event-name' }, name),
    ' ',
    h('time', { class: 'qa-detail', datetime: at }, time.format(new Date(at))),
    h('code', { class: 'qa-event-properties' }, properties),
  );

/**
 * 'Analytics events': every `pc-analytics` event (`detail: {event, properties}`) as it fires, newest
 * first (docs/architecture.md "Analytics"), kept across page loads within the tab. Listening starts
 * when the panel is built, before any element loads, so no event is missed.
 */
export const analyticsSection = (): HTMLElement => {
  let events = readLog();
  const list = h('ol', { reversed: true }, ...events.map(eventItem));
  const empty = h('p', { class: 'qa-detail' }, 'No events yet.');
  empty.hidden = events.length > 0;
  const clear = h('button', { type: 'button' }, 'Clear');
  const section = h(
    'section',
    { class: 'qa-section', 'aria-labelledby': 'qa-analytics-title' },
    h(
      'div',
      { class: 'qa-section-header' },
      h('h3', { id: 'qa-analytics-title' }, 'Analytics events'),
      clear,
    ),
    empty,
    h('div', { class: 'qa-log', role: 'log', 'aria-labelledby': 'qa-analytics-title', tabindex: '0' }, list),
  );

  window.addEventListener('pc-analytics', (event) => {
    const detail = (event as CustomEvent<{ event?: unknown; properties?: unknown }>).detail ?? {};
    const logged: LoggedEvent = {
      name: typeof detail.event === 'string' ? detail.event : '(unnamed event)',
      at: new Date().toISOString(),
      properties:
        detail.properties && typeof detail.properties === 'object' ? JSON.stringify(detail.properties) : '{}',
    };
    events = [logged, ...events].slice(0, MAX_EVENTS);
    writeLog(events);
    empty.hidden = true;
    list.prepend(eventItem(logged));
    for (const old of list.querySelectorAll(`li:nth-child(n+${MAX_EVENTS + 1})`)) old.remove();
  });
  clear.addEventListener('click', () => {
    events = [];
    writeLog(events);
    list.replaceChildren();
    empty.hidden = false;
  });
  return section;
};
