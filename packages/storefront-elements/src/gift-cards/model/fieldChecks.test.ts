import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  leaveEmail,
  leaveName,
  RECIPIENT_NAME_REQUIRED,
} from './fieldChecks.ts';

describe('leaveName (spec §5: required, maximum 25 characters, trimmed)', () => {
  it.each([
    ['a name', 'Alex', 'Alex', null],
    ['trimmed', '  Alex  ', 'Alex', null],
    ['cut to 25', 'A'.repeat(30), 'A'.repeat(25), null],
    ['empty: required', '', '', RECIPIENT_NAME_REQUIRED],
    ['spaces only: required', '    ', '', RECIPIENT_NAME_REQUIRED],
  ])('%s', (_, input, value, error) => {
    expect(leaveName(input, RECIPIENT_NAME_REQUIRED)).toEqual({ value, error });
  });
});

describe('leaveEmail (spec §5 pattern; spec §8: invalid → error state, value cleared)', () => {
  it.each([
    ['valid', 'alex@example.com', 'alex@example.com', null],
    ['valid, trimmed', '  alex@example.com ', 'alex@example.com', null],
    ['IP literal', 'alex@[192.168.0.1]', 'alex@[192.168.0.1]', null],
    ['no suffix: cleared', 'alex@example', '', EMAIL_INVALID],
    ['one-letter suffix: cleared', 'alex@example.c', '', EMAIL_INVALID],
    ['no @: cleared', 'alex.example.com', '', EMAIL_INVALID],
    ['empty: required', '  ', '', EMAIL_REQUIRED],
  ])('%s', (_, input, value, error) => {
    expect(leaveEmail(input)).toEqual({ value, error });
  });
});
