import { describe, expect, it } from 'vitest';
import { isModifiedClick } from './clicks.ts';

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isModifiedClick: which link clicks the browser keeps', () => {
  it.each([
    ['a plain primary click', plain, false],
    ['the middle button (new tab)', { ...plain, button: 1 }, true],
    ['Cmd-click (new tab on macOS)', { ...plain, metaKey: true }, true],
    ['Ctrl-click (new tab)', { ...plain, ctrlKey: true }, true],
    ['Shift-click (new window)', { ...plain, shiftKey: true }, true],
    ['Alt-click (download)', { ...plain, altKey: true }, true],
    ['a click somebody already handled', { ...plain, defaultPrevented: true }, true],
  ])('%s → %s', (_, click, modified) => {
    expect(isModifiedClick(click)).toBe(modified);
  });
});
