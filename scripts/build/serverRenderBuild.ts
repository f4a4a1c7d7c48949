import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { candleLandPlugin } from '../candleLand.ts';
import { DIST_DIR } from '../distDir.ts';
import { productionDefine, ROOT, virtualModule } from './common.ts';
import { discoverElements } from './elements.ts';

/**
 * The server render build (design.md "First paint"; docs/decisions/0020): one module,
 * dist/ssr/elements.js, holding every element of the tag list, for the store server to load at start
 * (packages/store-server/src/pages/serverRender.ts). It exports `renderElement(tag, attributes,
 * pageData, { frame })` (packages/shared/src/element/serverElements.ts), which draws the demo's checkout
 * and order-received frames before their element (packages/storefront-elements/src/frames/frameViews.tsx,
 * docs/decisions/0063, 0147), and the build writes
 * each element's whole stylesheet as a hashed file beside the element scripts
 * (dist/elements/pc-contact-<hash>.css), which the declarative shadow root links.
 *
 * Run after the element build, which empties dist/elements.
 */

const SHARED_ELEMENT = path.join(ROOT, 'packages/shared/src/element');
const BROWSER_DEFINE = path.join(SHARED_ELEMENT, 'defineElement.ts');
const SERVER_ELEMENTS = path.join(SHARED_ELEMENT, 'serverElements.ts');
const FRAME_VIEWS = path.join(ROOT, 'packages/storefront-elements/src/frames/frameViews.tsx');

const ENTRY_ID = 'virtual:pc-server-elements';

/** The entry: every registration file, then the render functions over what they registered. */
const serverEntryPlugin = (files: readonly string[]): Plugin =>
  virtualModule('pc-server-elements', ENTRY_ID, () =>
    [
      ...files.map((file) => `import ${JSON.stringify(file)};`),
      // The elements' own CSS comes through loaders (docs/decisions/0071): whoever loads this module
      // awaits loadStylesheets() before rendering or listing the stylesheets.
      // Likewise loadFirstViews(): what a first view may wait for (an element's `firstViewLoads`).
      `export { inlineStylesheetHashes, loadFirstViews, loadMessages, loadStylesheets, prepareMessages, renderElement, renderableTags, stylesheetFiles } from ${JSON.stringify(SERVER_ELEMENTS)};`,
      // The demo's host frames around the checkout's and order-received's elements (decisions 0063,
      // 0147): React views, rendered by renderElement before the element.
      `import { defineFrame } from ${JSON.stringify(SERVER_ELEMENTS)};`,
      `import { FRAME_VIEWS } from ${JSON.stringify(FRAME_VIEWS)};`,
      'for (const [name, view] of Object.entries(FRAME_VIEWS)) defineFrame(name, view);',
    ].join('\n'),
  );

/**
 * Registration files call defineElement (through `@pc/shared`); on the server it records the
 * definition instead of defining a custom element (serverElements.ts).
 */
const serverDefinePlugin = (): Plugin => ({
  name: 'pc-server-define-element',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!source.includes('defineElement')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && path.normalize(resolved.id) === BROWSER_DEFINE ? SERVER_ELEMENTS : null;
  },
});

interface StylesheetFile {
  readonly fileName: string;
  readonly css: string;
}

/**
 * Once written, loads the module and writes the stylesheets it names into `elementsDir`
 * (docs/decisions/0021, 0071): a plugin, not a step of scripts/build.ts, so that every run of this
 * build (the store server's tests build into a directory of their own) writes them.
 */
const stylesheetFilesPlugin = (outDir: string, elementsDir: string): Plugin => ({
  name: 'pc-element-stylesheets',
  async writeBundle() {
    const module = (await import(
      `${pathToFileURL(path.join(outDir, 'elements.js')).href}?t=${Date.now()}`
    )) as {
      loadStylesheets(): Promise<void>;
      stylesheetFiles(): StylesheetFile[];
    };
    await module.loadStylesheets();
    await mkdir(elementsDir, { recursive: true });
    for (const { fileName, css } of module.stylesheetFiles())
      await writeFile(path.join(elementsDir, fileName), css);
  },
});

export interface ServerRenderBuild {
  /** where dist/ssr and dist/elements are (the repository's dist by default) */
  readonly distDir?: string;
}

/** The build, also run by the store server's tests into a directory of their own. */
export const serverRenderConfig = ({ distDir = DIST_DIR }: ServerRenderBuild = {}): UserConfig => {
  const outDir = path.join(distDir, 'ssr');
  const elements = discoverElements();
  return {
    root: ROOT,
    publicDir: false,
    logLevel: 'warn',
    plugins: [
      react(),
      serverDefinePlugin(),
      serverEntryPlugin(elements.map(({ file }) => file)),
      stylesheetFilesPlugin(outDir, path.join(distDir, 'elements')),
      // <pc-candle>'s land: its name only; the element build writes the file (docs/decisions/0060).
      candleLandPlugin({ emit: false }),
    ],
    // The production React on the server too: faster, and the markup the production client hydrates.
    define: productionDefine,
    // Bundled whole (React included), so the server loads one file and nothing of the elements' sources.
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: {
        input: { elements: ENTRY_ID },
        // One file: the elements' style loaders are dynamic imports, kept inside it.
        output: { entryFileNames: '[name].js', format: 'es', codeSplitting: false },
      },
    },
  };
};
