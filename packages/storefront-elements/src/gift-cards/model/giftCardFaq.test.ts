import { describe, expect, it } from 'vitest';
import { giftCardFaq } from './giftCardFaq.ts';

// spec §4: the e-gift needs a date before checkout, so the FAQ does not promise §9's "immediately if no
// date is chosen"; it tells what today's date after 8 AM Eastern does (decision 0163).
describe('giftCardFaq: when the e-gift is sent', () => {
  it.each([
    [
      null,
      'We email it to the recipient at 8 AM Eastern on the delivery date you choose. Choose today after 8 AM Eastern and it goes as soon as you place the order.',
    ],
    [
      'Tue, Mar 10, 1:00 PM',
      'We email it to the recipient at 8 AM Eastern on the delivery date you choose (that is Tue, Mar 10, 1:00 PM your time). Choose today after 8 AM Eastern and it goes as soon as you place the order.',
    ],
  ])('local time %j', (local, answer) => {
    expect(giftCardFaq(local).find((entry) => entry.id === 'send-time')?.answer).toEqual([answer]);
  });
});
