import { describe, expect, it } from 'vitest';
import { paidOrderLines } from './paidOrderLines.ts';
import type { HandedOffCartLine } from './platformHandOff.ts';

// docs/decisions/0144: the platform says what was paid; the hand-off says what it does not carry.
const cartLine = (
  key: string,
  variationId: number,
  quantity: number,
  extra: Partial<HandedOffCartLine> = {},
) =>
  ({
    key,
    productId: 100,
    variationId,
    name: `line ${key}`,
    sku: `SKU-${key}`,
    category: 'face',
    quantity,
    price: 19,
    cadence: 0,
    surveyLogId: null,
    source: null,
    position: null,
    bundle: [],
    giftCard: null,
    image: `/assets/${key}.jpg`,
    ...extra,
  }) as HandedOffCartLine;

const gift = (to: string) => ({ to, recipientName: 'Sam', from: 'Alex', message: 'Hi', deliveryDate: '' });

describe('paidOrderLines', () => {
  it('takes price and quantity from the platform, cadence from the hand-off', () => {
    const lines = paidOrderLines(
      [cartLine('a', 11, 1, { cadence: 9 })],
      [{ variationId: 11, name: 'Cleanser', quantity: 1, price: 17 }],
    );
    expect(lines).toMatchObject([{ variationId: 11, name: 'line a', quantity: 1, price: 17, cadence: 9 }]);
  });

  it('splits a merged platform line back into the e-gifts it was, each with its recipient', () => {
    const lines = paidOrderLines(
      [
        cartLine('a', 50, 1, { category: 'e-gift-card', giftCard: gift('one@example.com') }),
        cartLine('b', 50, 1, { category: 'e-gift-card', giftCard: gift('two@example.com') }),
      ],
      [{ variationId: 50, name: 'E-gift', quantity: 2, price: 50 }],
    );
    expect(lines.map((line) => [line.quantity, line.giftCard?.to])).toEqual([
      [1, 'one@example.com'],
      [1, 'two@example.com'],
    ]);
  });

  it('records only what was paid: a line left out on the platform is not an order line', () => {
    const lines = paidOrderLines(
      [cartLine('a', 11, 2), cartLine('b', 12, 1)],
      [{ variationId: 11, name: 'Cleanser', quantity: 1, price: 19 }],
    );
    expect(lines.map((line) => [line.variationId, line.quantity])).toEqual([[11, 1]]);
  });

  it('records units the hand-off did not hold as the platform names them, without gift details', () => {
    const lines = paidOrderLines(
      [cartLine('a', 50, 1, { giftCard: gift('one@example.com') })],
      [{ variationId: 50, name: 'E-gift', quantity: 3, price: 25 }],
    );
    expect(lines.map((line) => [line.quantity, line.giftCard?.to ?? null, line.name])).toEqual([
      [1, 'one@example.com', 'line a'],
      [2, null, 'E-gift'],
    ]);
  });
});
