import type { CheckoutSummary, OrderDetails } from '@pc/shared/contract';

// The frames' unit tests' data (frames.test.tsx, the demo's content.test.ts): a cart as checkout shows
// it, and an order.

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

export const ORDER: OrderDetails = {
  id: '1002',
  placedAt: '2026-12-14T17:00:00.000Z',
  email: 'sam.rivera@example.com',
  // The checkout's lines as the order keeps them; the e-gift without a message.
  lines: [...SUMMARY.lines, { ...E_GIFT_LINE, eGift: { ...E_GIFT_LINE.eGift, message: '' } }].map(
    ({ key: _key, backordered: _backordered, ...line }) => ({
      ...line,
      name: line.name.replace(/ <.*$/, ''),
    }),
  ),
  discounts: [{ code: 'SET3', amount: 3 }],
  subtotal: 122,
  shipping: 0,
  tax: 0,
  total: 119,
  giftCards: [{ last4: 'WXYZ', amount: 13 }],
  amountDue: 106,
  eGifts: [
    {
      id: '9',
      recipientName: 'Alex',
      to: 'alex@example.com',
      deliveryDate: '2026-12-15',
      status: 'scheduled',
      canChangeDate: true,
      canResend: false,
    },
  ],
};
