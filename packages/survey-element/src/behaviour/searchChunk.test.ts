import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Decision 0072: the follow-up's fuzzy search (@pc/shared/search, fuse.js) is not part of the
// survey's first load. The element's chunk holds what element.ts reaches through static imports; a
// dynamic `import()` is a chunk of its own. This walks those static imports from element.ts.

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Static value imports and re-exports (`import type` erases at build; `import(` is dynamic). */
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"(]*?from\s+['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier the survey's entry reaches statically: its own files, then the packages. */
function staticallyReached(entry: string): { files: string[]; packages: string[] } {
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
  visit(path.join(SRC, entry));
  return { files: [...files].map((file) => path.relative(SRC, file)), packages: [...packages] };
}

describe('the follow-up search’s chunk (decision 0072)', () => {
  const reached = staticallyReached('element.ts');

  it('reads the survey’s first load: the element, its root, the views', () => {
    expect(reached.files).toEqual(
      expect.arrayContaining([
        'element.ts',
        'SurveyRoot.tsx',
        'components/SurveyOptions.tsx',
        'components/FollowUpSearch.tsx',
        'behaviour/searchChunk.ts',
      ]),
    );
    expect(reached.packages).toContain('@pc/shared');
  });

  it('does not import the fuzzy search or fuse.js with the survey’s first load', () => {
    expect(reached.packages.filter((name) => /search|fuse/.test(name))).toEqual([]);
  });

  it('imports it on the way, as a chunk of its own', () => {
    const source = readFileSync(path.join(SRC, 'behaviour/searchChunk.ts'), 'utf8');
    expect([...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1])).toEqual(['@pc/shared/search']);
  });

  it('@pc/shared/search is kept out of shared.js, so its import is a chunk of its own (vite.config.ts)', async () => {
    const { SHARED_MODULE } = await import('../../../../vite.config.ts');
    expect(SHARED_MODULE.test('/repo/packages/shared/src/search/fuzzySearch.ts')).toBe(false);
    expect(SHARED_MODULE.test('/repo/packages/shared/src/lazyChunk.ts')).toBe(true);
  });
});
