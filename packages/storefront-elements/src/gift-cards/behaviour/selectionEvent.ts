import { emit, type GiftCardSelection, PcGiftCardSelectEvent } from '@pc/shared';
import { sameSelection } from '../model/selections.ts';

/**
 * spec §4: the selection is emitted when it becomes complete or changes, and cleared (null) when it
 * stops being complete: one `pc-gift-card-select` per change, none for the first, empty state. `last`
 * is the selection last emitted (null before any). Part of the page's later code (behaviour/later.ts),
 * which a selection needs anyway.
 */
export function announceSelection(
  host: Element,
  last: { current: GiftCardSelection | null },
  selection: GiftCardSelection | null,
): void {
  if (sameSelection(last.current, selection)) return;
  last.current = selection;
  emit(host, new PcGiftCardSelectEvent({ selection }));
}
