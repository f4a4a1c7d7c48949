import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the build writes and the store server reads the built front end: the repository's `dist`,
 * or `PC_DIST_DIR` (absolute, or relative to the repository), so two builds can live side by side
 * (a developer's and a test run's). The store server reads the same variable (paths.ts).
 */
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DIST_DIR = path.resolve(ROOT, process.env.PC_DIST_DIR || 'dist');
