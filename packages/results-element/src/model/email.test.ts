import { isEmailAddress } from '@pc/shared';
import { describe, expect, it } from 'vitest';
import { captureSubmit, saveFailureMessage } from './email.ts';
import { emailCaptureShouldShow } from './emailCapture.ts';

describe('isEmailAddress, as the capture uses it (spec §5 "a standard email pattern")', () => {
  it.each([
    ['sam@example.com', true],
    [' sam@example.com ', true],
    ['sam.o+gift@mail.example.co', true],
    ['sam@[192.168.0.1]', true],
    ['sam@example.c', false],
    ['sam@example', false],
    ['sam.example.com', false],
    ['sam@@example.com', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isEmailAddress(value)).toBe(valid);
  });
});

describe('captureSubmit (spec §5 "Email capture")', () => {
  it.each([
    ['"an empty email is silently ignored"', '', false, { kind: 'ignore' }],
    ['blank is empty', '   ', false, { kind: 'ignore' }],
    ['"an invalid one shows \'Invalid Email\'"', 'sam@', false, { kind: 'invalid' }],
    ['"submission is ignored while a request is in flight"', 'sam@example.com', true, { kind: 'ignore' }],
    [
      'a valid email is sent, trimmed',
      ' sam@example.com ',
      false,
      { kind: 'send', email: 'sam@example.com' },
    ],
  ])('%s', (_, value, inFlight, expected) => {
    expect(captureSubmit(value, inFlight)).toEqual(expected);
  });
});

describe('emailCaptureShouldShow (spec §4 "shown once"; spec §3 showEmailCapture)', () => {
  it.each([
    ['asked for, not shown before', true, 'log-1', false, true],
    ['asked for, the email_capture_shown cookie is set', true, 'log-1', true, false],
    ['not asked for', false, 'log-1', false, false],
    ['no survey log to save to', true, '', false, false],
  ])('%s → %s', (_, showEmailCapture, surveyLogId, shown, expected) => {
    expect(emailCaptureShouldShow({ showEmailCapture, surveyLogId }, shown)).toBe(expected);
  });
});

describe('saveFailureMessage (spec §8 "Save results fails")', () => {
  it.each([
    ["the server's display message", 'That email looks wrong.', 'That email looks wrong.'],
    // null: the view says spec §8's words, the shared catalog's `tryAgain` (ResultsRoot.email.test.tsx)
    ['"or \'Something went wrong, please try again\'": none given, null', undefined, null],
    ['a blank display message counts as none', ' ', null],
  ])('%s', (_, displayMessage, expected) => {
    expect(saveFailureMessage(displayMessage)).toBe(expected);
  });
});
