import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { browserCallsPlugin } from '../browserCalls.ts';
import { customPropertiesRead, cutToUse, wordsOf } from '../cutToUse.ts';
import { elementMetaRuntimePlugin } from '../elementMetaRuntime.ts';
import { productionDefine, ROOT, sharedTreeshake } from './common.ts';
import { ELEMENTS_DIR } from './elementsBuild.ts';

/**
 * The third-party cross-sell (docs/decisions/0041), built after the element build into the same
 * dist/elements (so it must not empty it, nor write Vite's manifest, which the store server and
 * `npm run size` read for the element build's chunks):
 *
 * - `pc-cross-sell.standalone.js`: the loader a host page names in its one script tag, at a stable URL;
 * - `pc-cross-sell.bundle-<hash>.js`: React, the pop-up and the parts of @pc/shared it uses, in one
 *   chunk the loader imports when the page has no element runtime yet.
 *
 * No runtime/shared chunk split here: on such a page nothing else would share them. React and ReactDOM
 * alone are about 57 KB brotli, so the rest must fit in about 7 KB: the chunk registers the pop-up
 * with the least glue (standalone/register.ts) and the build keeps only what the pop-up runs (below).
 * The budget (loader + bundle ≤ 64 KB brotli, design.md "Budgets") is checked by `npm run size`.
 */
const PACKAGE = path.join(ROOT, 'packages/crosssell-element');
const STANDALONE = path.join(PACKAGE, 'standalone');
/**
 * The modules the standalone pop-up replaces with its own (standalone/):
 * - state/applyAction.ts: the action is posted without @pc/shared's cart store, which keeps a store
 *   page's cart in step (and its analytics), of no use on another origin;
 * - model/pageOffer.ts: a host page carries no offer (only the store prints it, on its /checkout,
 *   docs/decisions/0141); the pop-up asks for it;
 * - @pc/shared's api/session.ts: the session is the token the host's server printed
 *   (docs/decisions/0038); the pop-up never starts one of its own (docs/decisions/0098);
 * - @pc/shared's api/adminAjax.ts: none of the pop-up's calls is an admin-ajax one (decision 0214);
 * - state/shownThisSession.ts: the pop-up takes no attributes here (register.ts), so it is never
 *   `show-once-per-session` and never reads the tab's memory;
 * - @pc/shared's i18n/icuOverrides.ts: the pop-up's catalog has no message with arguments, so an author's
 *   words for it never need intl-messageformat (8.5 KB brotli; docs/decisions/0210);
 * - @pc/shared's config/pageConfig.ts, config/storeCurrency.ts and format/price.ts: the keys the pop-up
 *   reads without the schema of every key, the currency its host prints, prices made as the one view
 *   that shows them renders (issue 43 item 4, docs/decisions/0060).
 */
const REPLACED = new Map([
  [path.join(PACKAGE, 'src/state/applyAction.ts'), path.join(STANDALONE, 'applyAction.ts')],
  [path.join(PACKAGE, 'src/model/pageOffer.ts'), path.join(STANDALONE, 'pageOffer.ts')],
  [path.join(ROOT, 'packages/shared/src/api/session.ts'), path.join(STANDALONE, 'session.ts')],
  [path.join(ROOT, 'packages/shared/src/api/adminAjax.ts'), path.join(STANDALONE, 'adminAjax.ts')],
  [path.join(PACKAGE, 'src/state/shownThisSession.ts'), path.join(STANDALONE, 'shownThisSession.ts')],
  [path.join(ROOT, 'packages/shared/src/i18n/icuOverrides.ts'), path.join(STANDALONE, 'icuOverrides.ts')],
  [path.join(ROOT, 'packages/shared/src/config/storeCurrency.ts'), path.join(STANDALONE, 'storeCurrency.ts')],
  [path.join(ROOT, 'packages/shared/src/config/pageConfig.ts'), path.join(STANDALONE, 'pageConfig.ts')],
  [path.join(ROOT, 'packages/shared/src/format/price.ts'), path.join(STANDALONE, 'price.ts')],
]);
/**
 * And React's packages by their production modules (the bundle is built for production only): each
 * package's index only picks that module by NODE_ENV, and react-dom/client's adds a check for React
 * DevTools that the code was minified (a developer's aid, of no use on a host's page); react-dom/client's
 * `react-dom` is the shared internals alone (standalone/reactDomInternals.cjs), without react-dom's own
 * functions (createPortal, flushSync, preload…), which the pop-up never calls.
 */
