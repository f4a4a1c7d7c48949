import { setPageConfig } from '@pc/shared/test';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { question } from '../test/quizFixture.ts';
import { stubQuizServer } from '../test/quizServer.ts';
import { CologneCombobox } from './CologneCombobox.tsx';

const perfumes = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `cedar-${index + 1}`,
    name: `Cedar ${index + 1}`,
    brand: 'Atelier Lune',
  }));

function renderCombobox(selected: string | null = null) {
  const onAnswer = vi.fn();
  const cologne = question('cologne', {
    type: 'cologne',
    options: [],
    selected,
    text: { default: 'Your cologne?' },
  });
  render(
    <>
      <h3 id="title">Your cologne?</h3>
      <CologneCombobox question={cologne} titleId="title" descriptionId={undefined} onAnswer={onAnswer} />
    </>,
  );
  return { onAnswer, input: screen.getByRole('combobox', { name: 'Your cologne?' }) as HTMLInputElement };
}

const perfumeRequests = (sent: { url: string }[]) =>
  sent.filter((request) => request.url.includes('query_perfume'));

beforeEach(() => setPageConfig({ apiRoot: '', ns: 'pc' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CologneCombobox (spec §5 typeahead; WAI-ARIA combobox with listbox popup)', () => {
  it('asks nothing before 3 characters, then once per keystroke with query_perfume', async () => {
    const { sent } = stubQuizServer({ perfumes: () => perfumes(2) });
    const { input } = renderCombobox();
    await userEvent.type(input, 'ce');
    expect(perfumeRequests(sent)).toHaveLength(0);
    await userEvent.type(input, 'd');
    await screen.findByRole('listbox');
    expect(perfumeRequests(sent).map((request) => request.url)).toEqual([
      '/wp-admin/admin-ajax.php?action=query_perfume&query_perfume=ced',
    ]);
  });

  it('aborts the previous request on each keystroke (one AbortSignal per keystroke)', async () => {
    const { fetchMock, releasePerfumes } = stubQuizServer({
      perfumes: () => perfumes(1),
      holdPerfumes: true,
    });
    const { input } = renderCombobox();
    await userEvent.type(input, 'cedar');
    const signals = fetchMock.mock.calls.map(([, init]) => (init as RequestInit).signal as AbortSignal);
    expect(signals).toHaveLength(3); // 'ced', 'ceda', 'cedar'
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true, false]);
    act(releasePerfumes);
    expect(await screen.findAllByRole('option')).toHaveLength(1);
  });

  it('shows at most 50 suggestions and announces the count', async () => {
    stubQuizServer({ perfumes: () => perfumes(60) });
    const { input } = renderCombobox();
    await userEvent.type(input, 'cedar');
    expect(await screen.findAllByRole('option')).toHaveLength(50);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('50 suggestions available');
  });

  it('ArrowDown/ArrowUp move the active suggestion (aria-activedescendant), wrapping; Enter picks it', async () => {
    stubQuizServer({ perfumes: () => perfumes(3) });
    const { input, onAnswer } = renderCombobox();
    await userEvent.type(input, 'cedar');
    const options = await screen.findAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    await userEvent.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith('cologne', 'Cedar 3 by Atelier Lune', 'choose');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
  });

  // Decision 0228: the shopper moved to a suggestion of the answer before; the answer to their last
  // keystroke arrives after the arrow. The suggestion stays active where the new answer lists it.
  it.each([
    { later: ['cedar-2', 'cedar-3'], active: 'Cedar 2', picked: ['Cedar 2 by Atelier Lune', 'choose'] },
    { later: ['cedar-3'], active: null, picked: ['ceda', 'commit'] },
  ])(
    'an answer arriving after the arrow keeps its suggestion active if it lists it ($later)',
    async ({ later, active, picked }) => {
      const { releasePerfumes } = stubQuizServer({
        perfumes: (query) => perfumes(3).filter((perfume) => query === 'ced' || later.includes(perfume.id)),
        holdPerfumes: true,
      });
      const { input, onAnswer } = renderCombobox();
      await userEvent.type(input, 'ced');
      act(releasePerfumes);
      await screen.findAllByRole('option');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await userEvent.type(input, 'a');
      expect(screen.getByRole('option', { selected: true }).textContent).toBe('Cedar 2 Atelier Lune');
      await act(async () => releasePerfumes());
      await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(later.length));
      const selected = screen.queryByRole('option', { selected: true });
      expect(selected?.querySelector('.combobox__name')?.textContent ?? null).toBe(active);
      expect(input.getAttribute('aria-activedescendant')).toBe(selected?.id ?? null);
      await userEvent.keyboard('{Enter}');
      expect(onAnswer).toHaveBeenCalledWith('cologne', ...picked);
    },
  );

  it('Escape closes the list and keeps the text', async () => {
    stubQuizServer({ perfumes: () => perfumes(3) });
    const { input, onAnswer } = renderCombobox();
    await userEvent.type(input, 'cedar');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(input.value).toBe('cedar');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('Enter without an active suggestion commits the typed name and advances', async () => {
    stubQuizServer({ perfumes: () => [] });
    const { input, onAnswer } = renderCombobox();
    await userEvent.type(input, 'My own blend{Enter}');
    expect(onAnswer).toHaveBeenCalledWith('cologne', 'My own blend', 'commit');
    expect(screen.getByRole('status').textContent).toBe('No suggestions');
  });

  it('a click on a suggestion picks it', async () => {
    stubQuizServer({ perfumes: () => perfumes(2) });
    const { input, onAnswer } = renderCombobox();
    await userEvent.type(input, 'cedar');
    const [, second] = await screen.findAllByRole('option');
    await userEvent.click(second!);
    expect(onAnswer).toHaveBeenCalledWith('cologne', 'Cedar 2 by Atelier Lune', 'choose');
  });

  it('leaving the field for another control commits the typed name without advancing', async () => {
    stubQuizServer({ perfumes: () => [] });
    const { input, onAnswer } = renderCombobox();
    await userEvent.type(input, 'Oud');
    fireEvent.blur(input, { relatedTarget: document.body });
    expect(onAnswer).toHaveBeenCalledWith('cologne', 'Oud', 'set');
  });

  it('a failed suggestion request leaves a plain text field (spec §8 style: ignored)', async () => {
    stubQuizServer({
      perfumes: () => {
        throw new Error('boom');
      },
    });
    const { input } = renderCombobox();
    await userEvent.type(input, 'cedar');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
