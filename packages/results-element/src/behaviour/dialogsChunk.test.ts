import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dynamicImportsOf, staticallyReached } from '@pc/shared/test';
import { describe, expect, it } from 'vitest';

// docs/decisions/0074: the results page's modal bodies are not part of its first load. The element's
// chunk holds what element.ts reaches through static imports; a dynamic `import()` is a chunk of its
// own. This walks those static imports from element.ts.

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const reachedFiles = (entry: string) => staticallyReached(SRC, entry).files;

describe('the results modals’ chunk (decision 0074)', () => {
  const reached = reachedFiles('element.ts');

  it('reads the first load: the element, its root, the views and the loader', () => {
    expect(reached).toEqual(
      expect.arrayContaining([
        'ResultsRoot.tsx',
        'Results.tsx',
        'components/ProductCard.tsx',
        'behaviour/dialogsChunk.ts',
      ]),
    );
  });

  it('does not import the modals, the more-info one included (issue 45 item 4), their rules or their texts with the first load', () => {
    expect(
      reached.filter((file) =>
        /components[\\/](?:dialogs|EmailCaptureDialog|SingleSurveyDialog|MoreInfoDialog|MoreInfoSections)\.tsx?$|model[\\/]moreInfo\.ts$|messages[\\/]dialogs[\\/]/.test(
          file,
        ),
      ),
    ).toEqual([]);
  });

  it('imports them on the way, as one chunk of their own', () => {
    // the loader's import() and the type of what it gives
    expect(new Set(dynamicImportsOf(path.join(SRC, 'behaviour/dialogsChunk.ts')))).toEqual(
      new Set(['../components/dialogs.ts']),
    );
    expect(reachedFiles('components/dialogs.ts')).toEqual(
      expect.arrayContaining([
        'components/EmailCaptureDialog.tsx',
        'components/SingleSurveyDialog.tsx',
        'components/MoreInfoDialog.tsx',
        'components/MoreInfoSections.tsx',
        'model/moreInfo.ts',
        // their texts travel with them (messages/dialogs, ids `results.<key>` like the rest)
        path.join('messages', 'dialogs', 'index.ts'),
        path.join('messages', 'dialogs', 'en-US.ts'),
      ]),
    );
  });
});
