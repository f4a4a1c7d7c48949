import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// How big a file is as a CDN serves it (gzip 9, brotli 11): one measure for `npm run size` and the
// bench's bytes per route.

export interface Sizes {
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

/** Raw, gzip (level 9) and brotli (quality 11) byte counts of one body. */
export const compressedSizes = (body: Uint8Array): Sizes => ({
  raw: body.length,
  gzip: gzipSync(body, { level: 9 }).length,
  brotli: brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length,
});
