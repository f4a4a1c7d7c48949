import type { CheckoutSummary } from '@pc/shared/contract';

// The frames' unit tests' data (frameMarkup.test.ts, orderMarkup.test.ts): a cart as checkout shows it.

export const SUMMARY: CheckoutSummary = {
  lines: [
    {
      key: 'a',
      name: 'Hand Cream <new> & "best"',
      image: '/assets/a.png',
      quantity: 1,
      cadence: 0,
      unitPrice: 13,
      lineTotal: 13,
      eGift: null,
      backordered: false,
    },
    {
      key: 'b',
      name: 'Face Set',
      image: '/assets/b.png',
      quantity: 1,
      cadence: 9,
      unitPrice: 34,
      lineTotal: 34,
      eGift: null,
      backordered: false,
    },
  ],
  discounts: [{ code: 'SETONCE3', amount: 3 }],
  subtotal: 47,
  discountTotal: 3,
  shipping: 0,
  freeShipping: true,
  nothingShips: false,
  tax: 0,
  total: 44,
  giftCards: [],
  giftCardExclusions: true,
  amountDue: 44,
};

export const E_GIFT_LINE = {
  key: 'g',
  name: 'E-Gift Card',
  image: '/assets/g.png',
  quantity: 1,
  cadence: 0,
  unitPrice: 75,
  lineTotal: 75,
  eGift: {
    recipientName: 'Alex',
    to: 'alex@example.com',
    from: 'Sam',
    message: 'Enjoy!',
    deliveryDate: '2026-12-15',
  },
  backordered: false,
};
