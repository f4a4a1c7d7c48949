import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { laterChunkIn, resetLaterChunkForTests } from '../behaviour/laterChunk.ts';
import { giftCardsData } from '../test/giftCardPageTexts.ts';
import { createGiftCardsState, type GiftCardsState } from './giftCardsState.ts';

// spec §4, §9: "Switching between e-gift and physical views clears the selection after about 200 ms".

// A load a test started ends before the next test's page, which has not loaded the chunk.
afterEach(async () => {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
  resetLaterChunkForTests();
});

const data = giftCardsData();

/** The page's later code (behaviour/laterChunk.ts) once the shopper has headed for it: here. */
const laterHere = async (state: GiftCardsState) => {
  state.headOnTheWay();
  await laterChunkIn('en-US').load();
  expect(state.$later.get()).not.toBeNull();
};

describe('createGiftCardsState: the view switch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears the picks made before the switch after 200 ms, not before', () => {
    const state = createGiftCardsState(data);
    state.pickAmount('card', 40102);
    state.switchView('physical');
    expect(state.$view.get()).toBe('physical');
    vi.advanceTimersByTime(199);
    expect(state.$form.get().amount).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(state.$form.get().amount).toBeNull();
  });

  it('keeps a pick made in the new view within the 200 ms', async () => {
    const state = createGiftCardsState(data);
    await laterHere(state);
    state.switchView('physical');
    state.pickPhysical(40201);
    state.switchView('e-gift');
    state.switchView('physical');
    state.pickPhysical(40203);
    vi.advanceTimersByTime(200);
    expect(state.$physicalPick.get()).toBe(40203);
    expect(state.$selection.get()).toMatchObject({ kind: 'physical', variationId: 40203 });
  });

  it('clears the physical pick when the shopper switches away and back', () => {
    const state = createGiftCardsState(data);
    state.switchView('physical');
    vi.advanceTimersByTime(200);
    state.pickPhysical(40201);
    state.switchView('e-gift');
    vi.advanceTimersByTime(200);
    state.switchView('physical');
    expect(state.$physicalPick.get()).toBeNull();
    expect(state.$selection.get()).toBeNull();
  });
});

// docs/decisions/0136: what a selection is (model/selections.ts) comes with the page's later code, which
// the shopper's first entry, pick or switch sends for; the first view has no selection.
describe('createGiftCardsState: the selection and its later code', () => {
  it('asks for no code until the shopper acts; the first pick sends for it, and the selection follows', async () => {
    const state = createGiftCardsState(data);
    expect(laterChunkIn('en-US').loaded()).toBeNull();
    state.switchView('physical');
    state.pickPhysical(40201);
    // Not here yet: no selection, so CHECKOUT stays disabled rather than wrong.
    expect(state.$selection.get()).toBeNull();
    await vi.waitFor(() => expect(state.$later.get()).not.toBeNull());
    expect(state.$selection.get()).toMatchObject({ kind: 'physical', variationId: 40201, price: 25 });
  });

  it('a failed load is asked for again by the shopper’s next step', async () => {
    const state = createGiftCardsState(data);
    const chunk = laterChunkIn('en-US');
    const load = vi.spyOn(chunk, 'load').mockRejectedValueOnce(new Error('offline'));
    state.switchView('physical');
    await Promise.resolve();
    expect(state.$later.get()).toBeNull();
    load.mockRestore();
    state.pickPhysical(40202);
    await vi.waitFor(() => expect(state.$later.get()).not.toBeNull());
    expect(state.$selection.get()).toMatchObject({ kind: 'physical', variationId: 40202 });
  });
});
