import type { Locale } from '../../shared/src/i18n/locale.ts';

// @pc/shared's format/price.ts as the standalone pop-up needs it (issue 43 item 4): the same prices
// (Intl.NumberFormat's, whole amounts without decimals), made by the one view that shows them as it
// renders, without the kept formatter per locale and currency nor the check of an author's currency:
// the pop-up's currency is the store's own, printed by the host's server (storeCurrency.ts).

export const DEFAULT_CURRENCY = 'USD';

export type PriceFormat = (amount: number) => string;

export const priceFormat = (locale: Locale, currency: string): PriceFormat => {
  const intl = (digits?: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const exact = intl();
  const whole = intl(0);
  return (amount) => {
    const cents = Math.round(amount * 100);
    return Number.isFinite(amount) ? (cents % 100 ? exact : whole).format(cents / 100) : '';
  };
};

export const formatPrice = (amount: number, locale: Locale, currency: string): string =>
  priceFormat(locale, currency)(amount);