const REACT_DOM = path.join(ROOT, 'node_modules/react-dom');
const production = (module: string) => path.join(ROOT, 'node_modules', module);
const BARE_REPLACED = new Map([
  ['react', production('react/cjs/react.production.js')],
  ['react/jsx-runtime', production('react/cjs/react-jsx-runtime.production.js')],
  ['react-dom/client', production('react-dom/cjs/react-dom-client.production.js')],
  ['scheduler', production('scheduler/cjs/scheduler.production.js')],
]);
const standaloneActionPlugin = (): Plugin => ({
  name: 'pc-cross-sell-standalone',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!importer) return null;
    if (source === 'react-dom' && importer.startsWith(REACT_DOM))
      return path.join(STANDALONE, 'reactDomInternals.cjs');
    if (!source.startsWith('.')) return BARE_REPLACED.get(source) ?? null;
    return REPLACED.get(path.resolve(path.dirname(importer), source)) ?? null;
  },
});

/**
 * The shared tokens and primitives stylesheets, cut to what the pop-up can use: they serve every
 * element (inputs, accordions, icon buttons, colours of other pages…) and the pop-up sets a few of
 * their classes and reads some of their custom properties. Each sheet's module exports a placeholder
 * until the chunk is rendered; then the chunk's own words (every class name the pop-up can set is a
 * string in it, the sheets' are not) and every `var()` of the chunk and of the rules they keep decide
 * what stays
 * (scripts/cutToUse.ts). About 300 bytes brotli of the 64 KB cap (docs/decisions/0041, 0084).
 */
const SHARED_SHEET = /[\\/]packages[\\/]shared[\\/]src[\\/]ui[\\/](tokens|primitives)\.css\?inline$/;
const placeholder = (sheet: string) => `__PC_STANDALONE_${sheet.toUpperCase()}_CSS__`;
const sharedSheetsPlugin = (): Plugin => {
  const sheets = new Map<string, string>();
  return {
    name: 'pc-cross-sell-standalone-shared-sheets',
    enforce: 'post',
    transform(code, id) {
      const sheet = SHARED_SHEET.exec(id)?.[1];
      if (!sheet) return null;
      const exported = /^export default (".*");?\s*$/s.exec(code);
      if (!exported) throw new Error(`${id}: expected \`export default "<css>"\`, got: ${code.slice(0, 80)}`);
      sheets.set(sheet, JSON.parse(exported[1] as string) as string);
      return { code: `export default ${JSON.stringify(placeholder(sheet))};`, map: null };
    },
    renderChunk(code, chunk) {
      if (![...sheets.keys()].some((sheet) => code.includes(placeholder(sheet)))) return null;
      // The words of our own modules: React's code names every element there is, the pop-up only the
      // classes it sets and the elements it makes.
      const own = Object.entries(chunk.modules)
        .filter(([id]) => !id.includes('/node_modules/'))
        .map(([, module]) => module.code ?? '');
      const classes = wordsOf(own.join('\n'));
      // The custom properties read by the chunk and by the rules that stay: cut by class first, with every
      // property the sheets read, then again without those only the dropped rules read.
      const read = (css: readonly string[]) => customPropertiesRead([code, ...css].join('\n'));
      const everyRead = { classes, customProperties: read([...sheets.values()]) };
      const inUse = {
        classes,
        customProperties: read([...sheets.values()].map((css) => cutToUse(css, everyRead))),
      };
      let cut = code;
      for (const [sheet, css] of sheets) {
        const quoted = new RegExp(`(["'\`])${placeholder(sheet)}\\1`, 'g');
        if ((cut.match(quoted) ?? []).length !== 1)
          throw new Error(`${placeholder(sheet)}: expected once in the chunk`);
        const used = cutToUse(css, inUse);
        cut = cut.replace(quoted, () => JSON.stringify(used));
      }
      return { code: cut, map: null };
    },
  };
};

export const standaloneConfig = (): UserConfig => ({
  root: ROOT,
  publicDir: false,
  logLevel: 'warn',
  plugins: [
    standaloneActionPlugin(),
    react(),
    sharedSheetsPlugin(),
    // The pop-up's meta.ts as registration reads it (tag and attributes), as in the element build
    // (docs/decisions/0065): its descriptions are for dist/custom-elements.json.
    elementMetaRuntimePlugin(),
    // The pop-up's calls without their request schemas, which only the store server reads
    // (docs/decisions/0074), as in the element build.
    browserCallsPlugin(),
  ],
  define: productionDefine,
  build: {
    outDir: ELEMENTS_DIR,
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
        ...sharedTreeshake,
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
