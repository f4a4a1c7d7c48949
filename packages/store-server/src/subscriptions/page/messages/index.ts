import type { Locale } from '@pc/shared/locale';
import en from './en-US.ts';
import es from './es-US.ts';

/** What /account/subscriptions says of a change just made, or of a link that opens nothing, in one locale. */
export type SubscriptionsPageMessages = typeof en;

/**
 * The subscriptions page's notices, which the store sends in its page data (issue 40 item 1), in each of
 * the shop's locales (issue 43, docs/decisions/0210), both imported at once: en-US is the page's words
 * byte for byte.
 */
export const subscriptionsPageMessages: Readonly<Record<Locale, SubscriptionsPageMessages>> = {
  'en-US': en,
  'es-US': es,
};
