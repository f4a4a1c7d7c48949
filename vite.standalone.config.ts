import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
import { DIST_DIR } from './scripts/distDir.ts';

/**
 * The third-party cross-sell (issue 10 "Third-party hosts", docs/decisions/0041), built after the
 * element build into the same dist/elements (so it must not empty it, nor write Vite's manifest,
 * which the store server and `npm run size` read for the element build's chunks):
 *
 * - `pc-cross-sell.standalone.js`: the loader a host page names in its one script tag, at a stable URL;
 * - `pc-cross-sell.bundle-<hash>.js`: React, the pop-up and the parts of @pc/shared it uses, in one
 *   chunk the loader imports when the page has no element runtime yet.
 *
 * No runtime/shared chunk split here: on such a page nothing else would share them. React and ReactDOM
 * alone are about 57 KB brotli, so the rest must fit in about 7 KB: the chunk registers the pop-up
 * with the least glue (standalone/register.ts) and the build keeps only what the pop-up runs (below). The budget (loader + bundle ≤ 64 KB brotli, design.md "Budgets") is checked by
 * `npm run size` and scripts/standalone-budget.test.ts.
 */
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const PACKAGE = path.join(ROOT, 'packages/crosssell-element');
const STANDALONE = path.join(PACKAGE, 'standalone');
const META = path.join(PACKAGE, 'src/meta.ts');
const APPLY_ACTION = path.join(PACKAGE, 'src/state/applyAction.ts');

/**
 * - The pop-up's meta.ts as registration reads it (tag and attributes): its descriptions are for
 *   dist/custom-elements.json, not for shoppers' downloads.
 * - state/applyAction.ts → standalone/applyAction.ts: the action is posted without @pc/shared's cart
 *   store, which keeps a store page's cart in step (and its analytics), of no use on another origin.
 */
const standalonePlugin = (): Plugin => ({
  name: 'pc-cross-sell-standalone',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!importer || !source.startsWith('.')) return null;
    const resolved = path.resolve(path.dirname(importer), source);
    return resolved === APPLY_ACTION ? path.join(STANDALONE, 'applyAction.ts') : null;
  },
  async load(id) {
    if (id !== META) return null;
    const { meta } = (await tsImport(
      pathToFileURL(META).href,
      import.meta.url,
    )) as typeof import('./packages/crosssell-element/src/meta.ts');
    const attributes = meta.attributes.map(({ name, type }: { name: string; type?: string }) => ({
      name,
      type,
    }));
    return `export const meta = ${JSON.stringify({ tag: meta.tag, attributes })};`;
  },
});

export default defineConfig({
  root: ROOT,
  publicDir: false,
  logLevel: 'warn',
  plugins: [standalonePlugin(), react()],
  // Without it React ships its development build and throws `process is not defined` (design.md).
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: path.join(DIST_DIR, 'elements'),
    emptyOutDir: false,
    manifest: false,
    target: 'es2022',
    cssCodeSplit: false,
    lib: {
      entry: { 'pc-cross-sell.standalone': path.join(STANDALONE, 'loader.ts') },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      treeshake: {
        // @pc/shared's modules define things and run nothing on import that the pop-up needs, so one
        // the pop-up does not use is left out; its schemas and call definitions are pure values.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]/.test(id),
        manualPureFunctions: ['v', 'defineCall'],
        // Reading a property or a browser global has no effect worth keeping code for (React's and
        // @pc/shared's reads have none): about 130 bytes brotli, inside the 64 KB cap with room.
        propertyReadSideEffects: false,
        unknownGlobalSideEffects: false,
      },
      output: {
        minify: true,
        comments: { legal: true, annotation: false, jsdoc: false },
        // Content-hashed, so the store serves it cached for a year (docs/decisions/0022).
        chunkFileNames: 'pc-cross-sell.bundle-[hash].js',
      },
    },
  },
});
