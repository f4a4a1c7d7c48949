import { h } from '../dom.ts';
import { postJson, storeFetch } from '../storeFetch.ts';
import type { Announce } from './controls.ts';

// Issue 44 item 2, docs/decisions/0189: spec §8 from the panel. The next N answers of a spec §7 call
// (or every answer until cleared) become a failure, for this session only (`POST /__qa/faults`): a
// REST error with the message to show, 500, 503 with Retry-After, a timeout, a dropped connection,
// or a delay. Load-time calls fail on the next page load ('Reload page').

interface FaultCall {
  readonly name: string;
  readonly label: string;
}
interface HeldFault {
  readonly kind: string;
  readonly message?: string;
  readonly ms?: number;
  readonly left: number | null;
}
interface Faults {
  readonly calls: readonly FaultCall[];
  readonly faults: Readonly<Record<string, HeldFault>>;
}

export const FAULT_LABELS: Record<string, string> = {
  error: 'Error with a message (400)',
  '500': 'Server error (500)',
  '503': 'Busy (503, Retry-After)',
  timeout: 'Timeout (no answer in time)',
  drop: 'Dropped connection',
  delay: 'Delay, then the answer',
};

const isFaults = (value: unknown): value is Faults =>
  typeof value === 'object' && value !== null && Array.isArray((value as { calls?: unknown }).calls);

/** A held fault as the panel lists it. */
export const faultLine = (label: string, fault: HeldFault): string =>
  [
    `${label}: ${FAULT_LABELS[fault.kind] ?? fault.kind}`,
    fault.message ? `“${fault.message}”` : '',
    fault.ms !== undefined ? `${fault.ms} ms` : '',
    fault.left === null ? 'every answer' : `next ${fault.left}`,
  ]
    .filter(Boolean)
    .join(', ');

const field = (input: HTMLInputElement | HTMLSelectElement, label: string) =>
  h('div', {}, h('label', { for: input.id }, label), input);

export const faultSection = (
  announce: Announce,
  reload: () => void = () => window.location.reload(),
): HTMLElement => {
  const call = h('select', { id: 'qa-fault-call' });
  const kind = h(
    'select',
    { id: 'qa-fault-kind' },
    ...Object.entries(FAULT_LABELS).map(([value, label]) => h('option', { value }, label)),
  );
  const message = h('input', { id: 'qa-fault-message', type: 'text', maxlength: 300 });
  const ms = h('input', {
    id: 'qa-fault-ms',
    type: 'number',
    min: 0,
    max: 120000,
    step: 100,
    inputmode: 'numeric',
  });
  const times = h('input', {
    id: 'qa-fault-times',
    type: 'number',
    min: 1,
    max: 1000,
    value: 1,
    inputmode: 'numeric',
  });
  const always = h('input', { id: 'qa-fault-always', type: 'checkbox' });
  const set = h('button', { type: 'button' }, 'Set fault');
  const clear = h('button', { type: 'button' }, 'Clear faults');
  const again = h('button', { type: 'button' }, 'Reload page');
  const held = h('ul', { class: 'qa-held', 'aria-label': 'Faults held' });
  let labels = new Map<string, string>();
  const show = (answer: Faults) => {
    labels = new Map(answer.calls.map((c) => [c.name, c.label]));
    if (call.options.length === 0)
      call.replaceChildren(...answer.calls.map((c) => h('option', { value: c.name }, c.label)));
    held.replaceChildren(
      ...Object.entries(answer.faults).map(([name, fault]) =>
        h('li', {}, faultLine(labels.get(name) ?? name, fault)),
      ),
    );
  };
  const send = async (payload: unknown, done: string) => {
    try {
      const answer = await postJson('/__qa/faults', payload);
      if (isFaults(answer)) show(answer);
      announce(done);
    } catch (error) {
      announce(`/__qa/faults failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  void storeFetch('/__qa/faults')
    .then((answer) => (isFaults(answer) ? show(answer) : undefined))
    .catch((error: unknown) => announce(`/__qa/faults failed: ${String(error)}`));
  always.addEventListener('change', () => {
    times.disabled = always.checked;
  });
  set.addEventListener('click', () => {
    const fault = {
      kind: kind.value,
      ...(kind.value === 'error' && message.value.trim() ? { message: message.value.trim() } : {}),
      ...(ms.value !== '' && ['503', 'timeout', 'delay'].includes(kind.value)
        ? { ms: Number(ms.value) }
        : {}),
      times: always.checked ? null : Math.max(1, Number(times.value) || 1),
    };
    void send({ call: call.value, fault }, `Fault set on ${labels.get(call.value) ?? call.value}.`);
  });
  clear.addEventListener('click', () => void send({ fault: null }, 'Faults cleared.'));
  again.addEventListener('click', () => reload());
  return h(
    'section',
    { class: 'qa-section', 'aria-labelledby': 'qa-faults-title' },
    h('h3', { id: 'qa-faults-title' }, 'Faults'),
    h('p', { class: 'qa-detail' }, 'Makes a store call fail for this session only; Reset data clears them.'),
    field(call, 'Call'),
    field(kind, 'Failure'),
    field(message, 'Message shown (error)'),
    field(ms, 'Milliseconds (delay, timeout, 503)'),
    field(times, 'Next answers'),
    h('div', { class: 'qa-choice' }, always, h('label', { for: always.id }, 'Every answer until cleared')),
    h('div', { class: 'qa-buttons' }, set, clear, again),
    held,
  );
};
