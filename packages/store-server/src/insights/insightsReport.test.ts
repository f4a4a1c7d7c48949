import type { InsightsReport } from '@pc/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedKnownMonth } from '../../test/knownMonth.ts';
import { signInOwner } from '../test/owner.ts';
import { useTestApp } from '../test/testApp.ts';

// The owner's report over a known month (packages/store-server/test/knownMonth.ts; docs/decisions/0121): every figure of
// every table, worked out by hand, on PGlite and (scripts/with-postgres.sh) PostgreSQL alike.

const used = useTestApp({ clock: () => new Date('2026-12-10T12:00:00Z') });

beforeAll(async () => {
  await seedKnownMonth(used.database.db);
});

const reportOf = async (from: string, to: string): Promise<InsightsReport> => {
  const owner = await signInOwner(used.app);
  const res = await owner.report(from, to);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InsightsReport;
};

describe('November 2026', () => {
  let report: InsightsReport;
  beforeAll(async () => {
    report = await reportOf('2026-11-01', '2026-11-30');
  });

  it('attributes the orders to their latest survey answer, extrapolated at a 60 % response rate', () => {
    expect(report.attribution).toEqual({
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
          revenue: 50,
          averageOrderValue: 50,
          extrapolatedOrders: 2,
          extrapolatedRevenue: 83.33,
        },
      ],
      otherTexts: [],
    });
  });

  it('follows each quiz type from its views to the orders within 7 days, with where the others left', () => {
    expect(report.funnels).toEqual([
      {
        quizType: 'self',
        steps: [
          { step: 'views', count: 5 },
          { step: 'starts', count: 5 },
          { step: 'completions', count: 2 },
          { step: 'resultsViews', count: 2 },
          { step: 'emails', count: 1 },
          { step: 'adds', count: 2 },
          { step: 'orders', count: 1 },
        ],
        dropOff: [
          { questionCode: 'age', left: 1 },
          { questionCode: 'skin_type', left: 1 },
          { questionCode: null, left: 1 },
        ],
      },
      {
        quizType: 'gift',
        steps: [
          { step: 'views', count: 3 },
          { step: 'starts', count: 2 },
          { step: 'completions', count: 1 },
          { step: 'resultsViews', count: 1 },
          { step: 'emails', count: 1 },
          { step: 'adds', count: 0 },
          { step: 'orders', count: 0 },
        ],
        dropOff: [{ questionCode: 'age', left: 1 }],
      },
    ]);
  });

  it('counts the cross-sell offers, choices, take rate and the revenue they added', () => {
    expect(report.crossSell).toEqual({
      shown: 4,
      subscribe: 2,
      buyOnce: 1,
      noThanks: 1,
      takeRate: 0.75,
      addedRevenue: 67,
    });
  });

  it('reads the gift cards from the ledger: sold, delivered, redeemed, outstanding at the end', () => {
    expect(report.giftCards).toEqual({
      sold: 2,
      soldAmount: 75,
      delivered: 3,
      redeemed: 1,
      redeemedAmount: 30,
      outstandingBalance: 145,
    });
  });

  it('splits the revenue between shoppers who took the quiz and those who did not', () => {
    expect(report.journey).toEqual([
      { tookQuiz: true, orders: 3, revenue: 230, averageOrderValue: 76.67 },
      { tookQuiz: false, orders: 2, revenue: 70, averageOrderValue: 35 },
    ]);
  });
});

describe('the extrapolation threshold (35 %)', () => {
  it('hides the extrapolated figures below it', async () => {
    // 14-30 November: o2 answered, o4 and o5 not: 1 of 3.
    const { attribution } = await reportOf('2026-11-14', '2026-11-30');
    expect(attribution).toMatchObject({ orders: 3, responses: 1, responseRate: 0.3333, extrapolated: false });
    expect(attribution.rows).toEqual([
      {
        path: ['instagram'],
        label: 'Instagram',
        responses: 1,
        share: 1,
        revenue: 50,
        averageOrderValue: 50,
        extrapolatedOrders: null,
        extrapolatedRevenue: null,
      },
    ]);
  });

  it('answers zeros for days without orders', async () => {
    const report = await reportOf('2026-11-01', '2026-11-01');
    expect(report.attribution).toEqual({
      orders: 0,
      responses: 0,
      responseRate: 0,
      extrapolated: false,
      rows: [],
      otherTexts: [],
    });
    expect(report.journey).toEqual([
      { tookQuiz: true, orders: 0, revenue: 0, averageOrderValue: 0 },
      { tookQuiz: false, orders: 0, revenue: 0, averageOrderValue: 0 },
    ]);
    expect(report.crossSell.takeRate).toBe(0);
    expect(report.giftCards.outstandingBalance).toBe(100);
  });
});

// docs/decisions/0159: the texts shoppers gave with "Other", each order's latest answer, listed.
describe('December 2026: what "Other" said', () => {
  it('lists each order’s Other text, not a text its later answer replaced', async () => {
    const { db } = used.database;
    await db.query(`INSERT INTO sessions (id) VALUES ('december') ON CONFLICT DO NOTHING`);
    const orderAt = async (at: string) => {
      const [row] = await db.query<{ id: string | number }>(
        `INSERT INTO orders (session_id, subtotal, discount_total, shipping, total, created_at)
         VALUES ('december', 40, 0, 0, 40, $1::timestamptz) RETURNING id`,
        [at],
      );
      return String(row!.id);
    };
    const answer = (orderId: string, results: string[], other: string | null, at: string) =>
      db.query(
        'INSERT INTO post_purchase_events (order_id, results, other_text, created_at) VALUES ($1::bigint, $2::text::jsonb, $3, $4::timestamptz)',
        [orderId, JSON.stringify(results), other, at],
      );
    const barber = await orderAt('2026-12-03T15:00:00Z');
    await answer(barber, ['other'], 'My barber', '2026-12-03T15:05:00Z');
    const replaced = await orderAt('2026-12-04T15:00:00Z');
    await answer(replaced, ['other'], 'A billboard', '2026-12-04T15:05:00Z');
    await answer(replaced, ['tv'], null, '2026-12-04T15:06:00Z');
    const { attribution } = await reportOf('2026-12-01', '2026-12-31');
    expect(attribution.otherTexts).toEqual([
      { orderId: barber, text: 'My barber', answeredAt: '2026-12-03T15:05:00.000Z' },
    ]);
    expect(attribution.rows.map((row) => row.label)).toEqual(['Other', 'TV']);
  });
});
