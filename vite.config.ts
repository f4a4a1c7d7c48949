import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { browserCallsPlugin } from './scripts/browserCalls.ts';
import { candleLandPlugin } from './scripts/candleLand.ts';
import { DIST_DIR } from './scripts/distDir.ts';
import { elementMetaRuntimePlugin } from './scripts/elementMetaRuntime.ts';
import { namespaceObjectsPlugin } from './scripts/namespaceObjects.ts';
import { skeletonStylesheetPlugin } from './scripts/skeletonStylesheet.ts';

/**
 * The element library build (design.md "Build and delivery"; docs/architecture.md "Browser side"):
 * one entry per element registration file that exists, an `all` entry importing every element, and
 * two shared chunks that a page fetches once however many elements it holds: `runtime-<hash>.js`
 * (React, ReactDOM, r2wc, nanostores) and `shared-<hash>.js` (@pc/shared with valibot and js-cookie):
 * see docs/decisions/0006-runtime-and-shared-chunks.md. Output: dist/elements/<tag>.js, all.js (stable
 * URLs), runtime-<hash>.js, shared-<hash>.js (content-hashed: docs/decisions/0022) and
 * .vite/manifest.json.
 *
 * `elementLibraryConfig` is also used by `scripts/bench.ts` to build the bare React + r2wc element the
 * same way. Each config is written whole: `mergeConfig` would concatenate the codeSplitting groups.
 */

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * Tags of the registration files that sit directly in a package's src/ (one element per package).
 * Packages holding several elements keep one folder per tag: src/<name>/element.ts is `pc-<name>`.
 */
const PACKAGE_TAGS: Readonly<Record<string, `pc-${string}`>> = {
  'quiz-element': 'pc-quiz',
  'results-element': 'pc-results',
  'crosssell-element': 'pc-cross-sell',
  'survey-element': 'pc-post-purchase-survey',
};

export interface ElementEntry {
  readonly tag: `pc-${string}`;
  /** absolute path of the registration file (element.ts) */
  readonly file: string;
}

const listDir = (dir: string): string[] => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

const isFile = (file: string): boolean => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** Every `packages/<pkg>/src/element.ts` and `packages/<pkg>/src/<name>/element.ts` that exists. */
export const discoverElements = (root: string = ROOT): ElementEntry[] => {
  const found: ElementEntry[] = [];
  for (const pkg of listDir(path.join(root, 'packages')).sort()) {
    const src = path.join(root, 'packages', pkg, 'src');
    const packageTag = PACKAGE_TAGS[pkg];
    if (packageTag && isFile(path.join(src, 'element.ts'))) {
      found.push({ tag: packageTag, file: path.join(src, 'element.ts') });
    }
    for (const name of listDir(src).sort()) {
      const file = path.join(src, name, 'element.ts');
      if (isFile(file)) found.push({ tag: `pc-${name}`, file });
    }
  }
  const tags = found.map((entry) => entry.tag);
  const duplicate = tags.find((tag, index) => tags.indexOf(tag) !== index);
  if (duplicate) throw new Error(`Two registration files claim <${duplicate}>`);
  return found;
};

/**
 * What goes into the runtime chunk: the framework every element uses (React, ReactDOM, scheduler, r2wc,
 * nanostores). Matched on resolved ids. The ES module facades below live here too.
 */
export const RUNTIME_MODULE =
  /^\0pc-esm:|[\\/]node_modules[\\/](?:react|react-dom|scheduler|@r2wc[\\/][^\\/]+|nanostores|@nanostores[\\/][^\\/]+)[\\/]/;

/**
 * What goes into the shared chunk: @pc/shared (whose stores must exist once per page: design.md "State") and
 * the small libraries it uses in the browser. Fuzzy search (fuse.js) stays with the element that
 * searches, so pages without a search box do not fetch it; so do the quiz's option values
 * (contract/quizValues.ts, docs/decisions/0018), which only the quiz reads in the browser, and the
 * shop's clock (validation/shopTime.ts, docs/decisions/0030, 0062), which only the gift
 * card page reads; and the shared stylesheets (element/sharedStyles.ts and the ui/*.css it reads), a
 * chunk fetched only for an element without a server render (docs/decisions/0071). Matched
 * through the workspace symlink as well as the real path.
 */
