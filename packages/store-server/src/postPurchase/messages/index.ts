import type { Locale } from '@pc/shared/locale';
import en from './en-US.ts';
import es from './es-US.ts';

/**
 * The survey's options whose names are words, not names (spec §2 post-purchase survey; decision 0215):
 * "A friend", "Other"… in each of the shop's locales. A show, a creator, a network or a brand keeps its
 * own name in every language.
 */
export const optionWords: Readonly<Record<Locale, typeof en>> = { 'en-US': en, 'es-US': es };
export type OptionWords = typeof en;
