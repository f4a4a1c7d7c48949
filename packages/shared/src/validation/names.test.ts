import { describe, expect, it } from 'vitest';
import { cleanName } from './names.ts';

describe('cleanName (spec §5: trimmed, maximum 25 characters)', () => {
  it.each([
    ['trims', '  Sam  ', 'Sam'],
    ['keeps 25', 'A'.repeat(25), 'A'.repeat(25)],
    ['cuts to 25', 'B'.repeat(30), 'B'.repeat(25)],
    ['trims before cutting', `   ${'C'.repeat(25)}`, 'C'.repeat(25)],
    ['no trailing space after cutting', `${'D'.repeat(24)} EFG`, 'D'.repeat(24)],
    ['does not split an emoji', `${'E'.repeat(24)}😀`, 'E'.repeat(24)],
    ['empty stays empty (required is the form’s check)', '   ', ''],
  ])('%s', (_, input, expected) => {
    expect(cleanName(input)).toBe(expected);
  });
});