export const SHARED_MODULE =
  /[\\/](?:node_modules[\\/](?:valibot|js-cookie|@pc[\\/]shared)|packages[\\/]shared)[\\/](?!src[\\/](?:search[\\/]|contract[\\/]quizValues\.ts$|validation[\\/]shopTime\.ts$|element[\\/]sharedStyles\.ts$|ui[\\/][^\\/]+\.css\b))/;

/**
 * The part of @pc/shared that only the shopping elements use (docs/decisions/0065): the cart store and
 * its calls with the add-to-cart form grammar, the product, results, launch, checkout and page data
 * schemas, the buy button's rules and the cart, complete and gift card events. It is a chunk of its own,
 * `shop-<hash>.js`, imported by the elements that sell (results, gift cards, candle, launch, cross-sell,
 * survey); the quiz and the contact page load `shared-<hash>.js` alone. Nothing in shared.js may
 * import from it (scripts/import-graph.test.ts), or every page would load it again. The product
 * schemas and calls, the launch and page data schemas, the buy button's rules and the gift card
 * event are not in it but in `catalog-<hash>.js` (CATALOG_MODULE, docs/decisions/0074): the results
 * page, which sells from its results state, uses none of them.
 */
export const SHOP_MODULE =
  /[\\/]packages[\\/]shared[\\/]src[\\/](?:contract[\\/](?:cart|addToCartForm|results|checkout)|stores[\\/]cart|cartAnalytics|events[\\/](?:PcCartChangeEvent|PcCompleteEvent)|format[\\/]price)\.ts$/;

/**
 * The part of the shop's modules that the product pages use and the results page does not
 * (docs/decisions/0074): the product, launch and page data schemas with their calls, the buy button's
 * rules and the gift card event. `catalog-<hash>.js`, imported by the gift card, candle, launch and
 * cross-sell elements beside shop.js. It may import from shop.js; shop.js imports nothing of it
 * (scripts/shared-chunks.test.ts), or the results page would load it again.
 */
export const CATALOG_MODULE =
  /[\\/]packages[\\/]shared[\\/]src[\\/](?:contract[\\/](?:products|launch|pageData)|stock[\\/]buyButton|events[\\/]PcGiftCardSelectEvent)\.ts$/;

/**
 * React ships CommonJS. An ES module importing it needs rolldown's interop helper (`__toESM`) in its
 * own chunk, and a helper used by two chunks becomes a third chunk (`rolldown-runtime-*.js`) that
 * every page would fetch besides the runtime chunk. So element and @pc/shared code import React through
 * these ES module facades, which live in the runtime chunk: the interop happens there, once, and no helper
 * chunk appears.
 */
const CJS_FACADES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
const FACADE_PREFIX = '\0pc-esm:';

const esmFacadesPlugin = (): Plugin => {
  const require = createRequire(import.meta.url);
  return {
    name: 'pc-esm-facades',
    enforce: 'pre',
    resolveId: (source, importer) =>
      CJS_FACADES.includes(source) &&
      importer &&
      !importer.startsWith(FACADE_PREFIX) &&
      !RUNTIME_MODULE.test(importer)
        ? `${FACADE_PREFIX}${source}`
        : null,
    load: (id) => {
      if (!id.startsWith(FACADE_PREFIX)) return null;
      const source = id.slice(FACADE_PREFIX.length);
      // The CommonJS export names, read once in node (the production build exports the same names).
      const names = Object.keys(require(source) as object).filter(
        (name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name),
      );
      // One declaration per name, so those no element imports are tree-shaken away.
      return [
        `import cjs from ${JSON.stringify(source)};`,
        'export default cjs;',
        ...names.map((name) => `export const ${name} = /* @__PURE__ */ (() => cjs.${name})();`),
      ].join('\n');
    },
  };
};

const ALL_ELEMENTS_ID = 'virtual:pc-all-elements';

