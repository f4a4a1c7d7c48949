import type { ShopMessages } from '../shop/messages/index.ts';

/** The shop's words a cadence is said in (`shop.cadence`, `shop.oneTimePurchase`: decision 0210). */
export type CadenceWords = Pick<ShopMessages, 'cadence' | 'oneTimePurchase'>;

/**
 * spec §2 Results "per-product 'Every N Weeks' cadence": a subscription's cadence as the shopper reads
 * it, in the shop's words (`m`, the `shop` catalog): en-US "Every N Weeks" for every N, es-US "Cada
 * semana" / "Cada N semanas".
 */
export const cadenceLabel = (weeks: number, m: Pick<CadenceWords, 'cadence'>): string => m.cadence({ weeks });

/** A cart line's cadence: "Every N Weeks", or a line bought once says so ("One-time purchase"). */
export const purchaseLabel = (weeks: number, m: CadenceWords): string =>
  weeks > 0 ? cadenceLabel(weeks, m) : m.oneTimePurchase;
