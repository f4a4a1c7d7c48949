import type { Locale } from '@pc/shared/locale';
import en from './en-US.ts';
import es from './es-US.ts';

/**
 * The texts of this area's emails, and of the page their link opens when it opens no results
 * (results/routes.ts), in each of the shop's locales (docs/decisions/0210).
 */
export const resultsMail: Readonly<Record<Locale, typeof en>> = { 'en-US': en, 'es-US': es };
