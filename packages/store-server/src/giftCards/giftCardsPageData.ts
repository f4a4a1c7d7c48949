import { RETURNS_DAYS, SHIPPING_REGULAR_BUSINESS_DAYS } from '@pc/shared/constants';
import type { GiftCardsPageData } from '@pc/shared/contract';
import type { Locale } from '@pc/shared/locale';
import { shopToday } from '@pc/shared/validation';
import { findProductBySlug, toContractProduct } from '../catalogue/productRepository.ts';
import type { PageDataResolver } from '../pages/pageRequest.ts';
import { giftCardsPageMessages } from './page/messages/index.ts';

// Page data `{giftCards: {eGift, physical, today, legal, faq}}` for /gift-cards (@pc/shared/routes): the
// two products as spec §7 GET products/e-gift-card and GET products/gift-card answer them for the
// session (stock by its clock), so the page's first view holds every amount and stock state
// (docs/decisions/0024), the shop's today by the same clock, so the calendar disables the days the cart
// refuses, and the page's legal footer and FAQ in the page's language (design.md: content comes from
// the server, not the bundle).

type GiftCardsTexts = Pick<GiftCardsPageData['giftCards'], 'legal' | 'faq'>;

/**
 * spec §2 Gift card page "a legal footer; a gift card FAQ", with spec §9's facts: sent at 8 AM Eastern
 * on the chosen date; not usable on subscriptions; no tax or shipping beyond the balance;
 * non-refundable; returns within 30 days; regular shipping 3-7 business days. The wording is ours
 * (docs/decisions/0032), the catalog page/messages in `locale`. The form asks for a date (spec §4), so
 * the FAQ does not offer §9's "immediately if no date is chosen"; it says what today's date after 8 AM
 * does instead: the e-gift goes as the order is placed (decision 0163). The send-time answer says
 * Eastern time alone: the shopper's own time is the browser's to add (the element's catalog).
 */
export const giftCardsTexts = (locale: Locale): GiftCardsTexts => {
  const m = giftCardsPageMessages[locale];
  return {
    legal: m.legal,
    faq: {
      title: m.faqTitle,
      entries: [
        { id: 'send-time', question: m.sendTimeQuestion, answer: m.sendTimeAnswer },
        { id: 'subscriptions', question: m.subscriptionsQuestion, answer: m.subscriptionsAnswer },
        { id: 'tax-shipping', question: m.taxShippingQuestion, answer: m.taxShippingAnswer },
        { id: 'refunds', question: m.refundsQuestion, answer: m.refundsAnswer({ days: RETURNS_DAYS }) },
        {
          id: 'physical',
          question: m.physicalQuestion,
          answer: m.physicalAnswer({ days: SHIPPING_REGULAR_BUSINESS_DAYS }),
        },
      ],
    },
  };
};

/** Both gift card products and the page's texts, or none (the element then asks, spec §8 if that fails). */
export const giftCardsPageData: PageDataResolver = async ({ now, locale }, deps) => {
  const [eGift, physical] = await Promise.all([
    findProductBySlug(deps.db, 'e-gift-card'),
    findProductBySlug(deps.db, 'gift-card'),
  ]);
  if (!eGift || !physical) return undefined;
  const data: GiftCardsPageData = {
    giftCards: {
      eGift: toContractProduct(eGift, now),
      physical: toContractProduct(physical, now),
      // spec §5: the first day the calendar offers and the cart takes (eGiftRules.ts, the same rule).
      today: shopToday(now),
      ...giftCardsTexts(locale),
    },
  };
  return data;
};
