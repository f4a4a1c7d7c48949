import type { CrossSell } from '@pc/shared/contract';

/** An offer as GET cart/cross_sell answers it (spec §3 Cross-sell): the rest of a tailored order (decision 0127). */
export const crossSellOffer = (overrides: Partial<CrossSell> = {}): CrossSell => ({
  products: [
    {
      name: 'Face Cleanser',
      image: '/assets/products/cleanser.webp',
      prices: { subscription: 17, once: 19 },
    },
    { name: 'Face Lotion', image: '/assets/products/lotion.webp', prices: { subscription: 17, once: 19 } },
  ],
  actions: ['SUBSCRIBE', 'ONE_TIME'],
  quizType: 'self',
  surveyLogId: 'log-123',
  discounts: {
    SUBSCRIBE: { code: 'UPGRADE5', amount: 5 },
    ONE_TIME: { code: 'ONCE2', amount: 2 },
  },
  ...overrides,
});
