/**
 * How long browsers and CDNs keep the files of dist/elements and dist/demo
 * (docs/decisions/0022). A file whose name carries a content hash never changes: a new build gives it
 * a new name, so it is kept a year without asking again. The element entries CMS authors name in
 * their pages (`/elements/pc-quiz.js`, `all.js`) keep their URL across builds, so they are kept five
 * minutes and then revalidated with their ETag (a 304 with no body when nothing changed).
 */

/** Hashed chunks and assets: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The stable element URLs and any other file without a hash: five minutes, then an ETag check. */
export const REVALIDATE = 'public, max-age=300, must-revalidate';

/**
 * The entries of the element build (scripts/build/elementsBuild.ts): `pc-<tag>.js` and `all.js`.
 * Checked before the hash, since a tag such as `pc-checkout` would also read as `<name>-<8 characters>`.
 */
const ELEMENT_ENTRY = /^(?:pc-[a-z][a-z0-9-]*|all)\.js$/;

/**
 * `[name]-[hash].<ext>` as Vite names chunks and assets: eight base64url characters. SVG for images
 * the build draws, such as <pc-candle>'s land (candle-land-<hash>.svg, docs/decisions/0060).
 */
const HASHED = /-[A-Za-z0-9_-]{8}\.(?:js|css|svg)$/;

/**
 * The versioned copies of the entries, `v<version>/pc-quiz.js` (scripts/build/elementPackage.ts,
 * docs/decisions/0108): a version's bytes never change, so they are kept like a hashed file.
 */
const VERSIONED = /^v\d+\.\d+\.\d+(?:-[\w.]+)?\//;

/**
 * The package's tarball, `pc-elements-<version>.tgz` (scripts/build/elementPackage.ts,
 * docs/decisions/0186): named by its version, so kept like a hashed file.
 */
const TARBALL = /^pc-elements-\d+\.\d+\.\d+(?:-[\w.]+)?\.tgz$/;

/**
 * The Cache-Control of a file served under /elements/ or /demo/, from its path inside that folder
 * (`runtime-GeXaiseG.js`, `assets/index-8BHTAT1G.js`).
 */
export const cacheControlFor = (folder: 'elements' | 'demo', file: string): string => {
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (folder === 'elements' && (VERSIONED.test(file) || TARBALL.test(file))) return IMMUTABLE;
  if (folder === 'elements' && ELEMENT_ENTRY.test(file)) return REVALIDATE;
  return HASHED.test(name) ? IMMUTABLE : REVALIDATE;
};
