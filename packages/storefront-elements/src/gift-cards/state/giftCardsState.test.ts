import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eGiftProduct, physicalProduct } from '../test/giftCardProducts.ts';
import { createGiftCardsState } from './giftCardsState.ts';

// spec §4, §9: "Switching between e-gift and physical views clears the selection after about 200 ms".

const data = { eGift: eGiftProduct(), physical: physicalProduct(), today: '2026-03-10' };

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

  it('keeps a pick made in the new view within the 200 ms', () => {
    const state = createGiftCardsState(data);
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
