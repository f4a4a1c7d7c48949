import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './messages/en-US.ts';
import es from './messages/es-US.ts';
import {
  LocaleSettingError,
  pageLocale,
  parseLocaleSetting,
  withPageLang,
  withPageTexts,
} from './pageLocale.ts';

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

// The page's shell (demo/index.html), its texts marked data-pc-text / data-pc-label.
describe('withPageTexts', () => {
  const demo = readFileSync(path.join(import.meta.dirname, '../../../../demo/index.html'), 'utf8');

  it('en-US is the demo page’s own words, byte for byte, each id marked there', () => {
    expect(withPageTexts(demo, en)).toBe(demo);
    for (const id of Object.keys(en))
      expect(demo.includes(`data-pc-text="${id}"`) || demo.includes(`data-pc-label="${id}"`), id).toBe(true);
  });

  it('es-US speaks Spanish: the skip link, the navigation and its name, the cart link, the consent banner', () => {
    const page = withPageLang(demo, 'es-US');
    for (const part of [
      '<html lang="es-US">',
      '>Saltar al contenido principal</a>',
      'aria-label="Principal"',
      '>Tarjetas de regalo</a>',
      '>Carrito</a></pc-cart>',
      '>Tu privacidad</h2>',
      '>Aceptar</button>',
    ])
      expect(page).toContain(part);
    for (const [id, text] of Object.entries(en))
      if (es[id as keyof typeof es] !== text) expect(page, id).not.toContain(`>${text}<`);
  });

  it('escapes a message', () => {
    expect(withPageTexts('<p data-pc-text="x">old</p>', { x: 'a < b & c' })).toBe(
      '<p data-pc-text="x">a &lt; b &amp; c</p>',
    );
  });
});
