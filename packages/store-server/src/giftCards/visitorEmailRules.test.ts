import { describe, expect, it } from 'vitest';
import {
  type EmailAllowance,
  emailAllowance,
  type SentCounts,
  VISITOR_EMAIL_LIMITS,
} from './visitorEmailRules.ts';

// docs/decisions/0144 "Emails": 10 a session, 30 an address, 5 a recipient, over a day.
const sent = (session: number, address: number, recipients: [string, number][] = []): SentCounts => ({
  session,
  address,
  recipients: new Map(recipients),
});

describe('emailAllowance', () => {
  it.each<[string, SentCounts, string[], EmailAllowance]>([
    ['a first e-gift', sent(0, 0), ['sam@example.com'], { allowed: true }],
    ['the tenth of a session', sent(9, 9), ['a@example.com'], { allowed: true }],
    ['the eleventh of a session', sent(10, 10), ['a@example.com'], { allowed: false, limit: 'session' }],
    [
      'an order of eleven e-gifts at once',
      sent(0, 0),
      Array(11).fill('a@example.com'),
      { allowed: false, limit: 'session' },
    ],
    [
      'the 31st from one address (new sessions)',
      sent(0, 30),
      ['a@example.com'],
      { allowed: false, limit: 'address' },
    ],
    [
      'the fifth to one recipient',
      sent(0, 0, [['sam@example.com', 4]]),
      ['sam@example.com'],
      { allowed: true },
    ],
    [
      'the sixth to one recipient',
      sent(0, 0, [['sam@example.com', 5]]),
      ['sam@example.com'],
      { allowed: false, limit: 'recipient' },
    ],
    [
      'six to one recipient in one order',
      sent(0, 0),
      Array(6).fill('sam@example.com'),
      { allowed: false, limit: 'recipient' },
    ],
    [
      'another recipient is not held up by a busy one',
      sent(1, 1, [['sam@example.com', 5]]),
      ['alex@example.com'],
      { allowed: true },
    ],
  ])('%s', (_case, counts, wanted, expected) => {
    expect(emailAllowance(counts, wanted, VISITOR_EMAIL_LIMITS)).toEqual(expected);
  });
});
