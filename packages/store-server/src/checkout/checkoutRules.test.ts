import { describe, expect, it } from 'vitest';
import { checkoutSummary, STANDARD_SHIPPING, type SummaryLineInput } from './checkoutRules.ts';

// spec §9 "Free-shipping note: spend $25 or subscribe", and the checkout's sums (decision 0036).

const line = (price: number, cadence = 0, quantity = 1, key = `k${price}-${cadence}`): SummaryLineInput => ({
  key,
  name: `Item ${price}`,
  image: '/assets/x.svg',
  quantity,
  cadence,
  price,
});

describe('checkoutSummary: the free-shipping rule (spec §9)', () => {
  it.each([
    ['an empty cart ships nothing', [], [], { subtotal: 0, shipping: 0, freeShipping: false, total: 0 }],
    [
      'once, under $25: standard shipping',
      [line(19)],
      [],
      { subtotal: 19, shipping: STANDARD_SHIPPING, freeShipping: false, total: 24.95 },
    ],
    [
      'once, exactly $25: free',
      [line(13), line(12)],
      [],
      { subtotal: 25, shipping: 0, freeShipping: true, total: 25 },
    ],
    [
      'once, $24.99: not free',
      [line(24.99)],
      [],
      { subtotal: 24.99, shipping: STANDARD_SHIPPING, freeShipping: false, total: 30.94 },
    ],
    [
      'two units count: 2 × $13 = $26, free',
      [line(13, 0, 2)],
      [],
      { subtotal: 26, shipping: 0, freeShipping: true, total: 26 },
    ],
    [
      'a subscription under $25: free',
      [line(15, 4)],
      [],
      { subtotal: 15, shipping: 0, freeShipping: true, total: 15 },
    ],
    [
      'a subscription beside a once line: free',
      [line(13), line(15, 4)],
      [],
      { subtotal: 28, shipping: 0, freeShipping: true, total: 28 },
    ],
    [
      'a coupon that takes the spend under $25: shipping charged',
      [line(28)],
      [{ code: 'C5', amount: 5 }],
      { subtotal: 28, discountTotal: 5, shipping: STANDARD_SHIPPING, freeShipping: false, total: 28.95 },
    ],
    [
      'a coupon that leaves exactly $25: free',
      [line(30)],
      [{ code: 'C5', amount: 5 }],
      { subtotal: 30, discountTotal: 5, shipping: 0, freeShipping: true, total: 25 },
    ],
    [
      'a coupon larger than the lines is capped at them',
      [line(15, 4)],
      [{ code: 'BIG', amount: 50 }],
      { subtotal: 15, discountTotal: 15, shipping: 0, freeShipping: true, total: 0 },
    ],
  ])('%s', (_, lines, coupons, expected) => {
    expect(checkoutSummary(lines, coupons)).toMatchObject(expected);
  });
});

describe('checkoutSummary: lines and discounts', () => {
  it('lists each line with its cadence, unit price and line total, in cents without drift', () => {
    const summary = checkoutSummary([line(0.1, 0, 3, 'a'), line(0.2, 9, 1, 'b')], []);
    expect(summary.lines).toEqual([
      {
        key: 'a',
        name: 'Item 0.1',
        image: '/assets/x.svg',
        quantity: 3,
        cadence: 0,
        unitPrice: 0.1,
        lineTotal: 0.3,
        eGift: null,
        backordered: false,
      },
      {
        key: 'b',
        name: 'Item 0.2',
        image: '/assets/x.svg',
        quantity: 1,
        cadence: 9,
        unitPrice: 0.2,
        lineTotal: 0.2,
        eGift: null,
        backordered: false,
      },
    ]);
    expect(summary.subtotal).toBe(0.5);
  });

  it('applies coupons in order, drops one with nothing left to take off', () => {
    const summary = checkoutSummary(
      [line(10)],
      [
        { code: 'A', amount: 8 },
        { code: 'B', amount: 5 },
        { code: 'C', amount: 1 },
      ],
    );
    expect(summary.discounts).toEqual([
      { code: 'A', amount: 8 },
      { code: 'B', amount: 2 },
    ]);
    expect(summary.discountTotal).toBe(10);
    expect(summary.total).toBe(STANDARD_SHIPPING);
  });
});

const E_GIFT = { recipientName: 'Alex', to: 'alex@example.com', from: 'Sam', message: '', deliveryDate: '' };
const eGiftLine = (price: number): SummaryLineInput => ({
  ...line(price, 0, 1, `gift${price}`),
  giftCardLine: true,
  eGift: E_GIFT,
});

describe('checkoutSummary: what ships (docs/decisions/0116)', () => {
  it.each([
    ['an e-gift card alone ships nothing and is charged no shipping', [eGiftLine(50)], true, false, 0],
    [
      'an e-gift beside a $19 item: the item ships, the card does not count to $25',
      [eGiftLine(50), line(19)],
      false,
      false,
      STANDARD_SHIPPING,
    ],
    ['an e-gift beside a $25 item: free', [eGiftLine(50), line(25)], false, true, 0],
    ['an e-gift beside a subscription: free', [eGiftLine(50), line(15, 4)], false, true, 0],
  ])('%s', (_, lines, nothingShips, freeShipping, shipping) => {
    expect(checkoutSummary(lines, [])).toMatchObject({ nothingShips, freeShipping, shipping });
  });

  it('a backordered line and an e-gift line keep what checkout shows of them', () => {
    const summary = checkoutSummary([{ ...line(19), backordered: true }, eGiftLine(50)], []);
    expect(summary.lines.map((l) => [l.backordered, l.eGift])).toEqual([
      [true, null],
      [false, E_GIFT],
    ]);
  });
});

describe('checkoutSummary: gift cards pay (spec §9)', () => {
  const card = (balance: number, id = 'g1') => ({ id, last4: 'WXYZ', balance });
  it.each([
    ['within the balance: all of it, shipping too', [line(19)], [card(50)], [24.95], 0],
    ['past the balance: the balance, the rest due', [line(19)], [card(10)], [10], 14.95],
    ['a subscription line is left to pay', [line(19), line(15, 4)], [card(50)], [19], 15],
    ['a gift card line is left to pay', [line(19), eGiftLine(50)], [card(100)], [24.95], 50],
    ['a spent card pays nothing', [line(30)], [card(0)], [0], 30],
  ])('%s', (_, lines, cards, amounts, amountDue) => {
    const summary = checkoutSummary(lines, [], cards);
    expect(summary.giftCards.map((applied) => applied.amount)).toEqual(amounts);
    expect(summary.amountDue).toBe(amountDue);
    expect(summary.giftCardExclusions).toBe(lines.some((l) => l.cadence > 0 || l.giftCardLine));
  });
});
