import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (packages/store-server/src/ → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Images and videos the seed refers to, served at /assets/. */
export const ASSETS_DIR = fileURLToPath(new URL('../assets/', import.meta.url));

/** The built front end: `dist`, or `PC_DIST_DIR` (relative to the repository), as the build writes it. */
export const DEFAULT_DIST_DIR = path.resolve(REPO_ROOT, process.env.PC_DIST_DIR || 'dist');
export const DEFAULT_PGLITE_DIR = `${REPO_ROOT}.data/pglite`;
