import type { Locale } from '@pc/shared/locale';
import en from './en-US.ts';
import es from './es-US.ts';

/** The gift card page's texts that the store sends in its page data (the legal footer, the FAQ) in one locale. */
export type GiftCardsPageMessages = typeof en;

/**
 * The gift card page's legal footer and FAQ in each of the shop's locales (docs/decisions/0210), both
 * imported at once (a server has no bytes to save): en-US is the page's words byte for byte.
 */
export const giftCardsPageMessages: Readonly<Record<Locale, GiftCardsPageMessages>> = {
  'en-US': en,
  'es-US': es,
};
