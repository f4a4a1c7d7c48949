/**
 * `npm run size`: gzip and brotli bytes of every chunk in dist/elements, checked against design.md's
 * budgets (the list: scripts/build/budgets.ts; the rule: scripts/build-budgets.ts). Prints a table;
 * exits 1 on any breach or when nothing is built. The build manifest names the hashed shared chunks
 * (runtime-<hash>.js, shared-<hash>.js).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BuildManifest,
  type ChunkSize,
  checkBudgets,
  chunkNames,
  formatBudgetTable,
  lazyImports,
  staticImports,
} from './build-budgets.ts';
import { compressedSizes } from './compressedSizes.ts';
import { DIST_DIR } from './distDir.ts';

/** Vite's manifest of an element build (`build.manifest: true`); empty when there is none. */
export const readBuildManifest = (dir: string): BuildManifest => {
  const file = path.join(dir, '.vite/manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : {};
};

/** Measures every .js file of a directory the way a CDN would serve it (gzip 9, brotli 11). */
export const measureChunks = (dir: string): ChunkSize[] => {
  const namesOf = chunkNames(readBuildManifest(dir));
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => {
      const bytes = readFileSync(path.join(dir, file));
      return {
        file,
        ...namesOf(file),
        ...compressedSizes(bytes),
        imports: staticImports(bytes.toString('utf8')),
        lazyImports: lazyImports(bytes.toString('utf8')),
      };
    });
};

const main = () => {
  const dir = path.join(DIST_DIR, 'elements');
  if (!existsSync(dir)) {
    console.error('dist/elements is missing: run `npm run build` first.');
    process.exit(1);
  }
  const chunks = measureChunks(dir);
  const rows = checkBudgets(chunks);
  console.log(`Chunk sizes of dist/elements (brotli budgets: design.md "Budgets")\n`);
  console.log(formatBudgetTable(rows));
  if (!chunks.some((chunk) => chunk.entry && chunk.name.startsWith('pc-'))) {
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
