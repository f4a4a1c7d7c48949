import type { PostPurchaseOption } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { POST_PURCHASE_OPTIONS } from './postPurchaseOptions.ts';
import { OTHER_OPTION_ID, type Random, seededRandom, surveyOptionOrder } from './surveyOptionOrder.ts';

// issue 40 item 3 (docs/decisions/0159): the survey's options in the store's order by default, shuffled
// per shopper with "Other" last when the owner sets PC_SURVEY_ORDER=shuffled.

const option = (id: string): PostPurchaseOption => ({ id, name: id, children: [] });
const ids = (options: readonly PostPurchaseOption[]) => options.map(({ id }) => id);
/** A "random" that answers the given numbers in turn: each shuffle's swaps written out. */
const answering =
  (...numbers: number[]): Random =>
  () =>
    numbers.shift() ?? 0;

const ABCD_OTHER = ['a', 'b', 'c', 'd', OTHER_OPTION_ID].map(option);

describe('surveyOptionOrder', () => {
  it.each<[string, readonly PostPurchaseOption[], 'store' | 'shuffled', Random, string[]]>([
    [
      'the store’s order by default, whatever the random',
      ABCD_OTHER,
      'store',
      answering(0, 0, 0, 0),
      ['a', 'b', 'c', 'd', 'other'],
    ],
    // Fisher–Yates from the end: i=4 swaps with 0 (other first), i=3 with 0, i=2 with 0, i=1 with 0.
    [
      'shuffled, Other moved back to last',
      ABCD_OTHER,
      'shuffled',
      answering(0, 0, 0, 0),
      ['b', 'c', 'd', 'a', 'other'],
    ],
    // 0.99 keeps each in place: the store's order, Other already last.
    [
      'a shuffle that moves nothing',
      ABCD_OTHER,
      'shuffled',
      answering(0.99, 0.99, 0.99, 0.99),
      ['a', 'b', 'c', 'd', 'other'],
    ],
    [
      'Other last even when listed first',
      ['other', 'a', 'b'].map(option),
      'shuffled',
      answering(0.99, 0.99),
      ['a', 'b', 'other'],
    ],
    ['no Other: only shuffled', ['a', 'b', 'c'].map(option), 'shuffled', answering(0, 0), ['b', 'c', 'a']],
    ['nothing to show', [], 'shuffled', answering(), []],
  ])('%s', (_name, options, order, random, expected) => {
    expect(ids(surveyOptionOrder(options, order, random))).toEqual(expected);
  });

  it('a shopper’s seed gives the same order on each visit, a permutation with Other last; shoppers differ', () => {
    const orderOf = (seed: string) =>
      ids(surveyOptionOrder(POST_PURCHASE_OPTIONS, 'shuffled', seededRandom(seed)));
    const first = orderOf('session-one');
    expect(orderOf('session-one')).toEqual(first);
    expect([...first].sort()).toEqual(ids(POST_PURCHASE_OPTIONS).sort());
    expect(first.at(-1)).toBe(OTHER_OPTION_ID);
    const orders = new Set(
      ['session-two', 'session-three', 'session-four', 'session-five'].map((seed) => orderOf(seed).join()),
    );
    expect(orders.size).toBeGreaterThan(1);
    // The store's tree itself is never reordered.
    expect(POST_PURCHASE_OPTIONS.at(0)?.id).toBe('podcast');
  });
});
