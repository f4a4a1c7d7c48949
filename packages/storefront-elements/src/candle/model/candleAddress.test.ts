import { describe, expect, it } from 'vitest';
import { addressForCandle, type CandleLocation, type CandleSite, candleInAddress } from './candleAddress.ts';

// docs/decisions/0027, 0182. Spec §2: "/candle and /candle/{path} | candle landing page and candle
// detail and checkout; the candle is chosen by matching the candle's url metadata to the path" — on
// the store's own pages; on a page of another origin the host's path is left alone.

const at = (pathname: string, search = '', hash = ''): CandleLocation => ({ pathname, search, hash });

describe('candleInAddress: the candle the address names', () => {
  it.each<[string, CandleSite, CandleLocation, string | undefined]>([
    ['the store: /candle/{path}', 'store', at('/candle/arashiyama'), 'arashiyama'],
    ['the store: /candle names none (the first enabled candle)', 'store', at('/candle'), undefined],
    ['the store: the query is not read', 'store', at('/candle', '?pc_candle=oia'), undefined],
    ['a host: its query', 'host', at('/candles', '?pc_candle=arashiyama'), 'arashiyama'],
    ['a host: its own path is never read as a candle', 'host', at('/candle/arashiyama'), undefined],
    ['a host: an empty parameter names none', 'host', at('/candles', '?pc_candle='), undefined],
  ])('%s', (_case, site, location, expected) => {
    expect(candleInAddress(site, location)).toBe(expected);
  });
});

describe('addressForCandle: the address a choice writes', () => {
  it.each<[string, CandleSite, CandleLocation, string, string]>([
    ['the store: /candle/{url} (spec §2)', 'store', at('/candle/oia'), 'arashiyama', '/candle/arashiyama'],
    ['the store: encoded', 'store', at('/candle'), 'a b', '/candle/a%20b'],
    [
      'a host: its path, the candle in the query',
      'host',
      at('/candles'),
      'arashiyama',
      '/candles?pc_candle=arashiyama',
    ],
    [
      'a host: its other parameters and hash kept',
      'host',
      at('/shop/candles', '?utm=x&pc_candle=oia', '#map'),
      'arashiyama',
      '/shop/candles?utm=x&pc_candle=arashiyama#map',
    ],
  ])('%s', (_case, site, location, url, expected) => {
    expect(addressForCandle(site, location, url)).toBe(expected);
  });
});
