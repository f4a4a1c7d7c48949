import { describe, expect, it } from 'vitest';
import { type Consent, type ConsentMode, consentOf } from './consentRule.ts';

// issue 39 items 1 and 3, docs/decisions/0149: mode, GPC and the shopper's own choice.
const rows: [string, ConsentMode | undefined, boolean, Partial<Consent>, Consent][] = [
  ['no consent setting: today’s behaviour', undefined, false, {}, { analytics: true, marketing: true }],
  ['granted', 'granted', false, {}, { analytics: true, marketing: true }],
  [
    'required, nothing chosen: nothing beyond the necessary',
    'required',
    false,
    {},
    { analytics: false, marketing: false },
  ],
  [
    'required, analytics chosen',
    'required',
    false,
    { analytics: true },
    { analytics: true, marketing: false },
  ],
  [
    'required, both chosen',
    'required',
    false,
    { analytics: true, marketing: true },
    { analytics: true, marketing: true },
  ],
  ['granted under GPC: marketing off', 'granted', true, {}, { analytics: true, marketing: false }],
  ['no setting under GPC: marketing off', undefined, true, {}, { analytics: true, marketing: false }],
  [
    'GPC, then the shopper turns marketing on in the host’s tool',
    'granted',
    true,
    { marketing: true },
    { analytics: true, marketing: true },
  ],
  [
    'required under GPC, analytics chosen: marketing still off',
    'required',
    true,
    { analytics: true },
    { analytics: true, marketing: false },
  ],
  [
    'granted, the shopper refuses both',
    'granted',
    false,
    { analytics: false, marketing: false },
    { analytics: false, marketing: false },
  ],
];

describe('consentOf', () => {
  it.each(rows)('%s', (_, mode, gpc, chosen, expected) => {
    expect(consentOf(mode, gpc, chosen)).toEqual(expected);
  });
});
