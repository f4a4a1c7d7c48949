import { expect, type Locator, type Page } from '@playwright/test';

// The keyboard user's view of the page (the whole journey by keyboard alone): what has
// focus, across shadow roots, and moving it with Tab only. No clicks, no `focus()`.

/** The focused element as a keyboard user meets it: its role, name and state. */
export interface Focused {
  readonly tag: string;
  readonly role: string;
  /** aria-label, the text of aria-labelledby, or the text content */
  readonly name: string;
  /** aria-checked or a native radio's checked */
  readonly checked: boolean;
  /** for a radio: whether any radio of its group is checked */
  readonly groupAnswered: boolean;
  readonly valueText: string;
  readonly value: string;
  readonly disabled: boolean;
  /** the name of the dialog it is in, '' outside one */
  readonly dialog: string;
  /** the tag of the custom element whose shadow root holds it, '' in the document */
  readonly host: string;
}

export const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    let active = document.activeElement;
    let host = '';
    while (active?.shadowRoot?.activeElement) {
      host = active.tagName.toLowerCase();
      active = active.shadowRoot.activeElement;
    }
    const element = (active ?? document.body) as HTMLElement;
    const root = element.getRootNode() as Document | ShadowRoot;
    const labelOf = (node: Element): string => {
      const label = node.getAttribute('aria-label');
      if (label) return label.trim();
      const ids = node.getAttribute('aria-labelledby');
      if (ids) {
        return ids
          .split(/\s+/)
          .map((id) => root.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim();
      }
      return '';
    };
    const input = element as HTMLInputElement;
    const INPUT_ROLES: Record<string, string> = {
      radio: 'radio',
      range: 'slider',
      number: 'spinbutton',
      checkbox: 'checkbox',
    };
    const TAG_ROLES: Record<string, string> = { BUTTON: 'button', A: 'link', SELECT: 'combobox' };
    const role =
      element.getAttribute('role') ??
      (element.tagName === 'INPUT'
        ? (INPUT_ROLES[input.type] ?? 'textbox')
        : (TAG_ROLES[element.tagName] ?? element.tagName.toLowerCase()));
    const checkedOf = (node: Element) =>
      node.getAttribute('aria-checked') === 'true' || (node as HTMLInputElement).checked === true;
    const group =
      element.closest('[role="radiogroup"]') ??
      (input.type === 'radio' && input.name ? root.querySelectorAll(`input[name="${input.name}"]`) : null);
    const radios =
      group instanceof Element
        ? [...group.querySelectorAll('[role="radio"], input[type="radio"]')]
        : [...(group ?? [])];
    const dialog = element.closest('dialog, [role="dialog"]');
    return {
      tag: element.tagName.toLowerCase(),
      role,
      name: labelOf(element) || (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      checked: checkedOf(element),
      groupAnswered: radios.some(checkedOf),
      valueText: element.getAttribute('aria-valuetext') ?? '',
      value: 'value' in element ? String(input.value ?? '') : '',
      disabled: input.disabled === true || element.getAttribute('aria-disabled') === 'true',
      dialog: dialog ? labelOf(dialog) : '',
      host,
    };
  });

/** Whether the locator's element has focus (inside a shadow root too). */
export const hasFocus = (target: Locator): Promise<boolean> =>
  target.evaluate((node) => node.matches(':focus'));

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, at most `max` times, and expects it
 * to get there: what a keyboard user does to reach a control.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  for (let press = 0; press < max && !(await hasFocus(target)); press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Answers the quiz by keyboard alone, top to bottom, as a keyboard user would: Tab to the next
 * unanswered control; Space chooses an option (the first of a group: focus then moves on to the next
 * question, spec §4 Advance), Enter chooses a slider's value, the age is typed and Enter pressed. The
 * first options hide the cologne question (the quiz's own tests pick a cologne by keyboard); the name
 * is left empty.
 * Stops with focus on COMPLETE, once it is enabled. Answers the steps taken, for the report.
 */
export async function answerQuizByKeyboard(page: Page, complete: Locator): Promise<string[]> {
  const steps: string[] = [];
  for (let step = 0; step < 400; step++) {
    const now = await focused(page);
    if (now.role === 'button' && now.name === 'COMPLETE' && !now.disabled) return steps;
    if (now.role === 'radio' && !now.groupAnswered) {
      steps.push(`Space: ${now.name}`);
      await page.keyboard.press('Space');
    } else if (now.role === 'slider' && now.valueText.endsWith('(not chosen yet)')) {
      steps.push(`Enter: slider ${now.name}`);
      await page.keyboard.press('Enter');
    } else if (now.role === 'spinbutton' && now.value === '') {
      steps.push(`type 30: ${now.name}`);
      await page.keyboard.type('30');
      await page.keyboard.press('Enter');
    } else {
      await page.keyboard.press('Tab');
    }
  }
  await expect(complete).toBeFocused();
  return steps;
}

/**
 * Whether focus is on the first or the last control of the dialog that holds it, in Tab order (the
 * dialogs' controls follow the document order: none has a positive tabindex).
 */
const atDialogEdge = (page: Page, edge: 'first' | 'last'): Promise<boolean> =>
  page.evaluate((edge) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const dialog = active?.closest('dialog, [role="dialog"]');
    if (!active || !dialog) return false;
    const controls = [
      ...dialog.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
    ].filter(
      (control) => !control.matches(':disabled, [tabindex="-1"]') && control.getClientRects().length > 0,
    );
    return (edge === 'first' ? controls[0] : controls.at(-1)) === active;
  }, edge);

/**
 * Tab and Shift+Tab `presses` times each inside an open modal dialog and expects focus never to reach
 * the page behind it: it stays on the dialog's controls, or passes through the browser's own UI
 * (the document body here), as a native modal <dialog> lets it (HTML "modal dialogs": the page is
 * inert). Answers the names of the dialog's controls that had focus: the one it started on, then one
 * per Tab press.
 *
 * `pastTheEnds: false` stops at the dialog's last control (Tab) and first (Shift+Tab) instead: headless
 * Firefox never gives the window focus back once a Tab has passed into its own UI (decision 0138), so
 * there the check keeps to the dialog's controls, and what lies past their ends is Chromium's to check.
 */
export async function expectFocusTrapped(
  page: Page,
  dialog: string,
  { presses = 6, pastTheEnds = true }: { presses?: number; pastTheEnds?: boolean } = {},
): Promise<string[]> {
  const start = await focused(page);
  expect(start.dialog, `focus starts in the dialog, not on ${start.role} '${start.name}'`).toBe(dialog);
  const visited: string[] = [start.name];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press++) {
      if (!pastTheEnds && (await atDialogEdge(page, key === 'Tab' ? 'last' : 'first'))) break;
      await page.keyboard.press(key);
      const now = await focused(page);
      if (now.tag === 'body') continue;
      expect(now.dialog, `${key} #${press + 1} left the dialog for ${now.role} '${now.name}'`).toBe(dialog);
      if (key === 'Tab') visited.push(now.name);
    }
  }
  return visited;
}
