import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dynamicImportsOf, staticallyReached } from '@pc/shared/test';
import { describe, expect, it } from 'vitest';

// docs/decisions/0136: the quiz's two modals are a chunk of their own; issue 45 item 4 (decision 0211's
// catalog parts): their texts travel with them (messages/dialogs), not with the page's first load, in
// either locale. This walks the static imports from element.ts and from the modals' chunk.

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const reachedFiles = (entry: string) => staticallyReached(SRC, entry).files;
const MODALS =
  /components[\\/](?:dialogs|QuizDialogs|WelcomeBackDialog|LoseProgressDialog)\.tsx?$|messages[\\/]dialogs[\\/]/;

describe('the quiz modals’ chunk', () => {
  it('the first load holds neither the modals nor their texts', () => {
    const reached = reachedFiles('element.ts');
    expect(reached).toEqual(
      expect.arrayContaining(['behaviour/dialogsChunk.ts', path.join('messages', 'index.ts')]),
    );
    expect(reached.filter((file) => MODALS.test(file))).toEqual([]);
  });

  it('the modals come on the way, with their texts', () => {
    expect(dynamicImportsOf(path.join(SRC, 'behaviour/dialogsChunk.ts'))).toContain(
      '../components/dialogs.ts',
    );
    expect(reachedFiles('components/dialogs.ts')).toEqual(
      expect.arrayContaining([
        'components/WelcomeBackDialog.tsx',
        'components/LoseProgressDialog.tsx',
        path.join('messages', 'dialogs', 'index.ts'),
        path.join('messages', 'dialogs', 'en-US.ts'),
      ]),
    );
  });
});
