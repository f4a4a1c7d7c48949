import { $nonce } from '@pc/shared';
import { setPageConfig } from '@pc/shared/test';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDialogsChunkForTests } from './behaviour/dialogsChunk.ts';
import { servedQuiz } from './test/quizServer.ts';
import { renderQuiz } from './test/renderQuiz.tsx';

// docs/decisions/0136: what the quiz loads after its first view loads on the shopper's way, not as it
// mounts, so a page holding the quiz alone loads its first view's scripts and nothing more until the
// shopper acts (e2e/static-site.spec.ts measures the same on a page of another origin). Each chunk's
// module is counted as it is first imported.

const imported = vi.hoisted(() => ({ user: 0, dialogs: 0 }));
vi.mock('@pc/shared/user', async (original) => {
  imported.user += 1;
  return original();
});
vi.mock('./components/dialogs.ts', async (original) => {
  imported.dialogs += 1;
  return original();
});

beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'nonce-123' });
  $nonce.set('nonce-123');
  window.history.replaceState(null, '', '/quiz');
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

// In order: a module, once imported, stays imported for the rest of the file.
describe('the chunks the self quiz loads on the shopper’s way', () => {
  it('a fresh self quiz, loaded and shown, imports neither the visitor’s store nor the modals', async () => {
    renderQuiz();
    await screen.findByRole('button', { name: 'COMPLETE' });
    // Time for anything the mount or the load would start to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(imported).toEqual({ user: 0, dialogs: 0 });
  });

  it('the first selection starts the modals on their way (the lose-progress overlay may open next)', async () => {
    renderQuiz();
    await screen.findByRole('button', { name: 'COMPLETE' });
    const first = screen.getAllByRole('radiogroup')[0]!;
    await userEvent.click(within(first).getAllByRole('radio')[0]!);
    await vi.waitFor(() => expect(imported.dialogs).toBe(1));
    expect(imported.user).toBe(0);
  });

  it('a self quiz already complete asks who the visitor is, then welcomes them back', async () => {
    resetDialogsChunkForTests();
    renderQuiz({ type: 'self' }, { quiz: servedQuiz('self', { complete: true }), user: null });
    await screen.findByRole('dialog', { name: 'Welcome back!' });
    expect(imported.user).toBe(1);
  });
});
