import type { Locale } from '@pc/shared/locale';
import en from './en-US.ts';
import es from './es-US.ts';

/**
 * The texts of this area's emails, and of the pages their links open (privacy/dataRightsPage.ts), in each
 * of the shop's locales (docs/decisions/0210).
 */
export const privacyMail: Readonly<Record<Locale, typeof en>> = { 'en-US': en, 'es-US': es };
