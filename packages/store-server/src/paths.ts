import { fileURLToPath } from 'node:url';

/** The repository root (packages/store-server/src/ → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Images and videos the seed refers to, served at /assets/. */
export const ASSETS_DIR = fileURLToPath(new URL('../assets/', import.meta.url));

export const DEFAULT_DIST_DIR = `${REPO_ROOT}dist`;
export const DEFAULT_PGLITE_DIR = `${REPO_ROOT}.data/pglite`;
