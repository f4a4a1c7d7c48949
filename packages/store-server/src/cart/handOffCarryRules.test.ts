import { describe, expect, it } from 'vitest';
import { carriedQuantities, linesToCarry } from './handOffCarryRules.ts';

// docs/decisions/0145: a hand-off adds the host's cart to the browser's own; spec §4 "one tailored
// order at a time"; decision 0124: a tailored line or an e-gift holds one unit.

const line = (key: string, quantity: number, extra: { surveyLogId?: string; giftCard?: boolean } = {}) => ({
  key,
  quantity,
  surveyLogId: extra.surveyLogId ?? null,
  giftCard: extra.giftCard
    ? { recipientName: 'Alex', to: 'alex@example.com', from: 'Sam', message: '', deliveryDate: '' }
    : null,
});

describe('linesToCarry', () => {
  it.each([
    [
      'an empty browser cart takes every host line',
      [],
      [line('candle', 2), line('soap', 1)],
      {},
      [
        ['candle', 2],
        ['soap', 1],
      ],
    ],
    [
      'a line the browser holds gets the host’s units on top',
      [line('candle', 1)],
      [line('candle', 2)],
      {},
      [['candle', 2]],
    ],
    [
      'the same host cart carried again adds nothing',
      [line('candle', 1)],
      [line('candle', 1)],
      { candle: 1 },
      [],
    ],
    [
      'after the order emptied the browser’s cart, nothing comes back',
      [],
      [line('candle', 1)],
      { candle: 1 },
      [],
    ],
    [
      'what the host line gained since it was carried',
      [line('candle', 1)],
      [line('candle', 3)],
      { candle: 1 },
      [['candle', 2]],
    ],
    [
      'a host line that shrank takes nothing away',
      [line('candle', 3)],
      [line('candle', 1)],
      { candle: 3 },
      [],
    ],
    [
      'spec §4: a tailored line of another survey stays behind',
      [line('mine', 1, { surveyLogId: 'log-a' })],
      [line('theirs', 1, { surveyLogId: 'log-b' }), line('candle', 1)],
      {},
      [['candle', 1]],
    ],
    [
      'a tailored line of the browser’s own survey is carried',
      [line('mine', 1, { surveyLogId: 'log-a' })],
      [line('also-mine', 1, { surveyLogId: 'log-a' })],
      {},
      [['also-mine', 1]],
    ],
    [
      'two surveys in the host’s cart: the first one’s line only',
      [],
      [line('one', 1, { surveyLogId: 'log-a' }), line('two', 1, { surveyLogId: 'log-b' })],
      {},
      [['one', 1]],
    ],
    [
      'decision 0124: an e-gift the browser holds is not doubled',
      [line('gift', 1, { giftCard: true })],
      [line('gift', 1, { giftCard: true })],
      {},
      [],
    ],
    [
      'decision 0124: at most CART_LINE_MAX_QUANTITY (10) of a line',
      [line('candle', 9)],
      [line('candle', 5)],
      {},
      [['candle', 1]],
    ],
  ] as const)('%s', (_case, target, source, carried, expected) => {
    const carry = linesToCarry(target, source, new Map(Object.entries(carried)));
    expect(carry.map(({ line, add }) => [line.key, add])).toEqual(expected);
  });
});

describe('carriedQuantities', () => {
  it('remembers each host line’s quantity by its key', () => {
    expect([...carriedQuantities([line('candle', 2), line('soap', 1)])]).toEqual([
      ['candle', 2],
      ['soap', 1],
    ]);
  });
});
