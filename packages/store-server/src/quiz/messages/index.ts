import type { Locale } from '@pc/shared/locale';
import en from './en-US.ts';
import es from './es-US.ts';

/**
 * The texts of the page POST /crafting answers a browser with when it fails (quiz/craftingPage.ts):
 * its headings, leads, link back and the problems of a summary, in each of the shop's locales
 * (docs/decisions/0210).
 */
export const craftingMessages: Readonly<Record<Locale, typeof en>> = { 'en-US': en, 'es-US': es };

export type CraftingMessages = typeof en;
