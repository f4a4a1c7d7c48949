import { DEFAULT_LOCALE, LOCALES, type Locale } from '@pc/shared/locale';

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

/** What a page's `#pc-config` says of its language: only what differs from the elements' default. */
export const pageLocale = (locale: Locale): { locale?: Locale } =>
  locale === DEFAULT_LOCALE ? {} : { locale };

/** The page in `locale`: its `<html lang>` says so (en-US pages stay as the demo's HTML has them). */
export const withPageLang = (html: string, locale: Locale): string =>
  locale === DEFAULT_LOCALE
    ? html
    : html.replace(
        /<html\b([^>]*)>/i,
        (_all, attributes: string) => `<html lang="${locale}"${attributes.replace(/\s+lang="[^"]*"/i, '')}>`,
      );
