import { DEFAULT_CURRENCY } from '../config/storeCurrency.ts';
import type { Locale } from '../i18n/locale.ts';
import { intlPrices, type PriceFormat } from './intlPrices.ts';

export { DEFAULT_CURRENCY, type PriceFormat };

const made: Record<string, PriceFormat> = {};

/**
 * The one price formatter of a locale and currency (issue 43 item 4; docs/decisions/0060), made once
 * and kept: Intl.NumberFormat's, as the spec writes prices, a whole amount without decimals ('CHECKOUT
 * - $' plus the price, spec §4; 'Spend $25', spec §9), any other with the currency's own: 19 → '$19',
 * 19.5 → '$19.50' (en-US and es-US in dollars), '€19.50' (en-US in euros), 'EUR 19.50' (es-US in
 * euros, CLDR's). The amount is the store's number as it is: no conversion. Its Intl objects are made
 * for the first price of a locale and currency, never as the module loads (decision 0060's finding: a
 * page's first Intl object loads the browser's locale data).
 */
export const priceFormat = (locale: Locale, currency: string): PriceFormat =>
  // Intl takes any three letters as a currency (an unknown one as its code: 'XYZ 12') and refuses
  // anything else: such a `#pc-config` value writes dollars rather than break the element.
  (made[`${locale} ${currency}`] ??= intlPrices(
    locale,
    /^[a-z]{3}$/i.test(currency) ? currency : DEFAULT_CURRENCY,
  ));

/** One price in `locale` and `currency` (a server's email, a script outside the elements). */
export const formatPrice = (amount: number, locale: Locale, currency: string): string =>
  priceFormat(locale, currency)(amount);
