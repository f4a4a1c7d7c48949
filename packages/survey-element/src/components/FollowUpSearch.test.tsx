import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { surveyOptions } from '../test/surveyFixture.ts';
import { FollowUpSearch } from './FollowUpSearch.tsx';

// Decision 0072: the follow-up search when its fuzzy search (its own chunk) arrives late, a slow
// network after a choice made without a pointer or focus on the way. The chunk's import is held by
// the test (a gate per load); what arrives is the real @pc/shared/search through the real lazyChunk.

const gate = vi.hoisted(() => ({
  loads: [] as { open(): void; fail(): void }[],
}));

vi.mock('../behaviour/searchChunk.ts', async () => {
  const { lazyChunk } = await import('@pc/shared');
  const chunk = lazyChunk(async () => {
    await new Promise<void>((resolve, reject) =>
      gate.loads.push({ open: resolve, fail: () => reject(new TypeError('Failed to fetch')) }),
    );
    return (await import('@pc/shared/search')).createFuzzySearch;
  });
  return {
    searchChunk: chunk,
    preloadSearch: chunk.preload,
  };
});

const { searchChunk } = await import('../behaviour/searchChunk.ts');

afterEach(() => {
  cleanup();
  searchChunk.resetForTests();
  gate.loads = [];
});

const podcast = surveyOptions()[0]!;
const listbox = () => screen.getByRole('listbox', { name: 'Podcast' });
const results = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((option) => option.textContent);
const type = (value: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value } });
/** The gate's latest load lets the chunk through (or fails it); its module then settles. */
const arrive = (how: 'open' | 'fail' = 'open') =>
  act(async () => {
    gate.loads.at(-1)![how]();
    // The real module's import takes its time on a loaded machine: wait for it, then for React.
    if (how === 'open')
      await vi.waitFor(() => expect(searchChunk.loaded()).not.toBeNull(), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

describe('the follow-up search before its chunk has arrived (decision 0072)', () => {
  it('asks for the chunk as it appears, and lists the children to browse meanwhile', () => {
    render(<FollowUpSearch option={podcast} onPick={() => {}} onBack={() => {}} />);
    expect(gate.loads).toHaveLength(1);
    expect(results()).toEqual(['Morning Brew', 'Café Crème Hour', 'Gym Talk', 'The Noël Show']);
  });

  it('searches a query typed before it arrived as soon as it arrives: no lost keystroke, no stale list', async () => {
    render(<FollowUpSearch option={podcast} onPick={() => {}} onBack={() => {}} />);
    type('ca');
    type('caf');
    // A query the fuzzy search must answer: no list yet (not the browse list), busy, nothing announced.
    expect(results()).toEqual([]);
    expect(listbox().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/results? available|No results/)).toBeNull();
    type('cafe creme');
    await arrive();
    expect(results()).toEqual(['Café Crème Hour']);
    expect(listbox().getAttribute('aria-busy')).toBeNull();
    expect(screen.getByText('1 result available')).toBeTruthy();
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('cafe creme');
  });

  it('keeps what the shopper picks with the keyboard working once it arrives', async () => {
    const picked: string[] = [];
    render(<FollowUpSearch option={podcast} onPick={(child) => picked.push(child.id)} onBack={() => {}} />);
    type('gym tlk');
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    expect(picked).toEqual([]); // nothing to pick yet
    await arrive();
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    expect(picked).toEqual(['gym-talk']);
  });

  it('asks again as the shopper types on when the chunk failed to load', async () => {
    render(<FollowUpSearch option={podcast} onPick={() => {}} onBack={() => {}} />);
    type('noel');
    await arrive('fail');
    expect(results()).toEqual([]);
    expect(gate.loads).toHaveLength(1);
    type('noel s');
    expect(gate.loads).toHaveLength(2);
    await arrive();
    expect(results()).toEqual(['The Noël Show']);
  });
});
