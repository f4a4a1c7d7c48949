import { CandleMetadata, type Product, type Variation } from '@pc/shared/contract';
import * as v from 'valibot';

/** One candle of the landing page: its variation (price, stock, ids) and its metadata (spec §3). */
export interface Candle {
  readonly variation: Variation;
  readonly meta: CandleMetadata;
}

/**
 * spec §2 Candle landing page, spec §3 candle metadata: the candles the page offers, in the product's
 * order: the variations whose metadata is a candle's and is not `disabled`. A variation whose metadata
 * does not parse is left out rather than shown half.
 */
export function enabledCandles(product: Product): Candle[] {
  return product.variations.flatMap((variation) => {
    const parsed = v.safeParse(CandleMetadata, variation.metadata);
    return parsed.success && !parsed.output.disabled ? [{ variation, meta: parsed.output }] : [];
  });
}

/** Path segments compare as the route table matches paths: decoded, case-insensitive, no slashes. */
const normalise = (segment: string): string =>
  segment
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();

/**
 * spec §2: "the candle is chosen by matching the candle's url metadata to the path". The index of the
 * candle whose `url` is `path`; an unknown path, a disabled candle's or none (the landing page /candle)
 * shows the first enabled candle (docs/decisions/0027), index 0. -1 only when there is no candle at all.
 */
export function candleIndexForPath(candles: readonly Candle[], path: string | undefined): number {
  if (candles.length === 0) return -1;
  const wanted = normalise(path ?? '');
  const found = wanted === '' ? -1 : candles.findIndex((candle) => normalise(candle.meta.url) === wanted);
  return found === -1 ? 0 : found;
}

/**
 * spec §2 and §4 Candle page: previous/next arrows cycle through the enabled candles and wrap around at
 * both ends. `step` is -1 (previous) or +1 (next).
 */
export function stepCandle(index: number, step: -1 | 1, count: number): number {
  if (count <= 0) return -1;
  return (((index + step) % count) + count) % count;
}

/** spec §2 route /candle/{path}: the address of a candle. */
export const CANDLE_ROUTE = '/candle';
export const candlePath = (url: string): string => `${CANDLE_ROUTE}/${encodeURIComponent(url)}`;

/** The {path} of /candle/{path} in a pathname (undefined on /candle itself or elsewhere). */
export function candlePathSegment(pathname: string): string | undefined {
  const match = /^\/candle\/([^/]+)\/?$/i.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
