import type { Locale } from '@pc/shared/locale';
import en from './en-US.ts';
import es from './es-US.ts';

/**
 * The store's own words in its answers to a shopper's call (issue 43): a 4xx's displayMessage (spec §8)
 * and the texts a call answers with, in each of the shop's locales (docs/decisions/0210). The
 * developer-facing `message` of an answer stays English.
 */
export const answerMessages: Readonly<Record<Locale, typeof en>> = { 'en-US': en, 'es-US': es };
export type AnswerMessages = typeof en;
