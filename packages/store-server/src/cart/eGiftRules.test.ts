import { describe, expect, it } from 'vitest';
import { RestHttpError } from '../http/errors.ts';
import { earliestDeliveryDate, eGiftDetails } from './eGiftRules.ts';

// spec §5 e-gift validation on the server: every field again, "today" and "the past" on the shop's
// clock (America/New_York, docs/decisions/0030), not the server's zone nor the shopper's.

const valid = { to: 'alex@example.com', recipientName: 'Alex', from: 'Sam', message: '', deliveryDate: '' };

const displayMessageOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof RestHttpError) return error.displayMessage ?? error.message;
    throw error;
  }
};

describe('earliestDeliveryDate (spec §5: today in the shop’s time zone)', () => {
  it.each([
    ['late evening in New York, past midnight in UTC', '2026-03-11T03:30:00Z', '2026-03-10'],
    ['just past midnight in New York', '2026-03-11T04:30:00Z', '2026-03-11'],
    ['early morning in UTC is still yesterday in New York (EST)', '2026-01-16T02:00:00Z', '2026-01-15'],
  ])('%s: %s → %s', (_, now, day) => {
    expect(earliestDeliveryDate(new Date(now))).toBe(day);
  });
});

describe('eGiftDetails delivery date (spec §5: YYYY-MM-DD, never in the past)', () => {
  const lateEvening = new Date('2026-03-11T03:30:00Z'); // 23:30 on 10 March in New York
  it.each([
    ['today in New York', '2026-03-10', null],
    ['tomorrow', '2026-03-11', null],
    ['yesterday in New York', '2026-03-09', 'The delivery date cannot be in the past.'],
    ['not a calendar day', '2026-02-30', 'Please choose a valid delivery date.'],
    ['US format', '03/11/2026', 'Please choose a valid delivery date.'],
    ['missing', '', 'Please choose a delivery date.'],
  ])('%s: %j → %s', (_, deliveryDate, message) => {
    expect(displayMessageOf(() => eGiftDetails({ ...valid, deliveryDate }, lateEvening))).toBe(message);
  });

  it('refuses the 10th half an hour later, once New York is on the 11th', () => {
    const afterMidnight = new Date('2026-03-11T04:30:00Z');
    expect(
      displayMessageOf(() => eGiftDetails({ ...valid, deliveryDate: '2026-03-10' }, afterMidnight)),
    ).toBe('The delivery date cannot be in the past.');
  });
});

describe('eGiftDetails names and email (spec §5)', () => {
  const now = new Date('2026-03-10T15:00:00Z');
  const day = '2026-03-10';
  it.each([
    ['trimmed names are kept', { recipientName: '  Alex ', from: ' Sam ' }, null],
    ['recipient name required', { recipientName: '   ' }, "Please enter the recipient's name."],
    ['sender name required', { from: '' }, 'Please enter your name.'],
    ['name of 26 characters', { from: 'x'.repeat(26) }, 'Names can be at most 25 characters.'],
    ['email without suffix', { to: 'alex@example' }, 'Please enter a valid recipient email.'],
    ['email required', { to: ' ' }, "Please enter the recipient's email."],
    [
      'message of 141 characters',
      { message: 'm'.repeat(141) },
      'The gift message can be at most 140 characters.',
    ],
  ])('%s', (_, change, message) => {
    expect(displayMessageOf(() => eGiftDetails({ ...valid, deliveryDate: day, ...change }, now))).toBe(
      message,
    );
  });

  it('answers the trimmed details', () => {
    expect(eGiftDetails({ ...valid, recipientName: ' Alex ', deliveryDate: day }, now)).toEqual({
      ...valid,
      deliveryDate: day,
    });
  });
});
