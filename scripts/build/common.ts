import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** What the builds share: the repository's root, @pc/shared's tree-shaking, generated modules. */

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @pc/shared's modules define things and run nothing on import that another module relies on, so a
 * module a chunk does not use stays out of it; its schemas (`v.…`) and call definitions
 * (`defineCall`) are pure values. Without this every element reaches every module through the
 * `@pc/shared` and `@pc/shared/contract` entry modules (docs/decisions/0006, 0065, 0063).
 */
export const sharedTreeshake = {
  moduleSideEffects: (id: string): boolean => !/[\\/]packages[\\/]shared[\\/]/.test(id),
  manualPureFunctions: ['v', 'defineCall'],
};

/** Without it React ships its development build and throws `process is not defined` (design.md). */
export const productionDefine = { 'process.env.NODE_ENV': '"production"' };

/**
 * A module the build makes, by its id (`virtual:…`): an entry or an import of that id loads `code`.
 * Library mode turns entries into absolute paths, hence `endsWith`.
 */
export const virtualModule = (name: string, id: string, code: () => string): Plugin => ({
  name,
  resolveId: (source) => (source.endsWith(id) ? `\0${id}` : null),
  load: (resolved) => (resolved === `\0${id}` ? code() : null),
});
