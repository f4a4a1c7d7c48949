import { describe, expect, it } from 'vitest';
import { fromLocalInputValue, mailCatcherLink, parseQaState, toLocalInputValue } from './qaState.ts';

describe('parseQaState (packages/store-server/src/qa/qaSchemas.ts)', () => {
  it.each([
    [
      { identity: 'customer', clock: null, now: '2026-01-01T00:00:00.000Z', cartCount: 0 },
      { customer: true, now: null, mailCatcher: null },
    ],
    [
      {
        identity: 'anonymous',
        clock: '2021-07-08T04:00:00.000Z',
        now: '2021-07-08T04:00:00.000Z',
        cartCount: 2,
      },
      { customer: false, now: '2021-07-08T04:00:00.000Z', mailCatcher: null },
    ],
    [
      { identity: 'someone', clock: 5 },
      { customer: null, now: null, mailCatcher: null },
    ],
    [
      { identity: 'anonymous', clock: null, mailCatcher: 'http://localhost:1080/' },
      { customer: false, now: null, mailCatcher: 'http://localhost:1080/' },
    ],
    [null, { customer: null, now: null, mailCatcher: null }],
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

describe('mailCatcherLink (docs/decisions/0097)', () => {
  it.each([
    ['http://localhost:1080/', 'localhost', 'http://localhost:1080/'],
    ['http://localhost:1080/', 'qa.example', 'http://qa.example:1080/'],
    ['http://mail.internal:1080/', 'qa.example', 'http://mail.internal:1080/'],
    ['javascript:alert(1)', 'qa.example', null],
    ['not a url', 'qa.example', null],
  ])('%s seen from %s → %s', (url, host, expected) => {
    expect(mailCatcherLink(url, host)).toBe(expected);
  });
});
