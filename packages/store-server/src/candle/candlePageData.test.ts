import { CandlePageData, getCandle, getPageData } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { readPageConfig, Visitor } from '../test/visitor.ts';

// <pc-candle> (docs/decisions/0024): the candle routes' page data is the candle product exactly as spec §7 GET
// products/candle answers it, printed into the page and answered by getPageData alike (decision 0011).

const t = useTestApp();

describe('candle page data', () => {
  it.each(['/candle', '/candle/big-sur', '/candle/no-such-candle'])(
    '%s carries GET products/candle as {candle}, printed and called alike',
    async (path) => {
      const visitor = await Visitor.arrive(t.app);
      const product = v.parse(getCandle.response, (await visitor.get(callUrl(getCandle))).json());
      const printed = readPageConfig((await visitor.get(path)).body).data;
      expect(v.parse(CandlePageData, printed)).toEqual({ candle: product });
      const called = await visitor.get(callUrl(getPageData, { path }));
      expect(v.parse(getPageData.response, called.json()).data).toEqual({ candle: product });
    },
  );

  it('keeps each stock state of the seed, so QA can show each buy button state (spec §4)', async () => {
    const visitor = await Visitor.arrive(t.app);
    const { candle } = v.parse(CandlePageData, readPageConfig((await visitor.get('/candle')).body).data);
    const stock = Object.fromEntries(
      candle.variations.map((variation) => [String(variation.metadata.url), variation.stock_status]),
    );
    expect(stock).toMatchObject({
      'gran-cenote': 'instock',
      'big-sur': 'onbackorder',
      positano: 'outofstock',
    });
    // spec §3 metadata full_description is HTML from the CMS.
    expect(String(candle.variations[0]?.metadata.full_description)).toMatch(/^<p>.*<\/p>$/);
  });
});
