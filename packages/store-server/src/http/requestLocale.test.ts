import { describe, expect, it } from 'vitest';
import { requestLocale, storedLocale, tagLocale } from './requestLocale.ts';

// issue 43: the store answers a call, and sends the emails it causes, in the language of the page that
// made it, as the elements' API client says it (Accept: application/json and Accept-Language).

const CLIENT = 'application/json';
const BROWSER_FORM = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('requestLocale: the language a call asks for', () => {
  it.each([
    ['the client on a Spanish page, to an en-US store', CLIENT, 'es-US', 'en-US', 'es-US'],
    ['any Spanish is es-US', CLIENT, 'es-MX', 'en-US', 'es-US'],
    ['a bare language', CLIENT, 'es', 'en-US', 'es-US'],
    ['case does not matter', CLIENT, 'ES-us', 'en-US', 'es-US'],
    ['the client on an English page, to an es-US store', CLIENT, 'en-US', 'es-US', 'en-US'],
    ['any English is en-US', CLIENT, 'en-GB', 'es-US', 'en-US'],
    ['a list is read by its first tag', CLIENT, 'es-US, en;q=0.8', 'en-US', 'es-US'],
    ['a weighted first tag', CLIENT, 'es;q=1', 'en-US', 'es-US'],
    ['another language: the store’s', CLIENT, 'fr-FR', 'es-US', 'es-US'],
    ['any language (*): the store’s', CLIENT, '*', 'es-US', 'es-US'],
    ['a tag that only begins like one: the store’s', CLIENT, 'esperanto', 'en-US', 'en-US'],
    ['no Accept-Language: the store’s', CLIENT, undefined, 'es-US', 'es-US'],
    ['an empty one: the store’s', CLIENT, '', 'es-US', 'es-US'],
    ['JSON with parameters is the client’s too', 'application/json; charset=utf-8', 'es', 'en-US', 'es-US'],
    // A browser's own request carries the browser's language, not the page's: an English page in a
    // Spanish browser stays English.
    ['a form posted before the script', BROWSER_FORM, 'es-ES,es;q=0.9', 'en-US', 'en-US'],
    ['a beacon (*/*)', '*/*', 'es-ES,es;q=0.9', 'en-US', 'en-US'],
    ['no Accept at all', undefined, 'es-US', 'en-US', 'en-US'],
    ['JSON named after something else', 'text/html, application/json', 'es', 'en-US', 'en-US'],
  ] as const)('%s', (_, accept, acceptLanguage, store, expected) => {
    expect(requestLocale({ accept, 'accept-language': acceptLanguage }, store)).toBe(expected);
  });
});

describe('storedLocale: the language an email row recorded', () => {
  it.each([
    ['es-US', 'en-US', 'es-US'],
    ['en-US', 'es-US', 'en-US'],
    // A row from before migration 058, or one no shopper's page caused: the store's.
    [null, 'es-US', 'es-US'],
    [undefined, 'en-US', 'en-US'],
    // Written by hand or by a later version: only a locale the shop has is taken as it is.
    ['es', 'en-US', 'en-US'],
    ['fr-FR', 'es-US', 'es-US'],
  ] as const)('%s on a store in %s: %s', (stored, store, expected) => {
    expect(storedLocale(stored, store)).toBe(expected);
  });
});

describe('tagLocale: a quiz form’s LOCALE_FIELD (issue 43)', () => {
  it.each([
    ['es-US', 'en-US', 'es-US'],
    ['en-US', 'es-US', 'en-US'],
    [' es ', 'en-US', 'es-US'],
    ['ES-mx', 'en-US', 'es-US'],
    // Not one of the shop's languages, or no field (a form rendered before the field): the store's.
    ['fr', 'es-US', 'es-US'],
    ['esperanto', 'en-US', 'en-US'],
    ['', 'es-US', 'es-US'],
    [undefined, 'es-US', 'es-US'],
    [['es-US'], 'en-US', 'en-US'],
  ] as const)('%j on a store in %s: %s', (tag, store, expected) => {
    expect(tagLocale(tag, store)).toBe(expected);
  });
});
