import { FragmentRequest } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  createUnknownCodeLog,
  etagOf,
  fragmentAttributes,
  fragmentLocale,
  matchesEtag,
  modulepreloadLink,
  UNKNOWN_CODE_LOG_MS,
} from './fragmentRules.ts';

// decision 0171: the fragment call's rules: its query as the element's attributes, the unknown launch
// codes it logs, and its ETag.

describe('fragmentAttributes: the query as the element’s HTML attributes', () => {
  it.each([
    [{ tag: 'pc-quiz', type: 'gift' }, { type: 'gift' }],
    // a bare boolean attribute (`?no-name-question`) or its own name as value is present
    [{ tag: 'pc-quiz', 'no-name-question': '' }, { 'no-name-question': true }],
    [{ tag: 'pc-results', 'no-more-info': 'no-more-info' }, { 'no-more-info': true }],
    [{ tag: 'pc-launch', code: 'oud' }, { code: 'oud' }],
    [{ tag: 'pc-gift-cards' }, {}],
    // the host page's language is the render's, never an attribute (decision 0211)
    [{ tag: 'pc-contact', locale: 'es-MX' }, {}],
  ])('%o → %o', (query, attributes) => {
    expect(fragmentAttributes(v.parse(FragmentRequest, query))).toEqual(attributes);
  });
});

// decision 0211: the first view in the language the element will read on the host page.
describe('modulepreloadLink: the modules a fragment runs, for the host page’s head (decision 0212)', () => {
  it.each([
    [[], null],
    [['/elements/pc-contact.js'], '<https://shop.example.com/elements/pc-contact.js>; rel=modulepreload'],
    [
      ['/elements/pc-contact.js', '/elements/shared-S.js'],
      '<https://shop.example.com/elements/pc-contact.js>; rel=modulepreload, <https://shop.example.com/elements/shared-S.js>; rel=modulepreload',
    ],
  ])('%o → %s', (urls, expected) => {
    expect(modulepreloadLink('https://shop.example.com', urls)).toBe(expected);
  });
});

describe('fragmentLocale: the host page’s language, else the store’s', () => {
  it.each([
    [{ tag: 'pc-contact' }, 'en-US', 'en-US'],
    [{ tag: 'pc-contact' }, 'es-US', 'es-US'],
    [{ tag: 'pc-contact', locale: 'es' }, 'en-US', 'es-US'],
    [{ tag: 'pc-contact', locale: 'es-MX' }, 'en-US', 'es-US'],
    [{ tag: 'pc-contact', locale: 'en-GB' }, 'es-US', 'en-US'],
    // a language the store does not speak: en-US, as the element on that page would
    [{ tag: 'pc-contact', locale: 'fr-FR' }, 'es-US', 'en-US'],
  ] as const)('%o in a store of %s → %s', (query, store, expected) => {
    expect(fragmentLocale(v.parse(FragmentRequest, query), store)).toBe(expected);
  });
});

describe('FragmentRequest: what each element accepts (its meta.ts)', () => {
  it.each([
    [{ tag: 'pc-quiz', type: 'self', channel: 'Ana' }, true],
    [{ tag: 'pc-quiz', type: 'gifts' }, false], // spec §5: quiz type must be self or gift
    [{ tag: 'pc-quiz', 'no-name-question': 'false' }, false], // a boolean attribute is there or not
    [{ tag: 'pc-contact', color: 'red' }, false], // no such attribute
    [{ tag: 'pc-insights' }, false], // the owner's report is no host's
    [{ tag: 'pc-launch' }, false], // a launch needs its code
    [{ tag: 'pc-launch', code: 'anything' }, true], // an unknown code is a 404, not a 400
    [{ tag: 'pc-candle', path: 'x'.repeat(201) }, false],
    [{ tag: 'pc-cart', 'open-on-add': '', 'checkout-href': '/checkout' }, true],
    [{ tag: 'pc-gift-cards', locale: 'es-US' }, true], // any element, in the host page's language
    [{ tag: 'pc-gift-cards', locale: 'x'.repeat(36) }, false],
  ])('%o accepted: %s', (query, accepted) => {
    expect(v.safeParse(FragmentRequest, query).success).toBe(accepted);
  });
});

describe('createUnknownCodeLog: once per code per minute (issue 42 item 4)', () => {
  it('logs a code the first time, not again within the minute, again after it; each code apart', () => {
    const logged = createUnknownCodeLog();
    expect(logged('nope', 0)).toBe(true);
    expect(logged('nope', UNKNOWN_CODE_LOG_MS - 1)).toBe(false);
    expect(logged('other', 1)).toBe(true);
    expect(logged('nope', UNKNOWN_CODE_LOG_MS)).toBe(true);
  });
});

describe('matchesEtag', () => {
  const etag = etagOf('<pc-contact></pc-contact>');
  it.each([
    [undefined, false],
    [etag, true],
    [`W/${etag}`, true],
    [`"other", ${etag}`, true],
    ['*', true],
    ['"other"', false],
  ])('If-None-Match %s → %s', (header, matches) => {
    expect(matchesEtag(header, etag)).toBe(matches);
  });

  it('changes with the answer', () => {
    expect(etagOf('a')).not.toBe(etagOf('b'));
    expect(etagOf('a')).toMatch(/^"[\w-]{22}"$/);
  });
});
