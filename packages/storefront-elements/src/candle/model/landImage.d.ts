/**
 * The offline map's land, rendered once at build time (scripts/candleLand.ts, docs/decisions/0060):
 * its content-hashed file name beside the element scripts (dist/elements), e.g. `candle-land-<hash>.svg`.
 */
declare module 'virtual:pc-candle-land' {
  export const LAND_IMAGE_FILE: string;
}
