import { h } from '../dom.ts';

const MAX_EVENTS = 100;

const time = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/**
 * 'Analytics events': every `pc-analytics` event (`detail: {event, properties}`) as it fires, newest
 * first (docs/architecture.md "Analytics"). Listening starts when the panel is built, before any
 * element loads, so no event is missed.
 */
export const analyticsSection = (): HTMLElement => {
  const list = h('ol', { reversed: true });
  const empty = h('p', { class: 'qa-detail' }, 'No events yet.');
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
    const name = typeof detail.event === 'string' ? detail.event : '(unnamed event)';
    const properties =
      detail.properties && typeof detail.properties === 'object' ? JSON.stringify(detail.properties) : '{}';
    empty.hidden = true;
    list.prepend(
      h(
        'li',
        {},
        h('span', { class: 'qa-event-name' }, name),
        ' ',
        h('time', { class: 'qa-detail', datetime: new Date().toISOString() }, time.format(new Date())),
        h('code', { class: 'qa-event-properties' }, properties),
      ),
    );
    for (const old of list.querySelectorAll(`li:nth-child(n+${MAX_EVENTS + 1})`)) old.remove();
  });
  clear.addEventListener('click', () => {
    list.replaceChildren();
    empty.hidden = false;
  });
  return section;
};
