import { describe, expect, it } from 'vitest';
import { asksConsent, bannerChoice } from './consentBanner.ts';

// issue 39 items 1 and 3 on the store's own pages (docs/decisions/0166).
describe('asksConsent', () => {
  it.each([
    ['required', null, true],
    ['required', '{"analytics":false,"marketing":false}', false],
    ['required', '{"analytics":true}', false],
    [undefined, null, false], // PC_CONSENT=granted (the default): nothing to ask
    [undefined, '{"analytics":false,"marketing":false}', false],
  ] as const)('mode %s, kept %s: %s', (mode, kept, expected) => {
    expect(asksConsent(mode, kept)).toBe(expected);
  });
});

describe('bannerChoice', () => {
  it.each([
    [true, false, { analytics: true, marketing: true }],
    [true, true, { analytics: true, marketing: false }], // Global Privacy Control keeps marketing off
    [false, false, { analytics: false, marketing: false }],
    [false, true, { analytics: false, marketing: false }],
  ])('accept %s, GPC %s', (accept, gpc, expected) => {
    expect(bannerChoice(accept, gpc)).toEqual(expected);
  });
});
