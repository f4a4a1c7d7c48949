import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { DIST_DIR } from '../distDir.ts';
import { ROOT, sharedTreeshake } from './common.ts';

/**
 * The demo build (design.md "Demo"): plain HTML plus the single-spa root config, served by the store
 * server at /demo/ (assets) and as the page of every other path. It bundles no element: each route
 * loads `/elements/<tag>.js` at runtime, as a CMS page would.
 */
const DEMO = path.join(ROOT, 'demo');

/**
 * The element build's calls for host pages (packages/storefront-elements/src/api.ts, decision 0073):
 * the demo imports them from the URL the store serves, never bundles them, so the checkout frame
 * sends its calls with the call client, valibot and nonce of the shared chunks the page's elements
 * load (design.md "State": one per page).
 */
const ELEMENT_API = { module: '@pc/storefront-elements/api', url: '/elements/api.js' };
/**
 * The checkout and order frames' views (packages/storefront-elements/src/frames/draw.tsx, decision
 * 0147), drawn with the React of the elements' runtime chunk: imported from the URL the store serves too.
 */
const ELEMENT_FRAMES = { module: '@pc/storefront-elements/frames', url: '/elements/frames.js' };

/**
 * The checkout frame's calls (getCheckout, placeOrder: contract/order.ts) are not in the elements'
 * shared chunks (no element makes them), and putting them there would add to every page. So the
 * frame's script keeps its own copy of contract/order.ts, whose schema builders (`valibot`) and
 * `defineCall` come from /elements/api.js: its copy holds the two calls' definitions, nothing else.
 * Only the frame's copy: the router and the QA panel keep contract/order.ts with their own valibot.
 */
const ORDER_CONTRACT = path.join(ROOT, 'packages', 'shared', 'src', 'contract', 'order.ts');
const FRAME_ORDER_CONTRACT = `${ORDER_CONTRACT}?element-api`;
const CHECKOUT_FRAME = /[\\/]views[\\/]checkoutFrame\.ts$/;

const elementApiPlugin = (): Plugin => ({
  name: 'pc-element-api',
  enforce: 'pre',
  resolveId: (source, importer) => {
    if (source === ELEMENT_API.module) return { id: ELEMENT_API.url, external: true };
    if (source === ELEMENT_FRAMES.module) return { id: ELEMENT_FRAMES.url, external: true };
    if (source === '@pc/shared/contract' && importer && CHECKOUT_FRAME.test(importer))
      return FRAME_ORDER_CONTRACT;
    if (importer === FRAME_ORDER_CONTRACT && (source === 'valibot' || source === './call.ts'))
      return { id: ELEMENT_API.url, external: true };
    return null;
  },
  load: (id) => (id === FRAME_ORDER_CONTRACT ? readFileSync(ORDER_CONTRACT, 'utf8') : null),
});

/**
 * Vite wraps each `import()` of a demo chunk in its preload helper, which names the chunks the
 * imported one needs in `<link rel="modulepreload">` so they load at once, not one after another.
 * Its own helper (0.6 KB brotli, in the boot script every page runs) also loads a chunk's CSS,
 * checks for modulepreload support, finds links already in the page and reports failures as
 * `vite:preloadError`, none of which this page needs: its lazy chunks import no CSS (checked below),
 * the browsers it serves all know modulepreload, and the browser's module map fetches a module once.
 * This helper keeps what it does for the page: the needed chunks preloaded together, then the import
 * (docs/decisions/0073). The needs Vite lists still name the CSS of a chunk imported on the way, the
 * boot script's own, which the page links already: it is no module, and a modulepreload of it fails
 * (`Failed to load module script … MIME type of "text/css"`), so only the JavaScript is preloaded
 * (docs/decisions/0094).
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const BASE = '/demo/';

const preloadHelperPlugin = (): Plugin => ({
  name: 'pc-preload-helper',
  enforce: 'pre',
  resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
  load: (id) =>
    id === PRELOAD_HELPER
      ? `export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? [])
    if (dep.endsWith('.js')) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: ${JSON.stringify(BASE)} + dep }));
  return load();
};`
      : null,
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk' && !chunk.isEntry && (chunk.viteMetadata?.importedCss.size ?? 0) > 0)
        this.error(`${chunk.fileName} imports CSS, which the demo's preload helper does not load`);
    }
  },
});

export const demoConfig = (): UserConfig => ({
  root: DEMO,
  base: BASE,
  publicDir: false,
  logLevel: 'warn',
  plugins: [elementApiPlugin(), preloadHelperPlugin()],
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
      // Each chunk holds only the schemas and calls it uses: the served checkout frame's script (PLACE
      // ORDER, the cart re-read) without the router's or the QA panel's (decision 0063).
      treeshake: sharedTreeshake,
      output: { minify: true },
    },
  },
});
