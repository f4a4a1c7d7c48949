import { describe, expect, it } from 'vitest';
import { type ConsentSetting, pagePrivacy, parseConsentSetting } from './pagePrivacy.ts';

// issue 39 items 1 and 3: PC_CONSENT and Sec-GPC, as the store's pages print them (decision 0149).
describe('parseConsentSetting (PC_CONSENT)', () => {
  it.each([
    [undefined, 'granted'],
    ['', 'granted'],
    ['granted', 'granted'],
    [' required ', 'required'],
  ])('%j → %s', (value, expected) => expect(parseConsentSetting(value)).toBe(expected));

  it('refuses a value that cannot be meant', () => {
    expect(() => parseConsentSetting('yes')).toThrow('PC_CONSENT must be "required" or "granted", not "yes"');
  });
});

describe('pagePrivacy', () => {
  const rows: [string, ConsentSetting, Record<string, string>, object][] = [
    ['granted, no signal: nothing to say', 'granted', {}, {}],
    ['required', 'required', {}, { consent: 'required' }],
    ['Sec-GPC: 1', 'granted', { 'sec-gpc': '1' }, { gpc: true }],
    ['required and Sec-GPC: 1', 'required', { 'sec-gpc': '1' }, { consent: 'required', gpc: true }],
    ['Sec-GPC other than 1 is no signal (GPC spec)', 'granted', { 'sec-gpc': '0' }, {}],
  ];
  it.each(rows)('%s', (_, setting, headers, expected) => {
    expect(pagePrivacy(setting, headers)).toEqual(expected);
  });
});
