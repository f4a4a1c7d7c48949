import { describe, expect, it } from 'vitest';
import { isCompatible } from './surveyCompatibility.ts';

// spec §4 Results: one tailored order at a time ("We only allow one tailored order at a time").

describe('isCompatible', () => {
  it.each([
    ['an empty cart', [], true],
    ['untailored lines only', [null, ''], true],
    ['lines of the same survey', ['log-a', null], true],
    ['a line of another survey', ['log-a', 'log-b'], false],
  ] as const)('with %s: %s', (_case, surveys, expected) => {
    expect(
      isCompatible(
        surveys.map((surveyLogId) => ({ surveyLogId })),
        'log-a',
      ),
    ).toBe(expected);
  });
});
