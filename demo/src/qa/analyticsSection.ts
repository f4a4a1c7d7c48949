import { h } from '../dom.ts';
import { clearLog, type LoggedEvent, loggedEvents, MAX_EVENTS, onLogged } from './analyticsLog.ts';

const time = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

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
 * first (docs/architecture.md "Analytics"), kept across page loads within the tab. The page records
 * them from its first script on (analyticsLog.ts), so the panel, built when opened, misses none.
 */
export const analyticsSection = (): HTMLElement => {
  const events = loggedEvents();
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

  onLogged((logged) => {
    empty.hidden = true;
    list.prepend(eventItem(logged));
    for (const old of list.querySelectorAll(`li:nth-child(n+${MAX_EVENTS + 1})`)) old.remove();
  });
  clear.addEventListener('click', () => {
    clearLog();
    list.replaceChildren();
    empty.hidden = false;
  });
  return section;
};
