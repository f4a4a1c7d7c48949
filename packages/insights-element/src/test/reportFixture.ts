import type { InsightsReport } from '@pc/shared/contract';

/** A report as the store answers it (the known month of store-server's insights tests, trimmed). */
export const REPORT: InsightsReport = {
  from: '2026-11-01',
  to: '2026-11-30',
  attribution: {
    orders: 5,
    responses: 3,
    responseRate: 0.6,
    extrapolated: true,
    rows: [
      {
        path: ['podcast'],
        label: 'Podcast',
        responses: 2,
        share: 0.6667,
        revenue: 180,
        averageOrderValue: 90,
        extrapolatedOrders: 3,
        extrapolatedRevenue: 300,
      },
      {
        path: ['podcast', 'podcast-huberman-lab'],
        label: 'Podcast › Huberman Lab',
        responses: 2,
        share: 0.6667,
        revenue: 180,
        averageOrderValue: 90,
        extrapolatedOrders: 3,
        extrapolatedRevenue: 300,
      },
      {
        path: ['instagram'],
        label: 'Instagram',
        responses: 1,
        share: 0.3333,
        revenue: 1250.5,
        averageOrderValue: 50,
        extrapolatedOrders: 2,
        extrapolatedRevenue: 83.33,
      },
    ],
    otherTexts: [{ orderId: '1007', text: 'My barber', answeredAt: '2026-11-21T15:00:00.000Z' }],
  },
  funnels: [
    {
      quizType: 'self',
      steps: [
        { step: 'views', count: 5 },
        { step: 'starts', count: 5 },
      ],
      dropOff: [
        { questionCode: 'age', left: 1 },
        { questionCode: null, left: 1 },
      ],
    },
  ],
  crossSell: { shown: 4, subscribe: 2, buyOnce: 1, noThanks: 1, takeRate: 0.75, addedRevenue: 67 },
  giftCards: {
    sold: 2,
    soldAmount: 75,
    delivered: 3,
    redeemed: 1,
    redeemedAmount: 30,
    outstandingBalance: 145,
  },
  subscriptions: { started: 3, active: 2, renewals: 4, renewalRevenue: 68, cancelled: 1 },
  journey: [
    { tookQuiz: true, orders: 3, revenue: 230, averageOrderValue: 76.67 },
    { tookQuiz: false, orders: 2, revenue: 70, averageOrderValue: 35 },
  ],
};
