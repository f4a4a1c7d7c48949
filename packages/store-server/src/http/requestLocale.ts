import { LOCALES, type Locale, localeOf } from '@pc/shared/locale';

// issue 43 (the store speaks each shopper's language): the elements' API client says the language of
// the page that made a call in `Accept-Language` (packages/shared/src/api/client.ts), and the store
// answers in it: a 400's displayMessage, and the emails the call causes.

/**
 * The shop's locale a call asks for (pure). Only a call of the elements' API client names it: that
 * client sends `Accept: application/json` and `Accept-Language: <the element's locale>` on every call,
 * while a browser's own requests (a form posted before the script, a beacon, a navigation) send its
 * own Accept, and its own Accept-Language, the language of the browser, not of the page: an English
 * page in a Spanish browser stays English. The tag: any Spanish (`es`, `es-MX`) is es-US, any English
 * en-US; anything else (`*`, `fr`), or no header, the store's own (`PC_LOCALE`). A list (`es, en;q=0.8`)
 * is read by its first tag, as the client sends one.
 */
export const requestLocale = (
  headers: { accept?: string | undefined; 'accept-language'?: string | undefined },
  store: Locale,
): Locale => {
  if (!fromApiClient(headers.accept)) return store;
  return tagLocale((headers['accept-language'] ?? '').split(',')[0]!.split(';')[0], store);
};

/**
 * The shop's locale a language tag names (pure): any Spanish es-US, any English en-US; anything else
 * (not a string, `*`, `fr`, empty) the store's. Also a quiz form's LOCALE_FIELD (quiz/routes.ts).
 */
export const tagLocale = (tag: unknown, store: Locale): Locale => {
  const trimmed = typeof tag === 'string' ? tag.trim() : '';
  return /^(?:es|en)(?:-|$)/i.test(trimmed) ? localeOf(trimmed) : store;
};

/** Whether a request's Accept is the API client's: JSON named first (a browser's own names HTML, or `*∕*`). */
const fromApiClient = (accept: string | undefined): boolean =>
  /^\s*application\/json\s*(?:[;,]|$)/i.test(accept ?? '');

/**
 * The locale an email is sent in from the `locale` its row recorded (pure): one of the shop's locales
 * as written; NULL (a row from before the column, or one no shopper's page caused) or anything else,
 * the store's own.
 */
export const storedLocale = (stored: string | null | undefined, store: Locale): Locale =>
  LOCALES.find((locale) => locale === stored) ?? store;
