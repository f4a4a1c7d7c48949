import {
  BODY_WASH_CODES,
  CandleMetadata,
  COLLAB_EDITION_CODE,
  COLOGNE_PLAY_CODES,
  getBodyWashVariation,
  getCandle,
  getColognePlayVariation,
  getEGiftCard,
  getGiftCard,
  getPageData,
  LaunchMetadata,
  RestError,
} from '@pc/shared/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';

// spec §7 product calls; spec §3 Product, Variation and candle metadata; spec §2 launch codes.

let visitor: Visitor;

const t = useTestApp({ clock: () => new Date('2026-03-10T15:00:00Z') });

beforeAll(async () => {
  visitor = await Visitor.arrive(t.app);
});

const getJson = async (url: string) => {
  const res = await visitor.get(url);
  expect(res.statusCode, url).toBe(200);
  return res.json() as unknown;
};

describe('GET products/candle', () => {
  it('has at least 6 variations, every candle metadata field, and one disabled candle', async () => {
    const candle = v.parse(getCandle.response, await getJson(callUrl(getCandle)));
    expect(candle.variations.length).toBeGreaterThanOrEqual(6);
    const metas = candle.variations.map((variation) =>
      v.parse(v.strictObject(CandleMetadata.entries), variation.metadata),
    );
    expect(metas.filter((meta) => meta.disabled)).toHaveLength(1);
    for (const meta of metas) {
      // spec §3: four videos; the url is the /candle/{path} segment
      expect(meta.videos).toHaveLength(4);
      expect(meta.url).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Math.abs(meta.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(meta.longitude)).toBeLessThanOrEqual(180);
      for (const text of [
        meta.title,
        meta.name,
        meta.short_description,
        meta.notes,
        meta.full_description,
        meta.footer,
        meta.address,
      ]) {
        expect(text.length).toBeGreaterThan(0);
      }
    }
    expect(new Set(metas.map((meta) => meta.url)).size).toBe(metas.length);
  });
});

describe('GET products/e-gift-card and products/gift-card', () => {
  it('offers at least 6 e-gift amounts, the first 4 as cards (spec §9), the largest sold out (spec §4)', async () => {
    const product = v.parse(getEGiftCard.response, await getJson(callUrl(getEGiftCard)));
    expect(product.variations.map((variation) => variation.price)).toEqual([25, 50, 75, 100, 150, 200, 250]);
    // The 4 cards are buyable; the slider's last amount shows the gift card page's 'SOLD OUT' (docs/decisions/0032).
    expect(
      product.variations.filter((variation) => variation.stock_status !== 'instock').map((v) => v.price),
    ).toEqual([250]);
  });

  it('offers physical cards, one sold out (spec §4 SOLD OUT)', async () => {
    const product = v.parse(getGiftCard.response, await getJson(callUrl(getGiftCard)));
    expect(product.variations.length).toBeGreaterThanOrEqual(4);
    expect(product.variations.filter((variation) => variation.stock_status === 'outofstock')).toHaveLength(1);
  });
});

describe('GET launch variations by code (spec §2)', () => {
  const launches = [
    ...COLOGNE_PLAY_CODES.map((code) => [getColognePlayVariation, 'cologne_play', code] as const),
    ...BODY_WASH_CODES.map((code) => [getBodyWashVariation, 'body_wash', code] as const),
  ];

  it.each(launches)('serves %s code %s with its launch page content', async (call, _slug, code) => {
    const launch = v.parse(call.response, await getJson(callUrl(call, { code })));
    const meta = v.parse(LaunchMetadata, launch.variation.metadata);
    expect(launch.product.name.length).toBeGreaterThan(0);
    expect(meta.reviews.length).toBeGreaterThan(0);
    expect(meta.scentNotes ?? meta.ingredients).toBeDefined();
    // spec §2: only the collaboration edition has a story section, an edition of gran-cenote (decision 0033)
    expect(meta.story).toBeUndefined();
    expect(Object.keys(meta.editions ?? {})).toEqual(code === 'gran-cenote' ? [COLLAB_EDITION_CODE] : []);
    if (code === 'gran-cenote') {
      const edition = meta.editions?.[COLLAB_EDITION_CODE];
      expect(edition?.story?.paragraphs.length).toBeGreaterThan(0);
      expect(new URLSearchParams(edition?.checkoutQuery).get('utm_source')).toBe('throwingfits');
    }
  });

  it('covers backorder and sold-out stock (spec §4)', async () => {
    const statuses = await Promise.all(
      launches.map(
        async ([call, , code]) =>
          v.parse(call.response, await getJson(callUrl(call, { code }))).variation.stock_status,
      ),
    );
    expect(statuses).toContain('onbackorder');
    expect(statuses).toContain('outofstock');
  });

  it('sells the collaboration edition out at 8 July 2021 00:00 Eastern by the session clock (spec §4)', async () => {
    // The page data of /throwing-fits carries gran-cenote as spec §7's call answers it, and the stock
    // status the page shows; gran-cenote itself stays on sale at /warm-and-oceanic-breeze.
    const launch = async (path: string) =>
      v.parse(getPageData.response, await getJson(callUrl(getPageData, { path }))).data as {
        launch: { code: string; product: { variation: { sku: string } }; stockStatus: string };
      };
    expect((await launch('/tf')).launch).toMatchObject({
      code: 'gran-cenote_tf',
      product: { variation: { sku: 'COL-PLAY-GRAN-CENOTE' } },
      stockStatus: 'outofstock',
    });
    await visitor.postJson(QA_CALLS.clock.path, { now: '2021-07-07T23:59:59-04:00' });
    expect((await launch('/throwing-fits')).launch.stockStatus).toBe('instock');
    await visitor.postJson(QA_CALLS.clock.path, { now: '2021-07-08T04:00:00Z' });
    expect((await launch('/throwingfits')).launch.stockStatus).toBe('outofstock');
    expect((await launch('/warm-and-oceanic-breeze')).launch).toMatchObject({
      code: 'gran-cenote',
      stockStatus: 'instock',
    });
    await visitor.postJson(QA_CALLS.clock.path, { now: null });
  });

  it.each([
    ['cologne_play', 'nope'],
    // spec §7: the collaboration edition is asked for as gran-cenote, never by its launch code
    ['cologne_play', 'gran-cenote_tf'],
    ['cologne_play', 'bw-hydrating-woodlime'],
    ['body_wash', 'green'],
    ['body_wash', '%3Cscript%3E'],
  ])('answers 404 with a clear message for %s code %s', async (slug, code) => {
    const call = slug === 'body_wash' ? getBodyWashVariation : getColognePlayVariation;
    const res = await visitor.get(callUrl(call, { code }, { raw: true }));
    expect(res.statusCode).toBe(404);
    const body = v.parse(RestError, res.json());
    expect(body).toMatchObject({ code: 'pc_unknown_product_code', data: { status: 404 } });
    expect(body.message).toContain(`No ${slug} variation has the code`);
  });

  it('answers rest_no_route for other product paths', async () => {
    const res = await visitor.get('/wp-json/pc/v1/products/cleanser');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
  });
});
