/**
 * `npm run size`: gzip and brotli bytes of every chunk in dist/elements, checked against design.md's
 * budgets (scripts/build-budgets.ts). Prints a table; exits 1 on any breach or when nothing is built.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type ChunkSize, checkBudgets, formatBudgetTable, staticImports } from './build-budgets.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Measures every .js file of a directory the way a CDN would serve it (gzip 9, brotli 11). */
export const measureChunks = (dir: string): ChunkSize[] =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => {
      const bytes = readFileSync(path.join(dir, file));
      return {
        file,
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }).length,
        imports: staticImports(bytes.toString('utf8')),
      };
    });

const main = () => {
  const dir = path.join(ROOT, 'dist/elements');
  if (!existsSync(dir)) {
    console.error('dist/elements is missing: run `npm run build` first.');
    process.exit(1);
  }
  const chunks = measureChunks(dir);
  const rows = checkBudgets(chunks);
  console.log(`Chunk sizes of dist/elements (brotli budgets: design.md "Budgets")\n`);
  console.log(formatBudgetTable(rows));
  if (!chunks.some((chunk) => chunk.file.startsWith('pc-'))) {
    console.log('\nNo element is built yet: only the budgets of the files above apply.');
  }
  const breaches = rows.filter((row) => !row.ok);
  if (breaches.length > 0) {
    console.error(`\nOver budget: ${breaches.map((row) => row.label).join(', ')}`);
    process.exit(1);
  }
  console.log('\nAll within budget.');
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
