/**
 * What a host installs or pins (docs/decisions/0108, 0186):
 * - versioned element URLs next to the stable ones: dist/elements/v<version>/<entry>.js and
 *   pc-elements.css, each a copy of the stable file whose imports reach the hashed chunks one folder
 *   up. Served immutable (static/cacheControl.ts); their SRI hashes go in the docs pages.
 * - the package @pc/elements (packages/elements/package.json, with its version, exports, types, files
 *   and `customElements`): its built files are copied into packages/elements, laid out as the store
 *   serves them (`elements/`, `types/`, `custom-elements.json`, `vscode.html-custom-data.json`), and
 *   `react/`, the build whose React is the host's (dist/elements-react, docs/decisions/0186).
 * - the package as npm's tarball, dist/elements/pc-elements-<version>.tgz, which the store serves for
 *   `npm install <store>/elements/pc-elements-<version>.tgz` (docs/decisions/0186).
 */
import { execFileSync } from 'node:child_process';
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

/** The package's folders and files → where in dist/ the build wrote them. */
const PACKAGE_PARTS: Readonly<Record<string, string>> = {
  elements: 'elements',
  react: 'elements-react',
  types: 'types',
  'custom-elements.json': 'custom-elements.json',
  'vscode.html-custom-data.json': 'vscode.html-custom-data.json',
};

/** Copies the built files into packages/elements, beside its package.json. */
export const fillElementsPackage = (): string => {
  for (const [part, built] of Object.entries(PACKAGE_PARTS)) {
    const target = path.join(PACKAGE_DIR, part);
    rmSync(target, { recursive: true, force: true });
    cpSync(path.join(DIST_DIR, built), target, {
      recursive: true,
      // The precompressed copies, the build manifest, the versioned URLs and the tarball are the
      // store's: a bundler compresses on its own, and the package's version is its package.json's.
      filter: (source) => !/\.(?:br|gz|tgz)$|[\\/](?:\.vite|v\d+\.\d+\.\d+[^\\/]*)$/.test(source),
    });
  }
  return 'packages/elements';
};

/** The tarball's name, as `npm pack` names a scoped package's: `pc-elements-<version>.tgz`. */
export const tarballName = (version: string): string => `pc-elements-${version}.tgz`;

/** The line that installs the package from the store at `origin` (docs/decisions/0186). */
export const installSnippet = (origin: string, version: string): string =>
  `npm install ${origin}/elements/${tarballName(version)}`;

/**
 * Packs packages/elements with `npm pack` into dist/elements, where the store serves it. npm's own
 * packer, so the tarball is what npm publishes (its `files`, package.json first); it is the same bytes
 * for the same files, whatever their times (npm writes one fixed date).
 */
export const packElementsPackage = (version = elementsVersion()): string => {
  const destination = path.join(DIST_DIR, 'elements');
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination], {
      cwd: PACKAGE_DIR,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  ) as { filename: string; size: number; entryCount: number }[];
  if (packed?.filename !== tarballName(version))
    throw new Error(`npm pack wrote ${packed?.filename}, not ${tarballName(version)}`);
  return `dist/elements/${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} KB`;
};
