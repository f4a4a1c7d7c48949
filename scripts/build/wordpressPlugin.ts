import {
  copyFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import type { ElementTag } from '../../packages/shared/src/element/tags.ts';
import { EARLY_PRESSES_FILE } from '../../packages/store-server/src/pages/demoPage.ts';
import { DIST_DIR } from '../distDir.ts';
import { elementTexts } from '../messages.ts';
import { ROOT } from './common.ts';
import { ELEMENTS_DIR } from './elementsBuild.ts';
import { type ZipEntry, zip } from './zip.ts';

/**
 * The WordPress plugin (packages/wordpress-plugin, README "WordPress", docs/decisions/0174): its PHP and
 * block.json files as they are, and the block editor's script built from TypeScript with Vite against
 * WordPress's own globals (`wp.blocks`, `wp.element`, …; decision 0174 says why not @wordpress/scripts),
 * into dist/wordpress/pc-storefront (the folder the browser tests link into WordPress), zipped as
 * dist/downloads/pc-storefront-wordpress.zip, which the store serves at /downloads/ for an admin's
 * "Upload Plugin".
 */
export const PLUGIN_PACKAGE = path.join(ROOT, 'packages/wordpress-plugin');
export const PLUGIN_SLUG = 'pc-storefront';
export const PLUGIN_DIR = path.join(DIST_DIR, 'wordpress', PLUGIN_SLUG);
export const PLUGIN_ZIP_NAME = 'pc-storefront-wordpress.zip';
export const PLUGIN_ZIP = path.join(DIST_DIR, 'downloads', PLUGIN_ZIP_NAME);

/** The package's version, which the plugin's header and PC_STOREFRONT_VERSION repeat (a test checks). */
export const pluginVersion = (): string =>
  (JSON.parse(readFileSync(path.join(PLUGIN_PACKAGE, 'package.json'), 'utf8')) as { version: string })
    .version;

const filesUnder = (dir: string, prefix = ''): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((name) =>
      statSync(path.join(dir, name)).isDirectory()
        ? filesUnder(path.join(dir, name), `${prefix}${name}/`)
        : [`${prefix}${name}`],
    );

/**
 * The words an author may replace in each block (its Texts panel, docs/decisions/0211): block name →
 * message id → the store's en-US words, from the elements' catalogs. A block whose element has no
 * catalog yet has none.
 */
export const blockTexts = (blocksDir: string): Record<string, Record<string, string>> =>
  Object.fromEntries(
    readdirSync(blocksDir)
      .sort()
      .map((slug) => [`pc/${slug}`, elementTexts(`pc-${slug}` as ElementTag)]),
  );

export const buildWordPressPlugin = async (): Promise<string> => {
  rmSync(PLUGIN_DIR, { recursive: true, force: true });
  cpSync(path.join(PLUGIN_PACKAGE, 'plugin'), PLUGIN_DIR, { recursive: true });
  // Read by the plugin for the block editor (pc_storefront_editor_texts).
  writeFileSync(
    path.join(PLUGIN_DIR, 'texts.json'),
    JSON.stringify(blockTexts(path.join(PLUGIN_PACKAGE, 'plugin', 'blocks'))),
  );
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: path.join(PLUGIN_DIR, 'build'),
      emptyOutDir: false,
      lib: {
        entry: path.join(PLUGIN_PACKAGE, 'src/editor.ts'),
        formats: ['iife'],
        name: 'pcStorefrontEditor',
        fileName: () => 'editor.js',
      },
    },
  });
  // The early script the plugin prints inline before a page's first first view (decision 0229), as the
  // elements' build made it.
  copyFileSync(
    path.join(ELEMENTS_DIR, EARLY_PRESSES_FILE),
    path.join(PLUGIN_DIR, 'build', EARLY_PRESSES_FILE),
  );
  const entries: ZipEntry[] = filesUnder(PLUGIN_DIR).map((file) => ({
    name: `${PLUGIN_SLUG}/${file}`,
    data: readFileSync(path.join(PLUGIN_DIR, file)),
  }));
  mkdirSync(path.dirname(PLUGIN_ZIP), { recursive: true });
  const archive = zip(entries);
  writeFileSync(PLUGIN_ZIP, archive);
  return `dist/downloads/${PLUGIN_ZIP_NAME}: version ${pluginVersion()}, ${entries.length} files, ${(archive.length / 1024).toFixed(1)} KB`;
};
