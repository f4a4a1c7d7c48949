import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { browserCallsPlugin } from '../browserCalls.ts';
import { candleLandPlugin } from '../candleLand.ts';
import { DIST_DIR } from '../distDir.ts';
import { elementMetaRuntimePlugin } from '../elementMetaRuntime.ts';
import { namespaceObjectsPlugin } from '../namespaceObjects.ts';
import { codeSplittingGroups, RUNTIME_MODULE } from './chunks.ts';
import { productionDefine, ROOT, sharedTreeshake, virtualModule } from './common.ts';
import { discoverElements, type ElementEntry } from './elements.ts';

/**
 * The element library build (design.md "Build and delivery"; docs/architecture.md "Browser side"):
 * one entry per element of the tag list, an `all` entry importing every element, `api` (the calls
 * a host page makes, decision 0073), and the shared chunks of the chunk plan (scripts/build/chunks.ts),
 * which a page fetches once however many elements it holds. Output: dist/elements/<tag>.js, all.js,
 * api.js (stable URLs), <chunk>-<hash>.js (content-hashed: docs/decisions/0022),
 * pc-elements.css and .vite/manifest.json. docs/build.md says what each route loads.
 *
 * `elementLibraryConfig` is also used by the bench to build the bare React + r2wc element the same
 * way. Each config is written whole: `mergeConfig` would concatenate the codeSplitting groups.
 */

/**
 * React ships CommonJS. An ES module importing it needs rolldown's interop helper (`__toESM`) in its
 * own chunk, and a helper used by two chunks becomes a third chunk (`rolldown-runtime-*.js`) that
 * every page would fetch besides the runtime chunk. So element and @pc/shared code import React through
 * these ES module facades, which live in the runtime chunk: the interop happens there, once, and no
 * helper chunk appears (docs/decisions/0084: no move of our code can do it).
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

/** The `all` entry: a module importing every registration file of the tag list. */
const allElementsPlugin = (files: readonly string[]): Plugin =>
  virtualModule(
    'pc-all-elements',
    ALL_ELEMENTS_ID,
    () => `${files.map((file) => `import ${JSON.stringify(file)};`).join('\n')}\nexport {};\n`,
  );

export interface LibraryBuild {
  /** entry name (becomes `<name>.js`) → file or module id */
  readonly entries: Readonly<Record<string, string>>;
  readonly outDir: string;
  readonly plugins?: Plugin[];
  /**
   * True: React is the host's (a peer dependency), its imports left to the host's bundler; the files
   * are bundled again, so they keep their tree-shaking hints and need no manifest (decision 0186).
   */
  readonly peerReact?: boolean;
}

/** What a React host's bundler resolves to its own React (the peer build, decision 0186). */
export const PEER_REACT_IMPORTS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

/** The library build shared by the elements, their React peer build and the bench's bare element. */
export const elementLibraryConfig = ({
  entries,
  outDir,
  plugins = [],
  peerReact = false,
}: LibraryBuild): UserConfig => ({
  root: ROOT,
  publicDir: false,
  logLevel: 'warn',
  // An external React needs no interop, so no facades.
  plugins: [react(), ...(peerReact ? [] : [esmFacadesPlugin()]), ...plugins],
  define: productionDefine,
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json: which hashed chunks each entry imports, read by the store server for its
    // modulepreload links and by `npm run size` (docs/decisions/0022).
    manifest: !peerReact,
    // Stylesheets are imported as strings (`?inline`) and adopted into shadow roots: no CSS files.
    cssCodeSplit: false,
    lib: {
      entry: { ...entries },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      external: peerReact ? PEER_REACT_IMPORTS : [],
      treeshake: sharedTreeshake,
      // An element's chunk may export more than its entry (what all.js imports from it), so all.js
      // imports pc-<tag>.js itself instead of a third chunk holding the element's code.
      preserveEntrySignatures: 'allow-extension',
      output: {
        // Library mode leaves whitespace unless told (design.md "Build and delivery").
        minify: true,
        // These files are served as they are, never bundled again: tree-shaking hints are dead weight.
        // The peer build is bundled again by the host, whose tree-shaking reads them.
        comments: { legal: true, annotation: peerReact, jsdoc: false },
        // Shared chunks carry a content hash, so the store serves them as immutable for a year; the
        // entries CMS authors name (pc-<tag>.js, all.js) keep stable URLs (docs/decisions/0022).
        chunkFileNames: '[name]-[hash].js',
        codeSplitting: { groups: codeSplittingGroups() },
      },
    },
  },
});

