import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/decisions/0074: the results page's modal bodies are not part of its first load. The element's
// chunk holds what element.ts reaches through static imports; a dynamic `import()` is a chunk of its
// own. This walks those static imports from element.ts.

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Static value imports and re-exports (`import type` erases at build; `import(` is dynamic). */
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"(]*?from\s+['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function staticallyReached(entry: string): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier!.startsWith('.')) visit(path.resolve(path.dirname(file), specifier!));
    }
  };
  visit(path.join(SRC, entry));
  return [...files].map((file) => path.relative(SRC, file));
}

describe('the results modals’ chunk (decision 0074)', () => {
  const reached = staticallyReached('element.ts');

  it('reads the first load: the element, its root, the views, the more-info shell and the loader', () => {
    expect(reached).toEqual(
      expect.arrayContaining([
        'ResultsRoot.tsx',
        'Results.tsx',
        'components/ProductCard.tsx',
        'components/MoreInfoDialog.tsx',
        'behaviour/dialogsChunk.ts',
      ]),
    );
  });

  it('does not import the modals’ bodies or the more-info sections’ rules with the first load', () => {
    expect(
      reached.filter((file) =>
        /components[\\/](?:dialogs|EmailCaptureDialog|SingleSurveyDialog|MoreInfoSections)\.tsx?$|model[\\/]moreInfo\.ts$/.test(
          file,
        ),
      ),
    ).toEqual([]);
  });

  it('imports them on the way, as one chunk of their own', () => {
    const source = readFileSync(path.join(SRC, 'behaviour/dialogsChunk.ts'), 'utf8');
    // the loader's import() and the type of what it gives
    expect(new Set([...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]))).toEqual(
      new Set(['../components/dialogs.ts']),
    );
    expect(staticallyReached('components/dialogs.ts')).toEqual(
      expect.arrayContaining([
        'components/EmailCaptureDialog.tsx',
        'components/SingleSurveyDialog.tsx',
        'components/MoreInfoSections.tsx',
        'model/moreInfo.ts',
      ]),
    );
  });
});
