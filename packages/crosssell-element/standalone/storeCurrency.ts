import { readPageConfig } from '@pc/shared';

// @pc/shared's config/storeCurrency.ts as the standalone pop-up needs it (issue 43 item 4): its host is
// a checkout whose server prints #pc-config, the cart token's answer's `currency` with its `cartToken`
// (README "A checkout with its own server"); it holds no fragment and starts no session of its own.

export const DEFAULT_CURRENCY = 'USD';

export const CURRENCY_ATTRIBUTE = 'data-pc-currency';

export const keepStoreCurrency = (): void => {};

export const elementCurrency = (): string => readPageConfig().currency ?? DEFAULT_CURRENCY;
