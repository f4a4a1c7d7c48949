import { getPageData } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { readPageConfig, Visitor } from '../test/visitor.ts';

// Page data of /gift-cards (docs/decisions/0024): both gift card products as spec §7 GET products/e-gift-card and
// products/gift-card answer them, and the shop's today (docs/decisions/0030), the same on a fresh load
// and through getPageData.

// 23:30 on 10 March 2026 in New York, already the 11th in UTC.
const t = useTestApp({ clock: () => new Date('2026-03-11T03:30:00Z') });

describe('gift card page data', () => {
  it('carries both products with their stock states and New York’s today', async () => {
    const visitor = await Visitor.arrive(t.app, '/gift-cards');
    const res = await visitor.get(callUrl(getPageData, { path: '/gift-cards' }));
    expect(res.statusCode).toBe(200);
    const data = v.parse(getPageData.response, res.json()).data;
    expect(data).toMatchObject({ giftCards: { today: '2026-03-10' } });
    const { giftCards } = data as {
      giftCards: { eGift: { variations: { price: number; stock_status: string }[] } };
    };
    expect(giftCards.eGift.variations.map((variation) => [variation.price, variation.stock_status])).toEqual([
      [25, 'instock'],
      [50, 'instock'],
      [75, 'instock'],
      [100, 'instock'],
      [150, 'instock'],
      [200, 'instock'],
      [250, 'outofstock'],
    ]);
    // A fresh load prints the same data into #pc-config.
    expect(readPageConfig((await visitor.get('/gift-cards')).body).data).toEqual(data);
  });

  it('moves today with the session’s QA clock', async () => {
    const visitor = await Visitor.arrive(t.app, '/gift-cards');
    const res = await visitor.postJson(QA_CALLS.clock.path, { now: '2026-07-04T16:00:00.000Z' });
    expect(res.statusCode, res.body).toBe(200);
    expect(readPageConfig((await visitor.get('/gift-cards')).body).data).toMatchObject({
      giftCards: { today: '2026-07-04' },
    });
  });
});
