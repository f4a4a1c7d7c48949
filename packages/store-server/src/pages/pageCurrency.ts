import { DEFAULT_CURRENCY } from '@pc/shared/format';

// issue 43 item 4 on the store's side: the store sells in one currency, a server setting (PC_CURRENCY,
// ISO 4217). Its prices are the database's numbers as they are (no conversion); the currency says how
// they are written. It reaches the elements through the store pages' `#pc-config` `currency`, a
// fragment's tag (`data-pc-currency`) and the session token's answer (docs/decisions/0060).

export class CurrencySettingError extends Error {
  override name = 'CurrencySettingError';
}

/** The currencies Intl knows (ISO 4217 codes in use), as this server's Node lists them. */
const known = (): readonly string[] => Intl.supportedValuesOf('currency');

/** PC_CURRENCY as the server reads it: an ISO 4217 code Intl knows, any case; unset is USD. */
export const parseCurrencySetting = (value: string | undefined): string => {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_CURRENCY;
  const code = text.toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || !known().includes(code))
    throw new CurrencySettingError(
      `PC_CURRENCY must be an ISO 4217 currency code such as USD or EUR, not "${text}"`,
    );
  return code;
};

/** What a page's `#pc-config` says of the currency: only what differs from the elements' default. */
export const pageCurrency = (currency: string): { currency?: string } =>
  currency === DEFAULT_CURRENCY ? {} : { currency };
