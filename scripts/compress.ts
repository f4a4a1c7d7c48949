/**
 * The last step of `npm run build` (docs/decisions/0022): writes `<file>.br` and
 * `<file>.gz` beside every text file the store server serves from dist/elements and dist/demo, at
 * maximum quality (brotli 11, gzip 9), so it sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing on every request. A variant no smaller than the file is not written: the
 * server then sends the file itself. Hidden folders (Vite's .vite/manifest.json) are not served and
 * are skipped.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DIST_DIR } from './distDir.ts';

/** What is compressed: HTML, JSON, JavaScript, CSS and SVG (docs/decisions/0022). */
export const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;

export const brotli = (bytes: Buffer): Buffer =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

export const gzip = (bytes: Buffer): Buffer => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });

const VARIANTS = [
  ['.br', brotli],
  ['.gz', gzip],
] as const;

/** Every file under `dir` (not in hidden folders) that `COMPRESSIBLE` takes, as absolute paths. */
const compressibleFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return compressibleFiles(file);
    return entry.isFile() && COMPRESSIBLE.test(entry.name) ? [file] : [];
  });

/** Writes the variants of every compressible file of `dir`; returns the files written. */
export const precompressDir = (dir: string): string[] => {
  const written: string[] = [];
  for (const file of compressibleFiles(dir)) {
    const bytes = readFileSync(file);
    for (const [extension, compress] of VARIANTS) {
      const target = `${file}${extension}`;
      const compressed = compress(bytes);
      if (compressed.length < bytes.length) {
        writeFileSync(target, compressed);
        written.push(target);
      } else {
        // A variant left from an earlier build of a file that no longer gains from it.
        rmSync(target, { force: true });
      }
    }
  }
  return written;
};

/** The compress step of `npm run build` (scripts/build.ts), over dist/elements and dist/demo. */
export const precompressDist = (): string =>
  ['elements', 'demo']
    .map(
      (dir) =>
        `dist/${dir}: ${precompressDir(path.join(DIST_DIR, dir)).length} precompressed files (.br, .gz)`,
    )
    .join('; ');
