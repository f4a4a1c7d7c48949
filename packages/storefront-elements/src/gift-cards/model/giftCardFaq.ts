import { RETURNS_DAYS, SHIPPING_REGULAR_BUSINESS_DAYS } from '@pc/shared/constants';
import type { FaqEntry } from '../../contact/model/faq.ts';

// spec §2 Gift card page: "a legal footer; a gift card FAQ", with spec §9's facts: sent at 8 AM
// Eastern on the chosen date; not usable on subscriptions; no tax or shipping beyond the balance;
// non-refundable. The wording is ours (docs/decisions/0032). The form asks for a date (spec §4), so the
// FAQ does not offer §9's "immediately if no date is chosen"; it says what today's date after 8 AM
// does instead: the e-gift goes as the order is placed (decision 0163).

/** spec §9 gift card terms, as the legal footer states them. */
export const GIFT_CARD_LEGAL =
  'Gift cards cannot be used on subscriptions and do not cover tax or shipping beyond the card’s balance. Gift cards are non-refundable.';

/**
 * The FAQ. `localSendTime` is when 8 AM Eastern is on the shopper's clock ('Tue, Mar 10, 1:00 PM'),
 * known only after hydration (docs/decisions/0024); null: Eastern time alone.
 */
export function giftCardFaq(localSendTime: string | null): readonly FaqEntry[] {
  const yourTime = localSendTime ? ` (that is ${localSendTime} your time)` : '';
  return [
    {
      id: 'send-time',
      question: 'When is the e-gift card sent?',
      answer: [
        `We email it to the recipient at 8 AM Eastern on the delivery date you choose${yourTime}. Choose today after 8 AM Eastern and it goes as soon as you place the order.`,
      ],
    },
    {
      id: 'subscriptions',
      question: 'Can I use a gift card on a subscription?',
      answer: ['No. Gift cards cannot be used on subscriptions, only on one-time purchases.'],
    },
    {
      id: 'tax-shipping',
      question: 'Does a gift card cover tax and shipping?',
      answer: [
        'Only up to the card’s balance: a gift card does not cover tax or shipping beyond it, so any amount above the balance is paid at checkout.',
      ],
    },
    {
      id: 'refunds',
      question: 'Can I return or refund a gift card?',
      answer: [
        `Gift cards are non-refundable. Products bought with one can still be exchanged or returned within ${RETURNS_DAYS} days from receipt.`,
      ],
    },
    {
      id: 'physical',
      question: 'How does the physical gift card arrive?',
      answer: [
        `It ships in an envelope with regular shipping, in ${SHIPPING_REGULAR_BUSINESS_DAYS} business days.`,
      ],
    },
  ];
}
