import { type GiftCardSelection, useHost } from '@pc/shared';
import { useEffect, useRef } from 'react';
import type { Later } from './laterChunk.ts';

/**
 * spec §4: `pc-gift-card-select` for each change of the selection (behaviour/selectionEvent.ts), from
 * the page's later code: a selection comes with it (model/selections.ts), so until it is here there is
 * nothing to say.
 */
export function useSelectionEvent(selection: GiftCardSelection | null, later: Later | null): void {
  const host = useHost();
  const last = useRef<GiftCardSelection | null>(null);
  useEffect(() => later?.announceSelection(host, last, selection), [host, later, selection]);
}
