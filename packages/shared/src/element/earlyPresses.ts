/**
 * Presses made on a server-rendered element before its hydration has committed (docs/decisions/0126,
 * 0226): on a phone the first view comes seconds before the script, and a button of the server's HTML
 * does nothing until React listens on it; while it hydrates, React drops a press on a root whose
 * hydration waits for something (a chunk, a catalog: it stops the click and forgets it). The page's
 * own early script (earlyPressesScript.ts, inline in the head of the store's pages and before a WordPress
 * post's first view, docs/decisions/0229) records them with `recordEarlyPresses`, and stops each
 * there, so the view never sees it half hydrated; the element replays them, once, when its hydration
 * has committed (hydratingRenderer.ts). From then (`markListening`) React handles presses itself and
 * nothing more is recorded, so a press is applied exactly once either way.
 */

interface EarlyPress {
  host: Element;
  control: HTMLElement;
  /** an Enter in a typed field (the quiz's name and age: it commits the answer), not a click */
  enter?: true;
  /** a native radio button or checkbox: how the press left it (the browser checks it as it is pressed) */
  checked?: boolean;
}

interface EarlyPresses {
  presses: EarlyPress[];
  /** hosts whose view React listens on (hydrated, or rendered in the browser) */
  listening: WeakSet<Element>;
}

const KEY = Symbol.for('pc.earlyPresses.v1');

/** One record per page, however many bundles hold this module. */
const early = (): EarlyPresses => {
  const global = globalThis as typeof globalThis & { [KEY]?: EarlyPresses };
  global[KEY] ??= { presses: [], listening: new WeakSet() };
  return global[KEY];
};

/**
 * A control a press acts on: a button or a native radio button or checkbox (not disabled), or a
 * radio/checkbox option, inside a shadow root.
 */
const controlOf = (path: readonly EventTarget[]): HTMLElement | null => {
  for (const node of path) {
    if (!(node instanceof HTMLElement)) continue;
    const pressable = node instanceof HTMLButtonElement ? node : choiceOf(node);
    if (pressable) return pressable.disabled ? null : pressable;
    const role = node.getAttribute('role');
    if (role === 'radio' || role === 'checkbox' || role === 'button') return node;
    if (node instanceof HTMLAnchorElement) return null; // a link works without script
  }
  return null;
};

/** A radio button or checkbox: its state is `checked`, the server's is `defaultChecked`. */
export const choiceOf = (target: EventTarget | null): HTMLInputElement | null =>
  target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox')
    ? target
    : null;

/**
 * Gives a radio button or checkbox the state `checked` as the shopper's press would, so the view's
 * onChange runs: React reads a press on these from `click`, and fires onChange when the box differs
 * from what its tracker on the node last saw. The box is first set the other way through its own
 * property (which the tracker sees), then pressed.
 */
export const replayChoice = (choice: HTMLInputElement, checked: boolean): void => {
  choice.checked = !checked;
  choice.click();
};

/**
 * The server-rendered element (one of ours, `pc-…`, with its shadow root) an event's path goes through.
 * Another custom element of the page (a CMS's, another plugin's) is never ours to hold presses for.
 */
const servedHostOf = (path: readonly EventTarget[]): HTMLElement | undefined =>
  path.find(
    (node): node is HTMLElement =>
      node instanceof HTMLElement && node.localName.startsWith('pc-') && !!node.shadowRoot,
  );

/**
 * Records every press inside a server-rendered element (a custom element whose shadow root holds its
 * first view) under `root` that React does not listen to yet, and every Enter in a typed field outside
 * a form (a form's Enter presses its submit button, recorded as a press). Returns the stop function.
 */
export const recordEarlyPresses = (root: Node): (() => void) => {
  const record = (event: Event) => {
    const path = event.composedPath();
    const host = servedHostOf(path);
    if (!host || early().listening.has(host)) return;
    const control = controlOf(path.slice(0, path.indexOf(host)));
    if (!control) return;
    const choice = choiceOf(control);
    early().presses.push(choice ? { host, control, checked: choice.checked } : { host, control });
    // Its replay is the press the view and the page see (one click, not two).
    event.stopPropagation();
    // A form with no action of its own would post to this very page, which reloads with the
    // shopper's entries gone: its submit waits for the replay, which React's onSubmit handles.
    const form = control instanceof HTMLButtonElement && control.type === 'submit' ? control.form : null;
    if (form && !form.hasAttribute('action')) event.preventDefault();
  };
  const recordEnter = (event: Event) => {
    if (!(event instanceof KeyboardEvent) || event.key !== 'Enter' || event.isComposing) return;
    const path = event.composedPath();
    const host = servedHostOf(path);
    const field = path[0];
    if (!host || early().listening.has(host) || !(field instanceof HTMLInputElement) || field.form) return;
    early().presses.push({ host, control: field, enter: true });
    event.stopPropagation();
  };
  root.addEventListener('click', record, true);
  root.addEventListener('keydown', recordEnter, true);
  return () => {
    root.removeEventListener('click', record, true);
    root.removeEventListener('keydown', recordEnter, true);
  };
};

/** Whether a press on `control` waits for its replay: earlyEntries.ts leaves such a box to it. */
export const pressWaits = (control: Element): boolean =>
  early().presses.some((press) => press.control === control);

/** React listens on `host`'s view from now on (rendered, or hydrated): presses are its own. */
export const markListening = (host: Element): void => {
  early().listening.add(host);
};

/**
 * Replays `host`'s recorded presses, in order, as the shopper's clicks (and Enters): a control pressed
 * several times in a row is pressed once, as the last press left it (an impatient double tap adds one
 * item, not two). A native radio button or checkbox, which the browser checked as it was pressed, is
 * given the state the press left it in, so the view's onChange runs (replayChoice above).
 */
export const replayEarlyPresses = (host: Element): void => {
  const state = early();
  const mine = state.presses.filter((press) => press.host === host);
  state.presses = state.presses.filter((press) => press.host !== host);
  for (const [index, { control, enter, checked }] of mine.entries()) {
    if (mine[index + 1]?.control === control || !control.isConnected) continue;
    if (enter)
      control.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }),
      );
    else {
      const choice = choiceOf(control);
      if (choice && checked !== undefined) replayChoice(choice, checked);
      else control.click();
    }
  }
};
