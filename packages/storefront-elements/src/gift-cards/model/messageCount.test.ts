import { describe, expect, it } from 'vitest';
import { charactersLeft, charactersLeftText } from './messageCount.ts';

describe('charactersLeft (spec §5: gift message, maximum 140 characters)', () => {
  it.each([
    ['empty', '', 140, '140 characters left'],
    ['a short message', 'Happy birthday!', 125, '125 characters left'],
    ['one left', 'x'.repeat(139), 1, '1 character left'],
    ['full', 'x'.repeat(140), 0, '0 characters left'],
    ['an emoji counts as the server counts it (two units)', '😀', 138, '138 characters left'],
  ])('%s', (_, message, left, text) => {
    expect(charactersLeft(message)).toBe(left);
    expect(charactersLeftText(message)).toBe(text);
  });
});
