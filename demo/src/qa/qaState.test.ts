import { describe, expect, it } from 'vitest';
import { fromLocalInputValue, parseQaState, toLocalInputValue } from './qaState.ts';

describe('parseQaState (packages/store-server/src/qa/qaSchemas.ts)', () => {
  it.each([
    [
      { identity: 'customer', clock: null, now: '2026-01-01T00:00:00.000Z', cartCount: 0 },
      { customer: true, now: null },
    ],
    [
      {
        identity: 'anonymous',
        clock: '2021-07-08T04:00:00.000Z',
        now: '2021-07-08T04:00:00.000Z',
        cartCount: 2,
      },
      { customer: false, now: '2021-07-08T04:00:00.000Z' },
    ],
    [
      { identity: 'someone', clock: 5 },
      { customer: null, now: null },
    ],
    [null, { customer: null, now: null }],
  ])('%o → %o', (body, expected) => {
    expect(parseQaState(body)).toEqual(expected);
  });
});

describe('clock field conversions', () => {
  it('round-trips a local date and time', () => {
    const iso = fromLocalInputValue('2021-07-08T00:00');
    expect(iso).not.toBeNull();
    expect(toLocalInputValue(iso ?? '')).toBe('2021-07-08T00:00');
  });

  it.each(['', '2021-07-08', 'not a date'])('%j is no instant', (value) => {
    expect(fromLocalInputValue(value)).toBeNull();
  });

  it('leaves an invalid ISO string empty', () => {
    expect(toLocalInputValue('nope')).toBe('');
  });
});
