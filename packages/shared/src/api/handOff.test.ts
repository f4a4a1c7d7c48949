import { describe, expect, it } from 'vitest';
import { leavesForStore, withHandOffCode } from './handOff.ts';

// docs/decisions/0098, 0181: which navigations carry the shopper's cart as a hand-off code, and where
// the code goes.

const STORE = 'https://store.example';
const HOST = 'https://host.example';

describe('leavesForStore: a hand-off only from a page of another origin to a page of the store', () => {
  it.each([
    ['a host page to the store’s checkout', `${HOST}/candles`, `${STORE}/checkout`, true],
    ['a host page to a store page with a query', `${HOST}/candles`, `${STORE}/results?survey_log_id=1`, true],
    [
      'a host page to its own page named by `pages` (decision 0098)',
      `${HOST}/candles`,
      `${HOST}/checkout`,
      false,
    ],
    ['a host page to a third site', `${HOST}/candles`, 'https://elsewhere.example/', false],
    ['a host page to a relative path (the host’s own)', `${HOST}/candles`, '/checkout', false],
    [
      'a store page to the store’s checkout (the cookie goes along)',
      `${STORE}/candle/arashiyama`,
      `${STORE}/checkout`,
      false,
    ],
    ['a store page to a relative path', `${STORE}/candle/arashiyama`, '/checkout', false],
  ])('%s: %s', (_case, page, href, expected) => {
    expect(leavesForStore(href, page, STORE)).toBe(expected);
  });
});

describe('withHandOffCode: the code in the query (pc_handoff), the rest kept', () => {
  it.each([
    [`${STORE}/checkout`, `${STORE}/checkout?pc_handoff=c1`],
    [`${STORE}/results?survey_log_id=7`, `${STORE}/results?survey_log_id=7&pc_handoff=c1`],
    [`${STORE}/checkout?pc_handoff=old`, `${STORE}/checkout?pc_handoff=c1`],
    [`${STORE}/checkout#lines`, `${STORE}/checkout?pc_handoff=c1#lines`],
  ])('%s → %s', (href, expected) => {
    expect(withHandOffCode(href, `${HOST}/candles`, 'c1')).toBe(expected);
  });
});
