import type { Locator } from '@playwright/test';

/**
 * Replaces a field's text as a shopper does: select it all, delete, type key by key. Not `fill()`:
 * Firefox's (over WebDriver BiDi) sets the value past React's change tracking and past `maxlength`
 * (docs/testing.md).
 */
export async function retype(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  if (text !== '') await field.pressSequentially(text);
}
