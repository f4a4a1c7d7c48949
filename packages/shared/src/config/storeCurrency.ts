import { readPageConfig } from './pageConfig.ts';

// The store's currency as the elements read it (issue 43 item 4; docs/decisions/0060). Its prices are
// the database's numbers; the currency says how they are written. In the shared chunk: a few lines
// every element that prices (and the session, which hears it from the store) reads.

/** The store's currency when it names none (PC_CURRENCY, ISO 4217). */
export const DEFAULT_CURRENCY = 'USD';

/**
 * The attribute a fragment's tag carries when the store's currency is not USD (docs/decisions/0171):
 * its first view was written in that currency, and the element hydrates it in it on a page whose
 * `#pc-config` says none.
 */
export const CURRENCY_ATTRIBUTE = 'data-pc-currency';

let said: string | undefined;

/**
 * Keeps the currency the store named with a session token (api/session.ts: its answer, or the one the
 * page kept with its token), as it names the session's nonce. No element shows a price before that
 * answer on a page of another origin: every price it shows comes from a call the token goes with.
 */
export const keepStoreCurrency = (currency: string | undefined): void => {
  if (currency) said = currency;
};

/**
 * The store's currency as an element reads it: `#pc-config`'s `currency` (the store's pages print it),
 * else its tag's (a fragment), else what the store said with the page's session token (a static page
 * of another origin), else USD.
 */
export const elementCurrency = (host: Element | null): string =>
  readPageConfig().currency ??
  host?.closest?.(`[${CURRENCY_ATTRIBUTE}]`)?.getAttribute(CURRENCY_ATTRIBUTE) ??
  said ??
  DEFAULT_CURRENCY;
