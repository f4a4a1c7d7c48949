import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticallyReached } from '@pc/shared/test';
import { describe, expect, it } from 'vitest';

// Issue 45 item 4, docs/decisions/0211 (a catalog may have parts): the texts only the later code shows
// (the physical view's heading, a chosen date's send time, the FAQ's answer in the shopper's time) are
// a part of the `gift-cards` catalog that travels with that chunk, not with the page's first load, in
// either locale. This walks the static imports from element.ts and from the later code.

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const reachedFiles = (entry: string) => staticallyReached(SRC, entry).files;
const LATER_TEXTS = /messages[\\/]later[\\/]/;

describe('the later code’s texts (messages/later)', () => {
  it('are not in the first load', () => {
    const reached = reachedFiles('element.ts');
    expect(reached).toEqual(expect.arrayContaining([path.join('messages', 'index.ts')]));
    expect(reached.filter((file) => LATER_TEXTS.test(file))).toEqual([]);
  });

  it('come with the later code', () => {
    expect(reachedFiles('behaviour/later.ts')).toEqual(
      expect.arrayContaining([
        path.join('messages', 'later', 'index.ts'),
        path.join('messages', 'later', 'en-US.ts'),
      ]),
    );
  });
});
