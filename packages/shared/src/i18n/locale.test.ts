import { describe, expect, it } from 'vitest';
import { localeOf } from './locale.ts';

// issue 43, docs/decisions/0210: which of the shop's locales a language tag means.
describe('localeOf', () => {
  it.each([
    ['es-US', 'es-US'],
    ['es', 'es-US'],
    ['es-MX', 'es-US'],
    ['ES-us', 'es-US'],
    [' es ', 'es-US'],
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['fr-CA', 'en-US'],
    ['est', 'en-US'],
    ['', 'en-US'],
    [null, 'en-US'],
    [undefined, 'en-US'],
  ])('%s → %s', (tag, locale) => {
    expect(localeOf(tag)).toBe(locale);
  });
});
