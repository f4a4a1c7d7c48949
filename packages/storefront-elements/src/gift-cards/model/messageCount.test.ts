import { describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { charactersLeft, charactersLeftText } from './messageCount.ts';

describe('charactersLeft (spec §5: gift message, maximum 140 characters)', () => {
  it.each([
    ['empty', '', 140, '140 characters left', 'Quedan 140 caracteres'],
    ['a short message', 'Happy birthday!', 125, '125 characters left', 'Quedan 125 caracteres'],
    ['one left', 'x'.repeat(139), 1, '1 character left', 'Queda 1 carácter'],
    ['full', 'x'.repeat(140), 0, '0 characters left', 'Quedan 0 caracteres'],
    [
      'an emoji counts as the server counts it (two units)',
      '😀',
      138,
      '138 characters left',
      'Quedan 138 caracteres',
    ],
  ])('%s', (_, message, left, english, spanish) => {
    expect(charactersLeft(message)).toBe(left);
    expect(charactersLeftText(message, en)).toBe(english);
    expect(charactersLeftText(message, es)).toBe(spanish);
  });
});
