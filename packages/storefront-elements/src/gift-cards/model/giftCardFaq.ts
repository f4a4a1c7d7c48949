import type { LaterMessages } from '../messages/later/index.ts';
import type { GiftCardsTexts } from './pageData.ts';

// spec §2 Gift card page "a gift card FAQ", spec §9 "E-gift email is sent at 8 AM Eastern on the chosen
// date": the questions and answers are the store's (page data, in the page's language); the one thing
// the browser adds is the send time in the shopper's own time, which only the browser knows (its zone,
// after hydration: docs/decisions/0024), in the element's catalog (`sendTimeAnswerLocal`).

/** The FAQ as the page data gives it: its heading and its entries. */
export type GiftCardFaqTexts = GiftCardsTexts['faq'];

/** A FAQ entry as the page data gives it. */
export type GiftCardFaqEntry = GiftCardFaqTexts['entries'][number];

/**
 * The store's FAQ, its send-time answer (`send-time`) saying `localSendTime`, when 8 AM Eastern is on
 * the shopper's clock ('Tue, Mar 10, 1:00 PM'); null: the store's answer, Eastern time alone.
 */
export const giftCardFaq = (
  faq: GiftCardFaqTexts,
  localSendTime: string | null,
  m: LaterMessages,
): GiftCardFaqTexts =>
  localSendTime
    ? {
        ...faq,
        entries: faq.entries.map((entry) =>
          entry.id === 'send-time'
            ? { ...entry, answer: m.sendTimeAnswerLocal({ local: localSendTime }) }
            : entry,
        ),
      }
    : faq;
