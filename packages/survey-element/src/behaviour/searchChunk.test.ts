import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dynamicImportsOf, staticallyReached } from '@pc/shared/test';
import { describe, expect, it } from 'vitest';

// Decision 0072: the follow-up's fuzzy search (@pc/shared/search, fuse.js) is not part of the
// survey's first load. The element's chunk holds what element.ts reaches through static imports; a
// dynamic `import()` is a chunk of its own. This walks those static imports from element.ts.

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the follow-up search’s chunk (decision 0072)', () => {
  const reached = staticallyReached(SRC, 'element.ts');

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
    expect(dynamicImportsOf(path.join(SRC, 'behaviour/searchChunk.ts'))).toEqual(['@pc/shared/search']);
  });

  it('@pc/shared/search is kept out of shared.js, so its import is a chunk of its own (scripts/build/chunks.ts)', async () => {
    const { SHARED_MODULE } = await import('../../../../scripts/build/chunks.ts');
    expect(SHARED_MODULE.test('/repo/packages/shared/src/search/fuzzySearch.ts')).toBe(false);
    expect(SHARED_MODULE.test('/repo/packages/shared/src/lazyChunk.ts')).toBe(true);
  });
});
