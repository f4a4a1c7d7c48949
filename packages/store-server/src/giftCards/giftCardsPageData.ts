import type { GiftCardsPageData } from '@pc/shared/contract';
import { shopToday } from '@pc/shared/validation';
import { findProductBySlug, toContractProduct } from '../catalogue/productRepository.ts';
import type { PageDataResolver } from '../pages/pageRequest.ts';

// Page data `{giftCards: {eGift, physical}}` for /gift-cards (@pc/shared/routes): the two products as
// spec §7 GET products/e-gift-card and GET products/gift-card answer them for the session (stock by
// its clock), so the page's first view holds every amount and stock state (docs/decisions/0024), and the shop's
// today by the same clock, so the calendar disables the days the cart refuses.

/** Both gift card products, or none (the element then loads them, spec §8 if that fails). */
export const giftCardsPageData: PageDataResolver = async ({ now }, deps) => {
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
    },
  };
  return data;
};
