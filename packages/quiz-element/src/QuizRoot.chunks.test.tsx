import { $nonce } from '@pc/shared';
import { setPageConfig } from '@pc/shared/test';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cologneChunk, resetCologneChunkForTests } from './behaviour/cologneChunk.ts';
import { resetDialogsChunkForTests } from './behaviour/dialogsChunk.ts';
import { cologneQuiz, servedQuiz } from './test/quizServer.ts';
import { renderQuiz } from './test/renderQuiz.tsx';

// docs/decisions/0136: what the quiz loads after its first view loads on the shopper's way, not as it
// mounts, so a page holding the quiz alone loads its first view's scripts and nothing more until the
// shopper acts (e2e/static-site.spec.ts measures the same on a page of another origin). Each chunk's
// module is counted as it is first imported.

const imported = vi.hoisted(() => ({ user: 0, dialogs: 0, cologne: 0 }));
vi.mock('@pc/shared/user', async (original) => {
  imported.user += 1;
  return original();
});
vi.mock('./components/dialogs.ts', async (original) => {
  imported.dialogs += 1;
  return original();
});
/** The cologne typeahead's chunk arrives when the test lets it (its first import). */
const cologneArrival = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./components/CologneCombobox.tsx', async (original) => {
  imported.cologne += 1;
  await cologneArrival.arrived;
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
    expect(imported).toEqual({ user: 0, dialogs: 0, cologne: 0 });
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

// spec §4: the cologne question is a follow-up, shown once fragrance_knowledge is answered (not 0);
// its typeahead is a chunk of its own (behaviour/cologneChunk.ts).
describe('the cologne typeahead, on the shopper’s way', () => {
  const cologneField = (role: 'textbox' | 'combobox') =>
    screen.queryByRole(role, { name: 'Question cologne' }) as HTMLInputElement | null;
  const knowledge = (text: string) =>
    within(screen.getByRole('radiogroup', { name: 'Question fragrance_knowledge' })).getByRole('radio', {
      name: text,
    });

  it('hidden: not loaded; heading for its parent starts it; shown: a plain field in its place until it arrives, which takes over what was typed and the focus', async () => {
    const { container } = renderQuiz(
      { type: 'self' },
      { quiz: cologneQuiz('self'), perfumes: () => [{ id: 'p1', name: 'Bois Noir', brand: 'Atelier' }] },
    );
    await screen.findByRole('button', { name: 'COMPLETE' });
    // Another question answered, and time for anything the mount or the answer would start.
    await userEvent.click(within(screen.getAllByRole('radiogroup')[0]!).getAllByRole('radio')[0]!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(imported.cologne).toBe(0);
    expect(container.querySelector('[data-question="cologne"]')).toBeNull();

    // A pointer on the question that reveals it: the chunk is on its way (held by the test).
    await userEvent.hover(knowledge('Text 1'));
    await vi.waitFor(() => expect(imported.cologne).toBe(1));
    expect(container.querySelector('[data-question="cologne"]')).toBeNull();

    await userEvent.click(knowledge('Text 1'));
    const question = container.querySelector('[data-question="cologne"]');
    const plain = cologneField('textbox');
    expect(plain).not.toBeNull();
    expect(plain!.className).toBe('combobox__input');
    expect(plain!.closest('.combobox')).not.toBeNull();
    expect(cologneField('combobox')).toBeNull();
    await userEvent.type(plain!, 'Bois');

    cologneArrival.arrive();
    const combobox = await screen.findByRole('combobox', { name: 'Question cologne' });
    expect((combobox as HTMLInputElement).value).toBe('Bois');
    expect(document.activeElement).toBe(combobox);
    // The question kept its place (the same node); the typeahead suggests for what was typed.
    expect(container.querySelector('[data-question="cologne"]')).toBe(question);
    expect(await screen.findByRole('option', { name: 'Bois Noir Atelier' })).toBeTruthy();
    await userEvent.type(combobox, ' N');
    expect((combobox as HTMLInputElement).value).toBe('Bois N');
  });

  it('a quiz loaded with saved progress that shows the question shows its typeahead at once', async () => {
    resetCologneChunkForTests();
    renderQuiz({ type: 'self' }, { quiz: cologneQuiz('self', { fragrance_knowledge: '1' }) });
    await screen.findByRole('button', { name: 'COMPLETE' });
    expect(cologneField('combobox')).not.toBeNull();
    expect(cologneField('textbox')).toBeNull();
    expect(cologneChunk.loaded()).not.toBeNull();
  });
});
