import { describe, expect, it } from 'vitest';
import { LocaleSettingError, pageLocale, parseLocaleSetting, withPageLang } from './pageLocale.ts';

// docs/decisions/0210: PC_LOCALE, the store's pages' language.
describe('parseLocaleSetting (PC_LOCALE)', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['  ', 'en-US'],
    ['en-US', 'en-US'],
    ['es-US', 'es-US'],
    [' es-US ', 'es-US'],
  ])('%j → %s', (value, locale) => {
    expect(parseLocaleSetting(value)).toBe(locale);
  });

  it.each(['es', 'fr-FR', 'ES-us'])('refuses %j, naming the locales it takes', (value) => {
    expect(() => parseLocaleSetting(value)).toThrow(LocaleSettingError);
    expect(() => parseLocaleSetting(value)).toThrow('PC_LOCALE must be one of en-US, es-US');
  });
});

describe('pageLocale and withPageLang', () => {
  it('say nothing for en-US: the pages stay as they are', () => {
    expect(pageLocale('en-US')).toEqual({});
    expect(withPageLang('<!doctype html>\n<html lang="en">', 'en-US')).toBe(
      '<!doctype html>\n<html lang="en">',
    );
  });

  it('name es-US in #pc-config and in the page’s lang', () => {
    expect(pageLocale('es-US')).toEqual({ locale: 'es-US' });
    expect(withPageLang('<!doctype html>\n<html lang="en">\n<p lang="en">', 'es-US')).toBe(
      '<!doctype html>\n<html lang="es-US">\n<p lang="en">',
    );
    expect(withPageLang('<!doctype html><html class="x"><head>', 'es-US')).toBe(
      '<!doctype html><html lang="es-US" class="x"><head>',
    );
  });
});
