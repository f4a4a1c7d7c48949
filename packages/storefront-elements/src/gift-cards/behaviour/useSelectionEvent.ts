import { emit, type GiftCardSelection, PcGiftCardSelectEvent, useHost } from '@pc/shared';
import { useEffect, useRef } from 'react';
import { sameSelection } from '../model/giftCardSelection.ts';

/**
 * spec §4: the selection is emitted when it becomes complete or changes, and cleared (null) when it
 * stops being complete: one `pc-gift-card-select` per change, none for the first, empty state.
 */
export function useSelectionEvent(selection: GiftCardSelection | null): void {
  const host = useHost();
  const last = useRef<GiftCardSelection | null>(null);
  useEffect(() => {
    if (sameSelection(last.current, selection)) return;
    last.current = selection;
    emit(host, new PcGiftCardSelectEvent({ selection }));
  }, [host, selection]);
}
