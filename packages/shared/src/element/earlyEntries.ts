import { choiceOf, pressWaits, replayChoice } from './earlyPresses.ts';

/** A field of a server-rendered form that holds what the shopper typed or chose. */
type Entry = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs whose state is not a value: a checked box (a choice, below), a file, a button. */
const NOT_A_VALUE = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image', 'hidden']);

const entryOf = (target: EventTarget | null): Entry | null =>
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !NOT_A_VALUE.has(target.type))
    ? target
    : null;

/** What the server rendered into the field: the selected option's value, or the value attribute. */
const renderedValue = (entry: Entry): string | undefined =>
  entry instanceof HTMLSelectElement
    ? ([...entry.options].find((option) => option.defaultSelected) ?? entry.options[0])?.value
    : entry.defaultValue;

/**
 * Gives the field `value` as the shopper would, so the view's state takes it: React fires onChange
 * when the field's value differs from the one its tracker on the node last saw. Hydration may have
 * left the tracker holding the typed value already (the field showed it), so the field is first set
 * to another value through its own property (which the tracker sees), then to `value` through the
 * element's setter (which it does not), then the event React listens for is sent: `change` for a
 * select, `input` for text.
 */
const replayEntry = (entry: Entry, value: string) => {
  entry.value = value === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(entry) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(entry, value);
  entry.dispatchEvent(new Event(entry instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};

/**
 * A shopper may type into a server-rendered field, or choose in a `<select>`, before the script has
 * hydrated it: on a phone the first view comes seconds before the script. React puts a controlled
 * field back to the value it rendered as it hydrates, silently dropping what was typed (an email
 * typed into the results' save banner went out empty). This records such entries (the value at
 * mount if it differs from the rendered one, and every input or change until hydration commits) and
 * replays them afterwards as the shopper's own input, so the element's state gets them. So too a
 * radio button or checkbox pressed before React listened (docs/decisions/0126): it is pressed again
 * for React once hydration has committed.
 */
export const watchEarlyEntries = (wrapper: HTMLElement): (() => void) => {
  const entries = new Map<Entry, string>();
  // Boxes pressed before React listened (one pressed while it hydrates is React's own press).
  const choices = new Map<HTMLInputElement, boolean>();
  for (const field of wrapper.querySelectorAll('input, textarea, select')) {
    const entry = entryOf(field);
    if (entry && entry.value !== renderedValue(entry)) entries.set(entry, entry.value);
    const choice = choiceOf(field);
    // One the page's record holds is replayed from there (earlyPresses.ts), once.
    if (choice && choice.checked !== choice.defaultChecked && !pressWaits(choice))
      choices.set(choice, choice.checked);
  }
  const onEntry = (event: Event) => {
    const entry = entryOf(event.target);
    if (entry) entries.set(entry, entry.value);
  };
  wrapper.addEventListener('input', onEntry, true);
  wrapper.addEventListener('change', onEntry, true);
  return () => {
    wrapper.removeEventListener('input', onEntry, true);
    wrapper.removeEventListener('change', onEntry, true);
    // Whatever the field shows now: React may have put its rendered value back in this commit.
    for (const [entry, value] of entries) if (entry.isConnected) replayEntry(entry, value);
    // React hydrates a box as the shopper left it but keeps the rendered state as its own. A radio
    // unchecked by a press on another of its group follows that press.
    for (const [choice, checked] of choices) {
      if (choice.isConnected && (checked || choice.type === 'checkbox')) replayChoice(choice, checked);
    }
  };
};
