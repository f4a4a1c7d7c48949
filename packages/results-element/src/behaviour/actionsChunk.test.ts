import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dynamicImportsOf, staticallyReached } from '@pc/shared/test';
import { describe, expect, it } from 'vitest';

// docs/decisions/0067, 0136: what the results page runs once the shopper acts is not part of its
// first load. The element's chunk holds what element.ts reaches through static imports; a dynamic
// `import()` is a chunk of its own. This walks those static imports from element.ts.

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const reachedFiles = (entry: string) => staticallyReached(SRC, entry).files;

/** What a press runs, and what shows only after one, with its texts. */
const ON_THE_WAY = [
  'behaviour/actions.ts',
  'behaviour/goToCard.ts',
  'state/cartActions.ts',
  'state/emailActions.ts',
  'state/signals.ts',
  'model/addToCartForms.ts',
  'model/email.ts',
  'components/AddedMessage.tsx',
  'components/ProceedBanner.tsx',
  'messages/actions/index.ts',
  'messages/actions/en-US.ts',
];

describe('the results actions’ chunk (decisions 0067, 0136)', () => {
  const reached = reachedFiles('element.ts');

  it('reads the first load: the state the view reads, the views and the loader', () => {
    expect(reached).toEqual(
      expect.arrayContaining([
        'state/cart.ts',
        'state/bathroom.ts',
        'state/email.ts',
        'state/proceedBanner.ts',
        'components/AddedBanner.tsx',
        'components/SaveResultsBanner.tsx',
        'components/NavigationRow.tsx',
        'behaviour/actionsChunk.ts',
      ]),
    );
  });

  it('does not import what a press runs, or what shows only after one, with the first load', () => {
    expect(reached.filter((file) => ON_THE_WAY.includes(file.replaceAll('\\', '/')))).toEqual([]);
  });

  it('imports them on the way, as one chunk of their own', () => {
    // the loader's import() and the type of what it gives
    expect(new Set(dynamicImportsOf(path.join(SRC, 'behaviour/actionsChunk.ts')))).toEqual(
      new Set(['./actions.ts']),
    );
    expect(reachedFiles('behaviour/actions.ts').map((file) => file.replaceAll('\\', '/'))).toEqual(
      expect.arrayContaining(ON_THE_WAY),
    );
  });
});

// The texts of what loads on the way travel with it (messages/<part>/, ids `results.<key>` like the
// rest): the modals' with the modals' chunk, the actions' with this one, and the words for no results
// with the chunk that says so (components/withoutResults.ts, decision 0184).
describe('the texts that travel with a chunk', () => {
  const parts = ['dialogs', 'actions', 'withoutResults'];

  it('none of them with the first load', () => {
    const reached = reachedFiles('element.ts').map((file) => file.replaceAll('\\', '/'));
    expect(reached).toContain('messages/index.ts');
    expect(reached.filter((file) => parts.some((part) => file.startsWith(`messages/${part}/`)))).toEqual([]);
  });

  it.each([
    ['components/dialogs.ts', 'dialogs'],
    ['behaviour/actions.ts', 'actions'],
    ['components/withoutResults.ts', 'withoutResults'],
  ])('%s brings its own (messages/%s)', (chunk, part) => {
    expect(reachedFiles(chunk).map((file) => file.replaceAll('\\', '/'))).toEqual(
      expect.arrayContaining([`messages/${part}/index.ts`, `messages/${part}/en-US.ts`]),
    );
  });
});