export const ELEMENTS_DIR = path.join(DIST_DIR, 'elements');

/** The entries both element builds make: one per tag, `all` and `api` (the calls, decision 0073). */
const elementEntries = (elements: readonly ElementEntry[]) => ({
  ...Object.fromEntries(elements.map(({ tag, file }) => [tag, file])),
  all: ALL_ELEMENTS_ID,
  api: path.join(ROOT, 'packages/storefront-elements/src/api.ts'),
});

/** The plugins both element builds use; `emitLand` writes <pc-candle>'s land (the store serves it). */
const elementPlugins = (elements: readonly ElementEntry[], emitLand: boolean): Plugin[] => [
  allElementsPlugin(elements.map(({ file }) => file)),
  // react-day-picker's namespace spreads without rolldown's helper chunk (docs/decisions/0030).
  namespaceObjectsPlugin(),
  // The browser gets only what defineElement reads of each meta.ts (docs/decisions/0065).
  elementMetaRuntimePlugin(),
  // The browser gets each call of the contract without its request schema, which only the store
  // server reads (docs/decisions/0074).
  browserCallsPlugin(),
  // <pc-candle>'s land, drawn at build time into dist/elements (docs/decisions/0060).
  candleLandPlugin({ emit: emitLand }),
];

/** The element build of `npm run build`. */
export const elementsConfig = (): UserConfig => {
  const elements = discoverElements();
  return elementLibraryConfig({
    entries: {
      ...elementEntries(elements),
      // /elements/frames.js: the demo's checkout and order frames drawn with React in the page (decision 0147).
      frames: path.join(ROOT, 'packages/storefront-elements/src/frames/draw.tsx'),
    },
    outDir: ELEMENTS_DIR,
    plugins: elementPlugins(elements, true),
  });
};

/** Where the peer build writes; the manifest step copies it into packages/elements/react. */
const PEER_ELEMENTS_DIR = path.join(DIST_DIR, 'elements-react');

/**
 * The React peer build (docs/decisions/0186): the same entries, chunk plan and plugins as the element
 * build, with React left to the host's bundler, for `@pc/elements/react/<tag>.js`, `react/all.js` and
 * `react/api.js`. A React host that bundles them has one React. Not served by the store (a browser
 * cannot resolve `react`); <pc-candle>'s land is the store's file, so it is not written here.
 */
export const peerElementsConfig = (): UserConfig => {
  const elements = discoverElements();
  return elementLibraryConfig({
    entries: elementEntries(elements),
    outDir: PEER_ELEMENTS_DIR,
    plugins: elementPlugins(elements, false),
    peerReact: true,
  });
};

/**
 * The stylesheet CMS authors link in the <head> of a page without a server render, so each element
 * holds its place before its script defines it (docs/decisions/0025): packages/shared/src/ui/
 * skeletons.css as it is (its comments tell authors what it does), at a stable URL beside the element
 * scripts, /elements/pc-elements.css. Copied after the element build, which empties dist/elements.
 */
export const SKELETON_STYLESHEET = 'pc-elements.css';

export const copySkeletonStylesheet = (): void =>
  copyFileSync(
    path.join(ROOT, 'packages/shared/src/ui/skeletons.css'),
    path.join(ELEMENTS_DIR, SKELETON_STYLESHEET),
  );
