import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What an element's first load holds, read from its sources (decisions 0072, 0074): the bundler puts
 * into an entry's chunk what the entry reaches through static imports, and makes each dynamic
 * `import()` a chunk of its own. Node only (unit tests).
 */

/** Static value imports and re-exports (`import type` erases at build; `import(` is dynamic). */
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"(]*?from\s+['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The files under `src` that `entry` reaches statically (relative to `src`), and the packages they import. */
export function staticallyReached(src: string, entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier!.startsWith('.')) visit(path.resolve(path.dirname(file), specifier!));
      else packages.add(specifier!);
    }
  };
  visit(path.join(src, entry));
  return { files: [...files].map((file) => path.relative(src, file)), packages: [...packages] };
}

/** The specifiers of a file's dynamic `import()`s, in order. */
export const dynamicImportsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!);
