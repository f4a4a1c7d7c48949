import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { DIST_DIR } from '../scripts/distDir.ts';

/**
 * The demo build (design.md "Demo"): plain HTML plus the single-spa root config, served by the store
 * server at /demo/ (assets) and as the page of every other path. It bundles no element: each route
 * loads `/elements/<tag>.js` at runtime, as a CMS page would.
 */
const DEMO = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: DEMO,
  base: '/demo/',
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: path.join(DIST_DIR, 'demo'),
    emptyOutDir: true,
    target: 'es2022',
    // Chromium has native modulepreload; no polyfill keeps the page free of extra inline script.
    modulePreload: { polyfill: false },
    // .vite/manifest.json: the demo's own chunks, which the store server names in modulepreload links
    // with the route's element chunks (docs/decisions/0022). Its file names carry a content hash.
    manifest: true,
    rolldownOptions: {
      input: path.join(DEMO, 'index.html'),
      treeshake: {
        // @pc/shared's modules define things and run nothing on import (as the standalone cross-sell
        // build treats them), so each chunk holds only the schemas and calls it uses: the served
        // checkout frame's script (PLACE ORDER, the cart re-read) without the router's or the QA
        // panel's (decision 0063).
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]/.test(id),
        manualPureFunctions: ['v', 'defineCall'],
      },
      output: { minify: true },
    },
  },
});
