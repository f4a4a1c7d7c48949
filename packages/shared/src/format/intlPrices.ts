import type { Locale } from '../i18n/locale.ts';

/** A price as the shopper reads it, in one locale and the store's currency. */
export type PriceFormat = (amount: number) => string;

/**
 * Intl.NumberFormat's prices in one locale and currency, whole amounts without decimals (issue 43 item
 * 4, decision 0216): the one rule of format/price.ts and of the cross-sell's standalone stand-in for it.
 */
export const intlPrices = (locale: Locale, currency: string): PriceFormat => {
  const intl = (digits?: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const exact = intl();
  const whole = intl(0);
  // Rounded to the cent first, as a shop's prices are: 19.999 is a whole '$20', 2.675 '$2.67'.
  return (amount) => {
    const cents = Math.round(amount * 100);
    return Number.isFinite(amount) ? (cents % 100 ? exact : whole).format(cents / 100) : '';
  };
};
