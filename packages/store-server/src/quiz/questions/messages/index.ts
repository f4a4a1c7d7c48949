import type { Locale } from '@pc/shared/locale';
import en from './en-US.ts';
import es from './es-US.ts';

/** The quiz's question and option texts in one locale (docs/decisions/0210). */
export type QuestionMessages = typeof en;

/**
 * The texts of the 30 questions (spec §3) in each of the shop's locales, both imported at once (a
 * server has no bytes to save): en-US is the catalogue's words byte for byte.
 */
export const questionMessages: Readonly<Record<Locale, QuestionMessages>> = { 'en-US': en, 'es-US': es };
