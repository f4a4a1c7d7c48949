import { describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { leaveEmail, leaveName } from './fieldChecks.ts';

// The errors' en-US words are the store's own 400 displayMessages (store-server cart/eGiftRules.ts).
const RECIPIENT_NAME_REQUIRED = "Please enter the recipient's name.";
const EMAIL_REQUIRED = "Please enter the recipient's email.";
const EMAIL_INVALID = 'Please enter a valid recipient email.';

describe('leaveName (spec §5: required, maximum 25 characters, trimmed)', () => {
  it.each([
    ['a name', 'Alex', 'Alex', null],
    ['trimmed', '  Alex  ', 'Alex', null],
    ['cut to 25', 'A'.repeat(30), 'A'.repeat(25), null],
    ['empty: required', '', '', RECIPIENT_NAME_REQUIRED],
    ['spaces only: required', '    ', '', RECIPIENT_NAME_REQUIRED],
  ])('%s', (_, input, value, error) => {
    expect(leaveName(input, en.recipientNameRequired)).toEqual({ value, error });
  });

  it("says the sender's in its own words", () => {
    expect(leaveName(' ', en.senderNameRequired)).toEqual({ value: '', error: 'Please enter your name.' });
    expect(leaveName(' ', es.senderNameRequired)).toEqual({ value: '', error: 'Ingresa tu nombre.' });
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
    expect(leaveEmail(input, en)).toEqual({ value, error });
  });

  it('in es-US', () => {
    expect(leaveEmail('alex@example', es)).toEqual({
      value: '',
      error: 'Ingresa un correo electrónico válido para el destinatario.',
    });
    expect(leaveEmail('', es)).toEqual({
      value: '',
      error: 'Ingresa el correo electrónico del destinatario.',
    });
  });
});