/** The `all` entry: a generated module importing every registration file (zero files: an empty module). */
const allElementsPlugin = (files: readonly string[]): Plugin => ({
  name: 'pc-all-elements',
  // Library mode turns entries into absolute paths, hence `endsWith`.
  resolveId: (id) => (id.endsWith(ALL_ELEMENTS_ID) ? `\0${ALL_ELEMENTS_ID}` : null),
  load: (id) =>
    id === `\0${ALL_ELEMENTS_ID}`
      ? `${files.map((file) => `import ${JSON.stringify(file)};`).join('\n')}\nexport {};\n`
      : null,
});

export interface LibraryBuild {
  /** entry name (becomes `<name>.js`) → file or module id */
  readonly entries: Readonly<Record<string, string>>;
  readonly outDir: string;
  readonly plugins?: Plugin[];
}

/** The library build shared by the elements and the bench's bare element. */
export const elementLibraryConfig = ({ entries, outDir, plugins = [] }: LibraryBuild): UserConfig => ({
  root: ROOT,
  publicDir: false,
  logLevel: 'warn',
  plugins: [react(), esmFacadesPlugin(), ...plugins],
  // Without it React ships its development build and throws `process is not defined` (design.md).
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json: which hashed chunks each entry imports, read by the store server for its
    // modulepreload links and by `npm run size` (docs/decisions/0022).
    manifest: true,
    // Stylesheets are imported as strings (`?inline`) and adopted into shadow roots: no CSS files.
    cssCodeSplit: false,
    lib: {
      entry: { ...entries },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      // @pc/shared's modules define things and run nothing on import that another module relies on, so
      // a module an element does not use stays out of its chunks; its schemas and call definitions are
      // pure values (as in vite.standalone.config.ts). Without this, every element reaches every module
      // through the `@pc/shared` and `@pc/shared/contract` entry modules (docs/decisions/0006, 0065).
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]/.test(id),
        manualPureFunctions: ['v', 'defineCall'],
      },
      // An element's chunk may export more than its entry (what all.js imports from it), so all.js
      // imports pc-<tag>.js itself instead of a third chunk holding the element's code.
      preserveEntrySignatures: 'allow-extension',
      output: {
        // Library mode leaves whitespace unless told (design.md "Build and delivery").
        minify: true,
        // These files are served as they are, never bundled again: tree-shaking hints are dead weight.
        comments: { legal: true, annotation: false, jsdoc: false },
        // Shared chunks carry a content hash, so the store serves them as immutable for a year; the
        // entries CMS authors name (pc-<tag>.js, all.js) keep stable URLs (docs/decisions/0022).
        chunkFileNames: '[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'runtime', test: (id: string) => RUNTIME_MODULE.test(id), priority: 3 },
            // Matched first, and only what it names: its imports (valibot, the call client) stay in shared.
            {
              name: 'shop',
              test: (id: string) => SHARED_MODULE.test(id) && SHOP_MODULE.test(id),
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'catalog',
              test: (id: string) => SHARED_MODULE.test(id) && CATALOG_MODULE.test(id),
              priority: 2,
              includeDependenciesRecursively: false,
            },
            { name: 'shared', test: (id: string) => SHARED_MODULE.test(id), priority: 1 },
          ],
        },
      },
    },
  },
});

const elements = discoverElements();

export default defineConfig({
  ...elementLibraryConfig({
    entries: {
      ...Object.fromEntries(elements.map(({ tag, file }) => [tag, file])),
      all: ALL_ELEMENTS_ID,
      // /elements/api.js: the calls a host page makes with the elements' own chunks (decision 0073).
      api: path.join(ROOT, 'packages/storefront-elements/src/api.ts'),
    },
    outDir: path.join(DIST_DIR, 'elements'),
    plugins: [
      allElementsPlugin(elements.map(({ file }) => file)),
      skeletonStylesheetPlugin(),
      namespaceObjectsPlugin(),
      // The browser gets only what defineElement reads of each meta.ts (docs/decisions/0065).
      elementMetaRuntimePlugin(),
      // The browser gets each call of the contract without its request schema, which only the store
      // server reads (docs/decisions/0074).
      browserCallsPlugin(),
      // <pc-candle>'s land, drawn at build time into dist/elements (docs/decisions/0060).
      candleLandPlugin({ emit: true }),
    ],
  }),
});
