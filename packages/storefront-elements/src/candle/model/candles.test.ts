import type { Product, Variation } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { candleIndexForPath, candlePath, candlePathSegment, enabledCandles, stepCandle } from './candles.ts';

const variation = (url: string, disabled = false, id = 1): Variation => ({
  id,
  parent_id: 301,
  sku: `CANDLE-${url.toUpperCase()}`,
  price: 48,
  description: '',
  full_description: '',
  image: '',
  stock_status: 'instock',
  metadata: {
    disabled,
    title: 'No. 01',
    name: url,
    short_description: '',
    url,
    latitude: 0,
    longitude: 0,
    videos: [],
    notes: '',
    full_description: '',
    footer: '',
    address: '',
  },
});

const product = (variations: Variation[]): Product => ({
  id: 301,
  name: 'Candles',
  description: '',
  price: 48,
  images: [],
  category: 'candle',
  variations,
});

describe('stepCandle (spec §2, §4 Candle page: the index wraps at both ends)', () => {
  // [index, step, count, expected]
  it.each([
    [0, 1, 6, 1],
    [4, 1, 6, 5],
    [5, 1, 6, 0], // next from the last wraps to the first
    [0, -1, 6, 5], // previous from the first wraps to the last
    [3, -1, 6, 2],
    [0, 1, 1, 0], // one candle: both arrows stay on it
    [0, -1, 1, 0],
    [0, 1, 0, -1], // no candle
  ] as const)('from %d by %d of %d is %d', (index, step, count, expected) => {
    expect(stepCandle(index, step, count)).toBe(expected);
  });
});

describe('enabledCandles (spec §3 metadata disabled: the arrows skip disabled candles)', () => {
  it('keeps the enabled candles in the product order', () => {
    const candles = enabledCandles(
      product([variation('a', false, 1), variation('b', true, 2), variation('c', false, 3)]),
    );
    expect(candles.map((candle) => candle.meta.url)).toEqual(['a', 'c']);
  });

  it('leaves out a variation whose metadata is not a candle’s', () => {
    const broken = { ...variation('x'), metadata: { url: 'x' } };
    expect(enabledCandles(product([broken, variation('a')])).map((c) => c.meta.url)).toEqual(['a']);
  });
});

describe('candleIndexForPath (spec §2: the candle whose url metadata matches the path)', () => {
  const candles = enabledCandles(
    product([variation('gran-cenote', false, 1), variation('oia', true, 2), variation('big-sur', false, 3)]),
  );
  it.each([
    ['big-sur', 1],
    ['BIG-SUR', 1], // paths match case-insensitively, as the route table does
    ['gran-cenote', 0],
    [undefined, 0], // /candle: the first enabled candle
    ['', 0],
    ['nowhere', 0], // unknown path: the first enabled candle (docs/decisions/0027)
    ['oia', 0], // a disabled candle is not offered: the first enabled one
  ])('%j → %d', (path, expected) => {
    expect(candleIndexForPath(candles, path)).toBe(expected);
  });

  it('is -1 without candles', () => {
    expect(candleIndexForPath([], 'a')).toBe(-1);
  });
});

describe('candle addresses (spec §2 /candle/{path})', () => {
  it.each([
    ['/candle/big-sur', 'big-sur'],
    ['/candle/big-sur/', 'big-sur'],
    ['/candle/gran%20cenote', 'gran cenote'],
    ['/candle', undefined],
    ['/contact', undefined],
  ])('%s names %j', (pathname, segment) => {
    expect(candlePathSegment(pathname)).toBe(segment);
  });

  it('writes a candle’s address', () => {
    expect(candlePath('big-sur')).toBe('/candle/big-sur');
    expect(candlePathSegment(candlePath('gran cenote'))).toBe('gran cenote');
  });
});
