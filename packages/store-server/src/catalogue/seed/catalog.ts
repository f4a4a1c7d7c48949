import { CANDLE } from './candles.ts';
import { E_GIFT_CARD, GIFT_CARD } from './giftCards.ts';
import { PERSONAL_CARE_ITEMS } from './personalCareItems.ts';
import { SET_PRODUCTS } from './setProducts.ts';
import type { SeedProduct } from './types.ts';

/** Every product the store sells: the whole catalog is seeded (the store has no admin screens). */
export const CATALOG: readonly SeedProduct[] = [
  ...PERSONAL_CARE_ITEMS,
  ...SET_PRODUCTS,
  CANDLE,
  E_GIFT_CARD,
  GIFT_CARD,
];
