import { candlePath, candlePathSegment } from './candles.ts';

// Where the candle page keeps the current candle in the address (docs/decisions/0027, 0182).
// On the store's own pages, spec §2's route: "/candle and /candle/{path} | candle landing page and
// candle detail and checkout; the candle is chosen by matching the candle's url metadata to the path".
// On a page of another origin the path is the host's (a reload of /candle/{path} there is the host's
// 404), so the candle rides in the host page's query, under the host's own path.

/** The query parameter that names the candle on a page of another origin. */
export const CANDLE_PARAM = 'pc_candle';

/** Where the element is: the store's own page, or a page of another origin. */
export type CandleSite = 'store' | 'host';

/** The part of a location the address rules read. */
export interface CandleLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The candle {path} the address names, undefined when it names none (the `path` attribute's then). */
export function candleInAddress(site: CandleSite, { pathname, search }: CandleLocation): string | undefined {
  if (site === 'store') return candlePathSegment(pathname);
  return new URLSearchParams(search).get(CANDLE_PARAM) || undefined;
}

/**
 * The address (path, query and hash) that names the candle `url`: /candle/{url} on the store;
 * on another origin the host's own path and hash with `pc_candle={url}` in its query, its other
 * parameters kept.
 */
export function addressForCandle(site: CandleSite, location: CandleLocation, url: string): string {
  if (site === 'store') return candlePath(url);
  const query = new URLSearchParams(location.search);
  query.set(CANDLE_PARAM, url);
  return `${location.pathname}?${query.toString()}${location.hash}`;
}
