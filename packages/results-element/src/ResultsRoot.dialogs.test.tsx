import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigations, renderResults, settle, useResultsPage } from './test/renderResults.tsx';

// spec §2 Results single-survey overlay, verbatim.
const SINGLE_SURVEY_TEXT =
  'You already have a tailored order in your cart. We only allow one tailored order at a time.';

// Decision 0074: the modals' bodies are a chunk of their own. Here the chunk's import is held by the
// test (a gate per load); what arrives is the real components/dialogs.ts through the real lazyChunk
// and the element's own hook.

const gate = vi.hoisted(() => ({
  loads: [] as { open(): void; fail(): void }[],
}));

vi.mock('./behaviour/dialogsChunk.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./behaviour/dialogsChunk.ts')>();
  const { lazyChunk, useLazyChunk } = await import('@pc/shared');
  const chunk = lazyChunk(async () => {
    await new Promise<void>((resolve, reject) =>
      gate.loads.push({ open: resolve, fail: () => reject(new TypeError('Failed to fetch')) }),
    );
    return import('./components/dialogs.ts');
  });
  return {
    ...actual,
    loadDialogs: chunk.load,
    preloadDialogs: chunk.preload,
    resetDialogsChunkForTests: chunk.resetForTests,
    useDialogs: (wanted: boolean, onFailure?: () => void) =>
      useLazyChunk(chunk, wanted, { keep: true, onFailure }),
  };
});

const { resetDialogsChunkForTests } = await import('./behaviour/dialogsChunk.ts');
// The module itself compiled ahead, so an arrival takes only the gate's opening.
await import('./components/dialogs.ts');

useResultsPage();
afterEach(() => {
  resetDialogsChunkForTests();
  gate.loads = [];
});

/** The gate's latest load lets the chunk through (or fails it); its module then settles. */
const arrive = (how: 'open' | 'fail' = 'open') =>
  act(async () => {
    gate.loads.at(-1)![how]();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
const headings = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const moreInfoButton = () => screen.getByRole('button', { name: 'More info about Face Cleanser' });
const captureOpen = () => screen.queryByRole('dialog', { name: 'Unlock Your Products' }) !== null;

describe("the 'more info' modal and its chunk (decision 0074)", () => {
  it('pressed before the chunk arrives: opens as it arrives, with name, description and sections (issue 45 item 4)', async () => {
    renderResults();
    expect(gate.loads).toHaveLength(0); // nothing with the page
    fireEvent.click(moreInfoButton());
    expect(screen.queryByRole('dialog', { name: 'Face Cleanser' })).toBeNull();
    expect(gate.loads).toHaveLength(1);
    await arrive();
    const dialog = screen.getByRole('dialog', { name: 'Face Cleanser' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByText(/A gentle gel cleanser/)).toBeTruthy();
    expect(headings(dialog)).toContain('Your Formula');
  });

  it('a pointer or focus on the button starts the load; arrived, the click shows the sections in its own render', async () => {
    renderResults();
    fireEvent.pointerEnter(moreInfoButton());
    expect(gate.loads).toHaveLength(1);
    await arrive();
    fireEvent.click(moreInfoButton());
    expect(headings(screen.getByRole('dialog', { name: 'Face Cleanser' }))).toContain('Your Formula');
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Face Cleanser' })).getByRole('button', { name: 'Close' }),
    );
    fireEvent.focus(screen.getByRole('button', { name: 'More info about Face Lotion' }));
    expect(gate.loads).toHaveLength(1); // loaded once per page
  });

  it('a failed load opens nothing; the next press asks again', async () => {
    renderResults();
    fireEvent.click(moreInfoButton());
    await arrive('fail');
    expect(screen.queryByRole('dialog', { name: 'Face Cleanser' })).toBeNull();
    fireEvent.click(moreInfoButton());
    expect(gate.loads).toHaveLength(2);
    await arrive();
    expect(headings(screen.getByRole('dialog', { name: 'Face Cleanser' }))).toContain('Your Formula');
  });
});

describe('the single-survey overlay and its chunk (decision 0074)', () => {
  it('a pointer on the add button starts the load', () => {
    renderResults();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'ADD TO CART - $34' }));
    expect(gate.loads).toHaveLength(1);
  });

  it('a conflict answered before the chunk arrives shows the overlay as it arrives; nothing is added', async () => {
    const { actions } = renderResults({}, {}, { compatible: false });
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO CART - $34' }));
    await waitFor(() => expect(gate.loads).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog', { name: SINGLE_SURVEY_TEXT })).toBeNull();
    await arrive();
    const dialog = screen.getByRole('dialog', { name: SINGLE_SURVEY_TEXT });
    expect(dialog.hasAttribute('open')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go To Checkout' }));
    expect(navigations).toEqual(['/checkout']);
    expect(actions('add_to_cart')).toHaveLength(0);
  });
});

describe('the email capture and its chunk (decision 0074, spec §4)', () => {
  it('asks for the chunk at once when due, and shows (and sets its cookie) only when it is here', async () => {
    renderResults({ showEmailCapture: true });
    await settle();
    expect(gate.loads).toHaveLength(1);
    expect(captureOpen()).toBe(false);
    expect(Cookies.get('email_capture_shown')).toBeUndefined();
    await arrive();
    expect(captureOpen()).toBe(true);
    expect(Cookies.get('email_capture_shown')).toBe('1');
  });

  it('does not ask for the chunk when not due', async () => {
    renderResults({ showEmailCapture: false });
    await settle();
    expect(gate.loads).toHaveLength(0);
  });

  it('a failed load shows nothing and leaves the cookie unset, so a later visit shows it', async () => {
    renderResults({ showEmailCapture: true });
    await settle();
    await arrive('fail');
    expect(captureOpen()).toBe(false);
    expect(Cookies.get('email_capture_shown')).toBeUndefined();
  });

  it('an element gone before the chunk arrives never opens it', async () => {
    const { unmount } = renderResults({ showEmailCapture: true });
    await settle();
    unmount();
    await arrive();
    expect(Cookies.get('email_capture_shown')).toBeUndefined();
  });
});
