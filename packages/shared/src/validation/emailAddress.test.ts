import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './emailAddress.ts';

describe('isEmailAddress (spec §5 "a standard email pattern"; the e-gift recipient, the results capture)', () => {
  it.each([
    ['plain', 'sam@example.com', true],
    ['sub-domain and plus tag', 'sam.lee+gift@mail.example.co.uk', true],
    ['two-letter suffix', 'a@b.io', true],
    ['IP literal', 'a@[192.168.0.1]', true],
    ['quoted local part', '"sam lee"@example.com', true],
    ['surrounding spaces (inputs are trimmed)', '  sam@example.com ', true],
    ['no @', 'sam.example.com', false],
    ['no domain suffix', 'sam@example', false],
    ['one-letter suffix', 'sam@example.c', false],
    ['numeric suffix', 'sam@example.123', false],
    ['IP literal out of range', 'a@[192.168.0.256]', false],
    ['IP without brackets', 'a@192.168.0.1', false],
    ['two @', 'a@b@example.com', false],
    ['space inside', 'sam lee@example.com', false],
    ['leading dot', '.sam@example.com', false],
    ['double dot', 'sam..lee@example.com', false],
    ['domain starting with hyphen', 'sam@-example.com', false],
    ['empty', '', false],
    ['longer than 254', `${'a'.repeat(250)}@example.com`, false],
  ])('%s: %j → %s', (_, email, valid) => {
    expect(isEmailAddress(email)).toBe(valid);
  });
});
