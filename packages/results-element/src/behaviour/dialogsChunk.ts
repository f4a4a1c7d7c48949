import { type LazyChunk, lazyChunk } from '@pc/shared';
import { useEffect, useState } from 'react';

// docs/decisions/0074: the bodies of the results page's three modals (spec §2 'more info' sections,
// the single-survey overlay, the email capture) are one chunk of their own, not part of the page's
// first load: no modal is open in the server's first view. It starts loading as the shopper heads
// for what opens one (a pointer, finger or focus reaching a 'More info' or add-to-cart button), and
// at once when the results state says the email capture is due (state/email.ts), which opens only
// once the chunk is here.
const dialogs = lazyChunk(() => import('../components/dialogs.ts'));

export type Dialogs = typeof import('../components/dialogs.ts');

export const loadDialogs = dialogs.load;
export const preloadDialogs = dialogs.preload;
export const resetDialogsChunkForTests = dialogs.resetForTests;

/**
 * A hook giving `chunk` once it has been `wanted` (a modal opened), else null: it asks for the chunk
 * when it is wanted and not here yet, and renders again when it arrives. Null until something opens,
 * so the first render (on the server, and the hydration that matches it) never depends on whether it
 * has arrived; then it stays, so a closed modal stays in place as the others do (closing one leaves
 * the keyboard's place in the results, where the next Tab goes on).
 */
export function chunkWhileWanted<T>(chunk: LazyChunk<T>): (wanted: boolean) => T | null {
  return function useChunk(wanted) {
    const [, arrived] = useState(0);
    const [wantedOnce, setWantedOnce] = useState(false);
    if (wanted && !wantedOnce) setWantedOnce(true);
    const loaded = wanted || wantedOnce ? chunk.loaded() : null;
    useEffect(() => {
      if (!wanted || chunk.loaded()) return;
      let live = true;
      chunk.load().then(
        () => live && arrived((count) => count + 1),
        () => {},
      );
      return () => {
        live = false;
      };
    }, [wanted]);
    return loaded;
  };
}

/** The modals' chunk once a modal has opened (see chunkWhileWanted). */
export const useDialogs = chunkWhileWanted(dialogs);
