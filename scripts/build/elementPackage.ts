/**
 * What a host installs or pins (docs/decisions/0108):
 * - versioned element URLs next to the stable ones: dist/elements/v<version>/<entry>.js and
 *   pc-elements.css, each a copy of the stable file whose imports reach the hashed chunks one folder
 *   up. Served immutable (static/cacheControl.ts); their SRI hashes go in the docs pages.
 * - the package @pc/elements (packages/elements/package.json, with its version, exports, types, files
 *   and `customElements`): its built files are copied into packages/elements, laid out as the store
 *   serves them (`elements/`, `types/`, `custom-elements.json`, `vscode.html-custom-data.json`).
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR } from '../distDir.ts';
import { ROOT } from './common.ts';

export const PACKAGE_DIR = path.join(ROOT, 'packages', 'elements');

/** The package's version, which names the versioned URLs. */
export const elementsVersion = (): string =>
  (JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * The entries a page names by a stable URL (`pc-<tag>.js`, `all.js`, the cross-sell's
 * `pc-cross-sell.standalone.js`) and the skeleton stylesheet.
 */
const isEntry = (name: string) =>
  /^(?:pc-[a-z][a-z0-9-]*(?:\.standalone)?|all)\.js$/.test(name) || name === 'pc-elements.css';

/** An entry's text as the versioned folder serves it: its relative imports one folder up. */
export const versionedCopy = (text: string): string => text.replace(/(["'`])\.\/(?=[\w.-]+\.js\1)/g, '$1../');

/** `sha384-…`, the Subresource Integrity of a file's bytes. */
export const integrityOf = (bytes: Buffer | string): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export interface VersionedEntries {
  readonly version: string;
  /** entry file name → its versioned URL and SRI hash */
  readonly entries: ReadonlyMap<string, { url: string; integrity: string }>;
}

/** Writes dist/elements/v<version>/: a versioned copy of every entry, and answers their hashes. */
export const writeVersionedEntries = (version = elementsVersion()): VersionedEntries => {
  const elementsDir = path.join(DIST_DIR, 'elements');
  const folder = `v${version}`;
  const dir = path.join(elementsDir, folder);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entries = new Map<string, { url: string; integrity: string }>();
  for (const name of readdirSync(elementsDir).filter(isEntry).sort()) {
    const text = versionedCopy(readFileSync(path.join(elementsDir, name), 'utf8'));
    writeFileSync(path.join(dir, name), text);
    entries.set(name, { url: `/elements/${folder}/${name}`, integrity: integrityOf(text) });
  }
  writeFileSync(
    path.join(dir, 'integrity.json'),
    `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`,
  );
  return { version, entries };
};

/** Copies the built files into packages/elements, beside its package.json. */
export const fillElementsPackage = (): string => {
  for (const part of ['elements', 'types', 'custom-elements.json', 'vscode.html-custom-data.json']) {
    const target = path.join(PACKAGE_DIR, part);
    rmSync(target, { recursive: true, force: true });
    cpSync(path.join(DIST_DIR, part), target, {
      recursive: true,
      // The precompressed copies, the build manifest and the versioned URLs are the store's: a bundler
      // compresses on its own, and the package's version is its package.json's.
      filter: (source) => !/\.(?:br|gz)$|[\\/](?:\.vite|v\d+\.\d+\.\d+[^\\/]*)$/.test(source),
    });
  }
  return 'packages/elements';
};
