import { intlPrices, type PriceFormat } from '../../shared/src/format/intlPrices.ts';
import type { Locale } from '../../shared/src/i18n/locale.ts';

// @pc/shared's format/price.ts as the standalone pop-up needs it (issue 43 item 4): the same prices
// (Intl.NumberFormat's, whole amounts without decimals), made by the one view that shows them as it
// renders, without the kept formatter per locale and currency nor the check of an author's currency:
// the pop-up's currency is the store's own, printed by the host's server (storeCurrency.ts).

export const DEFAULT_CURRENCY = 'USD';

export type { PriceFormat };

export const priceFormat = intlPrices;

export const formatPrice = (amount: number, locale: Locale, currency: string): string =>
  priceFormat(locale, currency)(amount);
