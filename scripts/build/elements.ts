import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ELEMENT_FILES, type ElementTag } from '../../packages/shared/src/element/tags.ts';
import { ROOT } from './common.ts';

/**
 * The elements every build makes, from the one tag list (packages/shared/src/element/tags.ts): the
 * element build (one `<tag>.js` each and `all.js`), the server render build, the custom elements
 * manifest and the tests of an element's anatomy read them here, never from a Vite config.
 */

export interface ElementEntry {
  readonly tag: ElementTag;
  /** absolute path of the registration file (element.ts) */
  readonly file: string;
}

/** Every listed element with its registration file under `root`, in the order of their paths. */
export const discoverElements = (root: string = ROOT): ElementEntry[] =>
  (Object.entries(ELEMENT_FILES) as [ElementTag, string][])
    .map(([tag, file]) => ({ tag, file: path.join(root, 'packages', file) }))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .map((entry) => {
      if (!existsSync(entry.file)) throw new Error(`<${entry.tag}>: ${entry.file} is missing`);
      return entry;
    });

/**
 * Every registration file on disk: `packages/<pkg>/src/element.ts` (one element per package) and
 * `packages/<pkg>/src/<name>/element.ts` (a package holding several). The anatomy test checks that
 * the tag list names each one.
 */
export const registrationFiles = (root: string = ROOT): string[] => {
  const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);
  return list(path.join(root, 'packages')).flatMap((pkg) => {
    const src = path.join(root, 'packages', pkg, 'src');
    return [
      path.join(src, 'element.ts'),
      ...list(src).map((name) => path.join(src, name, 'element.ts')),
    ].filter((file) => existsSync(file));
  });
};
