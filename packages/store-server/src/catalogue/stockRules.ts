import type { StockStatus } from '@pc/shared/contract';
import { qaStockOf } from './qaStock.ts';
import type { SeedVariation } from './seed/types.ts';

/** What the stock rules read of a variation (the catalogue's and the seed's alike). */
type StockFields = Pick<SeedVariation, 'id' | 'metadata' | 'stockStatus'>;

/**
 * spec §4 "Stock and buy button": a variation whose metadata has `soldOutAt` is sold out at or after
 * that instant, by the session's clock (a dated end of sale; the collaboration edition's date is a rule
 * of its page, @pc/shared/contract launchStockStatus, since it sells gran-cenote: decision 0033).
 * A QA session's stock switch (decision 0189) stands for the catalogue's status; dated rules still apply.
 */
export const effectiveStockStatus = (variation: StockFields, now: Date): StockStatus => {
  const soldOutAt = variation.metadata.soldOutAt;
  if (typeof soldOutAt === 'string' && now.getTime() >= Date.parse(soldOutAt)) return 'outofstock';
  return qaStockOf(variation.id) ?? variation.stockStatus;
};

/** spec §3 candle metadata `disabled`: the candle is shown nowhere and cannot be bought. */
export const isDisabled = (variation: StockFields): boolean => variation.metadata.disabled === true;
