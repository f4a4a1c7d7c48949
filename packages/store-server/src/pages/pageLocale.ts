import { DEFAULT_LOCALE, LOCALES, type Locale, localeOf } from '@pc/shared/locale';
import en from './messages/en-US.ts';
import es from './messages/es-US.ts';

// issue 43 on the store's side (docs/decisions/0210): the store's own pages speak the shop's language,
// a server setting (PC_LOCALE). It reaches the elements through the page's `#pc-config` `locale` and the
// page's `lang`, and the first views are rendered in it.

export class LocaleSettingError extends Error {
  override name = 'LocaleSettingError';
}

/** PC_LOCALE as the server reads it: one of the shop's locales; unset is en-US, the spec's words. */
export const parseLocaleSetting = (value: string | undefined): Locale => {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_LOCALE;
  const locale = LOCALES.find((known) => known === text);
  if (!locale) throw new LocaleSettingError(`PC_LOCALE must be one of ${LOCALES.join(', ')}, not "${text}"`);
  return locale;
};

/**
 * The language a caller names for the page it renders (a fragment's or a `getPageData` call's
 * `locale`: the host page's, as its element reads it; any Spanish is es-US), else the store's own.
 */
export const askedLocale = (asked: string | undefined, store: Locale): Locale =>
  asked === undefined ? store : localeOf(asked);

/** What a page's `#pc-config` says of its language: only what differs from the elements' default. */
export const pageLocale = (locale: Locale): { locale?: Locale } =>
  locale === DEFAULT_LOCALE ? {} : { locale };

/** Text as HTML writes it in an element's content or a double-quoted attribute (an apostrophe stays). */
const escapeText = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The texts of the page's shell (demo/index.html) in each locale: pages/messages. */
const SHELL: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { 'en-US': en, 'es-US': es };

/**
 * The shell's texts in `texts`' words: an element marked `data-pc-text="<id>"` takes the message as its
 * text, one marked `data-pc-label="<id>"` as its `aria-label` (the attribute right after the mark).
 */
export const withPageTexts = (html: string, texts: Readonly<Record<string, string>>): string =>
  html
    .replace(
      /(<[a-z][a-z0-9-]*\b[^>]*\bdata-pc-text="(\w+)"[^>]*>)[^<]*/g,
      (all, opening: string, id: string) =>
        typeof texts[id] === 'string' ? `${opening}${escapeText(texts[id])}` : all,
    )
    .replace(/(\bdata-pc-label="(\w+)" aria-label=")[^"]*"/g, (all, start: string, id: string) =>
      typeof texts[id] === 'string' ? `${start}${escapeText(texts[id])}"` : all,
    );

/**
 * The page in `locale`: its `<html lang>` says so and its shell speaks it (en-US pages stay as the
 * demo's HTML has them).
 */
export const withPageLang = (html: string, locale: Locale): string =>
  locale === DEFAULT_LOCALE
    ? html
    : withPageTexts(html, SHELL[locale]).replace(
        /<html\b([^>]*)>/i,
        (_all, attributes: string) => `<html lang="${locale}"${attributes.replace(/\s+lang="[^"]*"/i, '')}>`,
      );
