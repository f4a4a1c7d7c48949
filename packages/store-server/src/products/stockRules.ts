import type { StockStatus } from '@pc/shared/contract';
import type { CatalogVariation } from './productRepository.ts';

/**
 * spec §4 "Stock and buy button": a variation whose metadata has `soldOutAt` is sold out at or after
 * that instant (the collaboration edition, 8 July 2021 00:00 Eastern), by the session's clock.
 */
export const effectiveStockStatus = (variation: CatalogVariation, now: Date): StockStatus => {
  const soldOutAt = variation.metadata.soldOutAt;
  if (typeof soldOutAt === 'string' && now.getTime() >= Date.parse(soldOutAt)) return 'outofstock';
  return variation.stockStatus;
};

/** spec §3 candle metadata `disabled`: the candle is shown nowhere and cannot be bought. */
export const isDisabled = (variation: CatalogVariation): boolean => variation.metadata.disabled === true;
