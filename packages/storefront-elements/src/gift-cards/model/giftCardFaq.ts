import { RETURNS_DAYS, SHIPPING_REGULAR_BUSINESS_DAYS } from '@pc/shared/constants';
import type { FaqEntry } from '../../contact/model/faq.ts';
import type { GiftCardsMessages } from '../messages/index.ts';

// spec §2 Gift card page: "a legal footer; a gift card FAQ", with spec §9's facts: sent at 8 AM
// Eastern on the chosen date; not usable on subscriptions; no tax or shipping beyond the balance;
// non-refundable. The wording is ours (docs/decisions/0032), the catalog's `legal` and FAQ messages. The
// form asks for a date (spec §4), so the FAQ does not offer §9's "immediately if no date is chosen"; it
// says what today's date after 8 AM does instead: the e-gift goes as the order is placed (decision 0163).

/**
 * The FAQ. `localSendTime` is when 8 AM Eastern is on the shopper's clock ('Tue, Mar 10, 1:00 PM'),
 * known only after hydration (docs/decisions/0024); null: Eastern time alone.
 */
export function giftCardFaq(localSendTime: string | null, m: GiftCardsMessages): readonly FaqEntry[] {
  return [
    {
      id: 'send-time',
      question: m.sendTimeQuestion,
      answer: [localSendTime ? m.sendTimeAnswerLocal({ local: localSendTime }) : m.sendTimeAnswer],
    },
    { id: 'subscriptions', question: m.subscriptionsQuestion, answer: [m.subscriptionsAnswer] },
    { id: 'tax-shipping', question: m.taxShippingQuestion, answer: [m.taxShippingAnswer] },
    { id: 'refunds', question: m.refundsQuestion, answer: [m.refundsAnswer({ days: RETURNS_DAYS })] },
    {
      id: 'physical',
      question: m.physicalQuestion,
      answer: [m.physicalAnswer({ days: SHIPPING_REGULAR_BUSINESS_DAYS })],
    },
  ];
}
