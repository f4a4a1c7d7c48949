import type { Locale } from '@pc/shared/locale';
import en from './en-US.ts';
import es from './es-US.ts';

/**
 * The short name of each product set's results navigation button (spec §2 Results: navigation row;
 * spec §3 navigationName), by set key, in each of the shop's locales (docs/decisions/0219). The sets'
 * and products' own names are the store's data, in one language.
 */
export const navigationNames: Readonly<Record<Locale, typeof en>> = { 'en-US': en, 'es-US': es };
