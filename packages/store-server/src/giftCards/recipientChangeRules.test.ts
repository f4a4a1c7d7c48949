import { describe, expect, it } from 'vitest';
import { recipientChangeRefusal, sameAddress } from './recipientChangeRules.ts';

// docs/decisions/0145: a new recipient needs the buyer's confirmation, limited per e-gift, session and
// address; the same recipient is a one-click resend.

describe('sameAddress', () => {
  it.each([
    ['alex@example.com', 'alex@example.com', true],
    ['Alex@Example.com', ' alex@example.com ', true],
    ['alex@example.com', 'alex.again@example.com', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(sameAddress(a, b)).toBe(expected);
  });
});

describe('recipientChangeRefusal', () => {
  it.each([
    ['none asked yet', { card: 0, session: 0, address: 0 }, null],
    ['two for this e-gift', { card: 2, session: 2, address: 2 }, null],
    ['three for this e-gift already', { card: 3, session: 3, address: 3 }, 'card'],
    ['ten by this session', { card: 0, session: 10, address: 10 }, 'session'],
    ['ten from this address', { card: 0, session: 1, address: 10 }, 'address'],
  ] as const)('%s: %s', (_case, asked, expected) => {
    expect(recipientChangeRefusal(asked)).toBe(expected);
  });
});
